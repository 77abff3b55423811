import { useCallback, useEffect, useState } from 'react';
import { http } from '../../app/http/client';
import { getStore, setStore } from '../../app/storage';

/*
 * The worker's answers, kept on the phone: each page reads the server when there is signal and stores what it
 * got; with no signal (or the server out of reach) it shows what it saw last and says so.
 */

export const SELF = '/api/mcc-worker/self';

interface Kept<T> {
  data: T;
  savedAt: number;
}

export interface MeData<T> {
  data?: T;
  loading: boolean;
  /** The answer is the one kept on the phone (no signal, or the server could not be reached). */
  offline: boolean;
  savedAt?: number;
  reload: () => void;
}

/** Kept per signed-in worker: another worker signing in on the same phone never sees them. */
const keyOf = (name: string, owner: string) => `me.${owner}.${name}`;

/** GET `url` as the worker, keeping the answer under `name` for when there is no signal. */
export function useMeData<T>(name: string, url: string, owner: string, params?: Record<string, unknown>): MeData<T> {
  const paramsKey = JSON.stringify(params ?? {});
  const [state, setState] = useState<Omit<MeData<T>, 'reload'>>(() => {
    const kept = getStore<Kept<T>>(keyOf(name, owner));
    return { data: kept?.data, savedAt: kept?.savedAt, loading: true, offline: false };
  });
  const [round, setRound] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: paramsKey stands for params; round reloads
  useEffect(() => {
    let live = true;
    http.get<T>(url, params, { quiet: true }).then(
      (data) => {
        setStore(keyOf(name, owner), { data, savedAt: Date.now() } satisfies Kept<T>);
        if (live) setState({ data, savedAt: Date.now(), loading: false, offline: false });
      },
      () => {
        const kept = getStore<Kept<T>>(keyOf(name, owner));
        if (live) setState({ data: kept?.data, savedAt: kept?.savedAt, loading: false, offline: true });
      },
    );
    return () => {
      live = false;
    };
  }, [name, url, owner, paramsKey, round]);
  const reload = useCallback(() => setRound((r) => r + 1), []);
  return { ...state, reload };
}

/** Whether the phone says it has a network (the answers decide the rest). */
export function useOnline(): boolean {
  const [online, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const on = () => setOnline(true);
    const off = () => setOnline(false);
    window.addEventListener('online', on);
    window.addEventListener('offline', off);
    return () => {
      window.removeEventListener('online', on);
      window.removeEventListener('offline', off);
    };
  }, []);
  return online;
}
