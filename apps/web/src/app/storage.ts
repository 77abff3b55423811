/**
 * Browser storage under the app-key prefix. Values are wrapped with their type and the time they were
 * written (seed 001 section 9), so a reader can tell a stored string from a stored object and how old it is.
 * A `session` flag writes to sessionStorage instead of localStorage.
 */
export const APP_KEY = 'hr';

interface StoredValue {
  dataType: string;
  content: unknown;
  datetime: number;
}

function area(session?: boolean): Storage {
  return session ? window.sessionStorage : window.localStorage;
}

export function storageKey(name: string): string {
  return `${APP_KEY}-${name}`;
}

export function setStore(name: string, content: unknown, session?: boolean): void {
  const value: StoredValue = { dataType: typeof content, content, datetime: Date.now() };
  area(session).setItem(storageKey(name), JSON.stringify(value));
}

export function getStore<T>(name: string, session?: boolean): T | undefined {
  const raw = area(session).getItem(storageKey(name));
  if (raw == null) return undefined;
  try {
    const value = JSON.parse(raw) as StoredValue;
    return value.content as T;
  } catch {
    return undefined;
  }
}

export function removeStore(name: string, session?: boolean): void {
  area(session).removeItem(storageKey(name));
}
