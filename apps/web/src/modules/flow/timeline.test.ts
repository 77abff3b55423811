import { describe, expect, it } from 'vitest';
import { buildTimeline, type HistoryEntry } from './timeline';

const labels = { create: 'OA CREATE', end: 'OA END' };
const entry = (name: string, start: string, end: string, extra: Partial<HistoryEntry> = {}): HistoryEntry => ({
  historyActivityName: name,
  createTime: start,
  endTime: end,
  assigneeName: '',
  comment: '',
  historyActivityDurationTime: end ? '1m' : '',
  pass: true,
  assignee: '',
  onBehalfOf: '',
  onBehalfOfName: '',
  ...extra,
});

describe('buildTimeline', () => {
  it('names a delegate\'s step "<delegate> for <original>"', () => {
    const forWhom = (d: string, o: string) => `${d} for ${o}`;
    const t = buildTimeline(
      [
        entry('Start', '1', '2026-01-01'),
        entry('Leader', '2', '2026-01-02', { assigneeName: 'Dana', onBehalfOf: '7', onBehalfOfName: 'Manny' }),
        entry('HR', '3', '2026-01-03', { assigneeName: 'Hazel' }),
      ],
      { ...labels, forWhom },
    );
    expect(t.map((i) => i.assigneeName)).toEqual(['', 'Dana for Manny', 'Hazel']);
  });

  it('titles the first entry as created and a nameless last entry as ended when there are more than 2', () => {
    const t = buildTimeline(
      [
        entry('Start', '2026-01-01 09:00', '2026-01-01 09:00'),
        entry('Leader', '2026-01-01 09:00', '2026-01-01 10:00'),
        entry('', '2026-01-01 10:00', '2026-01-01 10:00', { historyActivityDurationTime: '' }),
      ],
      labels,
    );
    expect(t.map((i) => i.title)).toEqual(['OA CREATE', 'Leader', 'OA END']);
    expect(t.map((i) => i.color)).toEqual(['primary', 'primary', 'secondary']);
  });

  it('does not title a nameless last entry as ended with only 2 entries', () => {
    const t = buildTimeline([entry('Start', 'a', '2026-01-01 09:00'), entry('', 'b', '2026-01-01 09:01')], labels);
    expect(t[1].kind).toBe('step');
    expect(t[1].title).toBe('');
  });

  it('sorts by end time with open entries last', () => {
    const t = buildTimeline([entry('Open', '3', ''), entry('Second', '2', '2026-01-02'), entry('Start', '1', '2026-01-01')], labels);
    expect(t.map((i) => i.title)).toEqual(['OA CREATE', 'Second', 'Open']);
    expect(t[2].color).toBe('secondary');
  });

  it('colours a finished step that did not pass as danger, never the first entry', () => {
    const t = buildTimeline(
      [entry('Start', '1', '2026-01-01', { pass: false }), entry('Leader', '2', '2026-01-02', { pass: false, comment: 'no' }), entry('', '3', '2026-01-03')],
      labels,
    );
    expect(t.map((i) => i.color)).toEqual(['primary', 'danger', 'secondary']);
  });

  it('colours a step without duration secondary', () => {
    const t = buildTimeline(
      [
        entry('Start', '1', '2026-01-01'),
        entry('Auto', '2', '2026-01-02', { historyActivityDurationTime: '' }),
        entry('HR', '3', '2026-01-03'),
        entry('Next', '4', ''),
      ],
      labels,
    );
    expect(t.map((i) => i.color)).toEqual(['primary', 'secondary', 'primary', 'secondary']);
  });

  it('merges open entries of the same title with assignees joined', () => {
    const t = buildTimeline(
      [entry('Start', '1', '2026-01-01'), entry('Managers', '2', '', { assigneeName: 'Ann' }), entry('Managers', '2', '', { assigneeName: 'Bob' })],
      labels,
    );
    expect(t).toHaveLength(2);
    expect(t[1].assigneeName).toBe('Ann, Bob');
  });

  it('keeps finished entries of the same title apart', () => {
    const t = buildTimeline(
      [
        entry('Start', '1', '2026-01-01'),
        entry('Managers', '2', '2026-01-02', { assigneeName: 'Ann' }),
        entry('Managers', '2', '2026-01-03', { assigneeName: 'Bob' }),
        entry('', '4', '2026-01-04'),
      ],
      labels,
    );
    expect(t.map((i) => i.assigneeName)).toEqual(['', 'Ann', 'Bob', '']);
  });
});
