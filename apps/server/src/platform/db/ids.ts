import { randomInt } from 'node:crypto';

/**
 * Time-ordered 63-bit ids (41 bits of milliseconds since 2024-01-01, 10 bits of node, 12 bits of
 * sequence), as decimal strings: the JSON contract sends ids as strings, and app-side generation lets
 * seeds and multi-row writes know ids before insert. The node number is claimed from the database at
 * boot (`claimNodeId`), so two processes on one database never share one.
 */
const EPOCH = 1704067200000n;
let nodeId = BigInt(randomInt(0, 1024));
let lastMs = -1n;
let sequence = 0n;

export function setNodeId(n: number) {
  nodeId = BigInt(n % 1024);
}

export function nextId(): string {
  let now = BigInt(Date.now());
  if (now < lastMs) now = lastMs; // clock stepped back: keep ids monotonic
  if (now === lastMs) {
    sequence = (sequence + 1n) & 4095n;
    // the 4096 ids of this millisecond are spent: take the next millisecond rather than wait for the clock, which
    // may be behind the last id by far (stepped back, or a test's faked time): a busy wait there never ended
    if (sequence === 0n) now = lastMs + 1n;
  } else {
    sequence = 0n;
  }
  lastMs = now;
  return (((now - EPOCH) << 22n) | (nodeId << 12n) | sequence).toString();
}

export const isId = (v: unknown): v is string => typeof v === 'string' && /^\d{1,19}$/.test(v);
