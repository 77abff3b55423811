/**
 * The figures of the issue-13 table, as each bench measures them: a bench calls `reportFigure` for each goal it
 * measures, and when `BENCH_REPORT` names a file (bench/all.ts sets it) the figure is appended to it as one JSON
 * line; all.ts prints them as one table. Run alone, a bench prints its own output and reports nothing.
 */
import { appendFileSync } from 'node:fs';

export interface Figure {
  /** What is measured, as the issue's table names it. */
  figure: string;
  /** The goal, in words and numbers. */
  goal: string;
  /** What this run measured (ours). */
  value: string;
  /** The raw baseline measured in the same run, where the goal is a ratio. */
  baseline?: string;
  met: boolean;
}

export function reportFigure(f: Figure): void {
  console.log(`figure: ${f.figure}: ${f.value}${f.baseline ? ` (raw: ${f.baseline})` : ''}, goal ${f.goal}: ${f.met ? 'met' : 'NOT met'}`);
  if (process.env.BENCH_REPORT) appendFileSync(process.env.BENCH_REPORT, `${JSON.stringify(f)}\n`);
}
