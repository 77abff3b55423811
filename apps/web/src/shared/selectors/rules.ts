/** The rules of the staff, worker and team selectors (seed 001 section 2), apart from the widgets. */
import { TEAM_MEMBER_STATUS } from '@hr/contracts';

export interface Person {
  id: string;
  label: string;
  disabled?: boolean;
  /** A warning shown beside the name (a worker whose work permit has expired). */
  warning?: string;
}

/** Moves the picked people of the left list to the right list: single mode keeps only the last one. */
export function moveRight(right: Person[], picked: Person[], multiple: boolean): Person[] {
  const movable = picked.filter((p) => !p.disabled);
  if (!multiple) return movable.length ? [movable[movable.length - 1]] : right;
  const known = new Set(right.map((p) => p.id));
  return [...right, ...movable.filter((p) => !known.has(p.id))];
}

/** Only teams (departments of deptType 3) can be chosen in a team tree. */
export function isTeamNode(node: { deptType?: unknown }): boolean {
  return Number(node.deptType) === 3;
}

/** A worker in a project transfer cannot be picked. */
export function isWorkerInTransfer(worker: { teamMemberStatus?: unknown }): boolean {
  return Number(worker.teamMemberStatus) === TEAM_MEMBER_STATUS.IN_TRANSFER;
}

/** Workers the selector offers: supervisors are left out when the field asks for it. */
export function offeredWorkers<T extends { isSupervisor?: unknown }>(workers: T[], excludeSupervisor: boolean): T[] {
  return excludeSupervisor ? workers.filter((w) => Number(w.isSupervisor) !== 1) : workers;
}

const RECENT_LIMIT = 20;

/** Recent picks of a selector, kept for the browser session (newest first, no repeats). */
export function rememberRecent(kind: string, people: Person[], storage: Storage = sessionStorage): Person[] {
  const merged = [...people, ...readRecent(kind, storage)].filter((p, i, all) => all.findIndex((q) => q.id === p.id) === i).slice(0, RECENT_LIMIT);
  storage.setItem(`selector.recent.${kind}`, JSON.stringify(merged.map(({ id, label }) => ({ id, label }))));
  return merged;
}

export function readRecent(kind: string, storage: Storage = sessionStorage): Person[] {
  try {
    const value = JSON.parse(storage.getItem(`selector.recent.${kind}`) ?? '[]') as Person[];
    return Array.isArray(value) ? value : [];
  } catch {
    return [];
  }
}

/** A department tree where only team nodes can be chosen. */
export function teamsOnly<T extends { deptType?: unknown; children?: unknown }>(nodes: T[]): Array<T & { disabled: boolean }> {
  return nodes.map((node) => ({
    ...node,
    disabled: !isTeamNode(node),
    children: Array.isArray(node.children) ? teamsOnly(node.children as T[]) : node.children,
  }));
}
