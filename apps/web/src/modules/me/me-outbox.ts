import { useEffect, useState } from 'react';
import { ApiError, http } from '../../app/http/client';
import { getStore, setStore } from '../../app/storage';

/*
 * Requests written with no signal: kept on the phone and sent when the signal returns. Each carries the
 * idempotency key it was written with (`Idempotency-Key`), so a send the phone is not sure went through
 * (the signal dropped while the answer was on its way) is sent again without filing the request twice: the
 * server answers the request the key already started. A refusal (the form's rules, the balance) is kept
 * with the server's reason until the worker removes it.
 */

export const START_URL = '/api/mcc-worker/processfield/startProcess';

export interface QueuedRequest {
  key: string;
  formId: string;
  formName: string;
  map: Record<string, unknown>;
  createdAt: number;
  /** The server's reason when it refused the request. */
  refused?: string;
}

const outboxKey = (owner: string) => `me.${owner}.outbox`;
const listeners = new Set<() => void>();
const changed = () => {
  for (const l of listeners) l();
};

export const queued = (owner: string): QueuedRequest[] => getStore<QueuedRequest[]>(outboxKey(owner)) ?? [];
const save = (owner: string, list: QueuedRequest[]) => {
  setStore(outboxKey(owner), list);
  changed();
};

export const newKey = () => (crypto.randomUUID ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`);

/** Starts the request; answers its number. Throws `{ offline: true }` when there was no answer at all. */
export async function sendRequest(r: Pick<QueuedRequest, 'key' | 'formId' | 'map'>): Promise<{ requestNo?: string }> {
  try {
    return await http.post<{ requestNo?: string }>(
      START_URL,
      { formId: r.formId, map: r.map },
      { quiet: true, headers: { 'Idempotency-Key': r.key, router: '/worker/apply/list' } },
    );
  } catch (e) {
    if (!navigator.onLine || (e instanceof ApiError && e.kind === 'transport')) throw { offline: true };
    throw e;
  }
}

export function enqueue(owner: string, r: QueuedRequest): void {
  save(owner, [...queued(owner), r]);
}

export function discard(owner: string, key: string): void {
  save(
    owner,
    queued(owner).filter((q) => q.key !== key),
  );
}

let flushing = false;
/** Sends what waits, one at a time, oldest first; stops at the first one that finds no signal. */
export async function flush(owner: string): Promise<void> {
  if (flushing || !navigator.onLine) return;
  flushing = true;
  try {
    for (const r of queued(owner).filter((q) => !q.refused)) {
      try {
        await sendRequest(r);
        discard(owner, r.key);
      } catch (e) {
        if ((e as { offline?: boolean }).offline) return;
        const reason = (e as { message?: string }).message ?? String(e);
        save(
          owner,
          queued(owner).map((q) => (q.key === r.key ? { ...q, refused: reason } : q)),
        );
      }
    }
  } finally {
    flushing = false;
  }
}

/** The queue of the signed-in worker, sent whenever the signal returns. */
export function useOutbox(owner: string): QueuedRequest[] {
  const [list, setList] = useState(() => queued(owner));
  useEffect(() => {
    const update = () => setList(queued(owner));
    listeners.add(update);
    const online = () => void flush(owner);
    window.addEventListener('online', online);
    void flush(owner);
    return () => {
      listeners.delete(update);
      window.removeEventListener('online', online);
    };
  }, [owner]);
  return list;
}
