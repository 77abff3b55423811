/**
 * Shared measuring helpers of the benchmarks: one autocannon run with an exact p95, and ratio
 * formatting. run.ts and flow.ts both use them.
 */
import autocannon from 'autocannon';

export interface Figures {
  rps: number;
  p50: number;
  p95: number;
  /** Answers that were not 2xx, socket errors and time-outs. */
  errors: number;
  requests: number;
}

export interface MeasureOptions {
  connections: number;
  /** Run length; ignored when `amount` is set. */
  seconds: number;
  /** Send exactly this many requests instead (each consumes something, e.g. one open task). */
  amount?: number;
  method?: 'GET' | 'POST';
  /** Builds each request (body, path); autocannon's per-request hook. */
  setupRequest?: (req: { method?: string; path?: string; body?: string | Buffer; headers?: Record<string, string> }) => object;
  /** Counts a 409 as success (contended writes answer it by design). */
  acceptStatuses?: number[];
}

/** Percentile of sorted numbers (nearest rank). */
export const percentile = (sorted: number[], q: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : NaN);

/** One autocannon run; p95 is computed from every response time (autocannon reports p90 and p97.5). */
export async function measure(url: string, headers: Record<string, string>, opts: MeasureOptions): Promise<Figures> {
  const times: number[] = [];
  let bad = 0;
  const accepted = new Set(opts.acceptStatuses ?? []);
  const began = performance.now();
  // without a callback autocannon answers its instance (an event emitter) made thenable; its types say only a promise
  const instance = autocannon({
    url,
    connections: opts.connections,
    ...(opts.amount ? { amount: opts.amount } : { duration: opts.seconds }),
    headers,
    method: opts.method ?? 'GET',
    requests: opts.setupRequest ? [{ setupRequest: opts.setupRequest as never }] : undefined,
  }) as unknown as autocannon.Instance & PromiseLike<autocannon.Result>;
  let last = began;
  instance.on('response', (_client: unknown, status: number, _bytes: number, responseTime: number) => {
    times.push(responseTime);
    last = performance.now();
    if ((status < 200 || status > 299) && !accepted.has(status)) bad++;
  });
  const result = await instance;
  times.sort((a, b) => a - b);
  // a run of `amount` requests ends at its last answer: autocannon itself settles only at its next one-second tick
  const elapsed = opts.amount ? (last - began) / 1000 : opts.seconds;
  return {
    rps: times.length / elapsed,
    p50: percentile(times, 0.5),
    p95: percentile(times, 0.95),
    errors: bad + result.errors + result.timeouts,
    requests: times.length,
  };
}

export const ratio = (a: number, b: number) => (b ? (a / b).toFixed(2) : 'n/a');

/** The markdown row of one route measured on ours and on its raw twin. */
export function ratioRow(name: string, ours: Figures, raw: Figures): string {
  const errors = ours.errors + raw.errors ? ` (errors: ours ${ours.errors}, raw ${raw.errors})` : '';
  return `| ${name}${errors} | ${ours.rps.toFixed(0)} | ${raw.rps.toFixed(0)} | ${ratio(ours.rps, raw.rps)} | ${ours.p95.toFixed(1)} | ${raw.p95.toFixed(1)} | ${ratio(ours.p95, raw.p95)} |`;
}

export const RATIO_HEADER = [
  '| route | ours req/s | raw req/s | throughput ours/raw | ours p95 ms | raw p95 ms | p95 ours/raw |',
  '|---|---:|---:|---:|---:|---:|---:|',
];
