import { useSyncExternalStore } from 'react';
import { getStore, removeStore, setStore } from '../storage';

/** What the token call answers on success (BRIEF section 4). */
export interface TokenResult {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  token_type?: string;
  tenant_id: string;
  user_id: string;
  account?: string;
  user_name?: string;
  real_name?: string;
  role_name?: string;
  dept_id?: string;
  [key: string]: unknown;
}

export interface AllInfo {
  user?: Record<string, unknown>;
  roles?: Array<Record<string, unknown>>;
  permissions?: string[];
  passwordInitial?: boolean;
  passwordExpired?: boolean;
  [key: string]: unknown;
}

export interface MenuItem {
  id?: string;
  name: string;
  path: string;
  source?: string;
  icon?: string;
  meta?: Record<string, unknown>;
  children?: MenuItem[];
}

export interface Tag {
  /** Where the tab goes: the page's last address, its view state (a calendar's date, a list's tab) included. */
  path: string;
  label: string;
  /** Which page the tab is (menus.ts `tagKeyOf`); tags stored before it existed are keyed by their path. */
  key?: string;
  /** A page named by its route's title (home, a page outside the menu): read again in the current language. */
  titleKey?: string;
}

export interface SessionState {
  token?: string;
  refreshToken?: string;
  /** Epoch milliseconds at which the access token stops being accepted. */
  tokenExpiresAt?: number;
  tenantId?: string;
  userInfo?: TokenResult;
  allInfo?: AllInfo;
  permissions: string[];
  menus: MenuItem[];
  /** The menu tree of this sign-in has been read (until then no page is refused for lacking its menu). */
  menusLoaded?: boolean;
  tags: Tag[];
  /** Process form templates, loaded after sign-in for the process screens. */
  templateForms?: unknown;
  /** Set while the screen lock is on; leaving needs the password. */
  locked: boolean;
}

const PERSISTED = ['token', 'refreshToken', 'tokenExpiresAt', 'tenantId', 'userInfo', 'allInfo', 'permissions', 'tags', 'locked'] as const;
type PersistedKey = (typeof PERSISTED)[number];

function load(): SessionState {
  const state: SessionState = { permissions: [], menus: [], tags: [], locked: false };
  for (const key of PERSISTED) {
    const value = getStore<never>(key);
    if (value !== undefined) (state as unknown as Record<string, unknown>)[key] = value;
  }
  return state;
}

let state: SessionState = load();
const listeners = new Set<() => void>();

export function getSession(): SessionState {
  return state;
}

export function updateSession(patch: Partial<SessionState>): void {
  state = { ...state, ...patch };
  for (const key of Object.keys(patch) as Array<keyof SessionState>) {
    if ((PERSISTED as readonly string[]).includes(key)) {
      const value = patch[key];
      if (value === undefined) removeStore(key);
      else setStore(key as PersistedKey, value);
    }
  }
  for (const listener of listeners) listener();
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): SessionState {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}

export function saveTokens(result: TokenResult, now = Date.now()): void {
  updateSession({
    token: result.access_token,
    refreshToken: result.refresh_token,
    tokenExpiresAt: now + result.expires_in * 1000,
    tenantId: result.tenant_id,
    userInfo: result,
  });
}

/**
 * Logout clears tokens, menus, roles, tags and dictionaries (seed 000 section 4); dictionaries live in
 * the query cache, which empties itself when the user changes (queryClient.ts).
 */
export function clearSession(): void {
  updateSession({
    token: undefined,
    refreshToken: undefined,
    tokenExpiresAt: undefined,
    userInfo: undefined,
    allInfo: undefined,
    permissions: [],
    menus: [],
    menusLoaded: false,
    tags: [],
    templateForms: undefined,
    locked: false,
  });
}

export function isSignedIn(): boolean {
  return Boolean(state.token);
}
