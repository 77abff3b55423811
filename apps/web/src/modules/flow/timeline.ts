import type { ApiRow } from '../../app/http/api';

/** One history-list entry (seed 000 section 3), typed from the OpenAPI document. */
export type HistoryEntry = ApiRow<'/api/mcc-base/base-flow-task/history-list'>;

export type TimelineColor = 'primary' | 'secondary' | 'danger';

export interface TimelineItem {
  /** The activity name, or the marker of the created / ended entries. */
  title: string;
  kind: 'create' | 'end' | 'step';
  color: TimelineColor;
  assigneeName: string;
  comment: string;
  createTime: string;
  endTime: string;
  duration: string;
  pass: boolean;
}

/**
 * The timeline rules of seed 000 section 4: entries sorted by end time with open entries last; the first
 * entry is the creation (OA CREATE); a last entry with no activity name, when there are more than 2, is the
 * end (OA END). Colours: danger for a finished step after the first that did not pass; secondary for the
 * last or an open entry, or one without duration that is neither first nor end; primary otherwise.
 * Secondary entries of the same title merge into one with their assignees joined.
 */
export function buildTimeline(
  entries: HistoryEntry[],
  labels: { create: string; end: string; forWhom?: (delegate: string, original: string) => string },
): TimelineItem[] {
  const sorted = entries
    .map((e, i) => ({ e, i }))
    .sort((a, b) => {
      const ao = !a.e.endTime,
        bo = !b.e.endTime;
      if (ao !== bo) return ao ? 1 : -1;
      if (!ao && a.e.endTime !== b.e.endTime) return a.e.endTime < b.e.endTime ? -1 : 1;
      return a.i - b.i;
    })
    .map((x) => x.e);
  const last = sorted.length - 1;
  const items: TimelineItem[] = sorted.map((e, i) => {
    const kind: TimelineItem['kind'] = i === 0 ? 'create' : i === last && !e.historyActivityName && sorted.length > 2 ? 'end' : 'step';
    const open = !e.endTime;
    let color: TimelineColor = 'primary';
    if (kind === 'step' && !open && !e.pass) color = 'danger';
    else if (i === last || open || (!e.historyActivityDurationTime && kind === 'step')) color = 'secondary';
    return {
      title: kind === 'create' ? labels.create : kind === 'end' ? labels.end : e.historyActivityName,
      kind,
      color,
      // a delegate's step: "<delegate> for <original>"
      assigneeName: e.onBehalfOfName && labels.forWhom ? labels.forWhom(e.assigneeName, e.onBehalfOfName) : e.assigneeName,
      comment: e.comment,
      createTime: e.createTime,
      endTime: e.endTime,
      duration: e.historyActivityDurationTime,
      pass: e.pass,
    };
  });
  const merged: TimelineItem[] = [];
  for (const item of items) {
    const same =
      item.color === 'secondary' && item.kind === 'step'
        ? merged.find((m) => m.color === 'secondary' && m.kind === 'step' && m.title === item.title)
        : undefined;
    if (same) {
      if (item.assigneeName && !same.assigneeName.split(', ').includes(item.assigneeName))
        same.assigneeName = same.assigneeName ? `${same.assigneeName}, ${item.assigneeName}` : item.assigneeName;
      if (item.comment) same.comment = same.comment ? `${same.comment}; ${item.comment}` : item.comment;
    } else merged.push({ ...item });
  }
  return merged;
}
