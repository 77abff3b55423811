import { useSyncExternalStore } from 'react';
import { getStore, setStore } from './storage';
import { changeLanguage, LANGUAGES, storedLanguage, type Language } from './i18n/i18n';
import { reloadWorkspace } from './session/auth';
import { http } from './http/client';
import { getSession, updateSession } from './session/session';
import { isWorkerSession } from '../modules/me/me-session';
import { queryClient } from './queryClient';
import { chosenDateFormat, setChosenDateFormat } from '../shared/fields/values';

/** What the user chose for this browser: language, skin and menu layout, kept in local storage. */
export type Skin = 'light' | 'dark';
export type MenuLayout = 'vertical' | 'horizontal';

export interface Preferences {
  language: Language;
  /** A numeric date format chosen in the account settings (seed 000 section 9), '' for the language's own. */
  dateFormat: string;
  skin: Skin;
  menuLayout: MenuLayout;
}

let preferences: Preferences = {
  language: storedLanguage(),
  dateFormat: getStore<string>('dateFormat') ?? '',
  skin: getStore<Skin>('skin') === 'dark' ? 'dark' : 'light',
  menuLayout: getStore<MenuLayout>('menuLayout') === 'horizontal' ? 'horizontal' : 'vertical',
};
const listeners = new Set<() => void>();

/** The skin is a document attribute, so the screens without antd (sign-in) follow it through CSS. */
function applySkin(skin: Skin) {
  if (typeof document !== 'undefined') document.documentElement.dataset.skin = skin;
}
applySkin(preferences.skin);
setChosenDateFormat(preferences.dateFormat);

function publish(patch: Partial<Preferences>) {
  preferences = { ...preferences, ...patch };
  for (const listener of listeners) listener();
}

export function usePreferences(): Preferences {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => preferences,
  );
}

export async function setLanguage(language: Language): Promise<void> {
  await changeLanguage(language);
  publish({ language });
  keepWithAccount(language);
  // names the server supplies (menus, forms, steps, messages) follow the language: ask again
  reloadWorkspace();
  void queryClient.invalidateQueries();
}

/**
 * Keeps the signed-in person's language with his account (issue 33), where the server words his SMS, notices and
 * payslips: a worker through his own route, anyone else through the user's. Nothing when signed out or unchanged.
 */
function keepWithAccount(language: Language): void {
  const session = getSession();
  if (!session.token || session.userInfo?.language === language) return;
  const url = isWorkerSession(session) ? '/api/mcc-worker/self/language' : '/api/blade-system/user/language';
  void http.post(url, { language }, { quiet: true }).then(
    () => {
      const info = getSession().userInfo;
      if (info) updateSession({ userInfo: { ...info, language } });
    },
    () => undefined,
  );
}

/**
 * After signing in: the language kept with the account is taken up on this phone (a worker's choice follows him to a
 * new phone); an account with none keeps the one chosen on the sign-in page.
 */
export async function languageAfterSignIn(): Promise<void> {
  const kept = getSession().userInfo?.language;
  if (typeof kept === 'string' && (LANGUAGES as readonly string[]).includes(kept)) {
    if (kept !== preferences.language) await setLanguage(kept as Language);
  } else keepWithAccount(preferences.language);
}

export function setDateFormat(dateFormat: string): void {
  setStore('dateFormat', dateFormat);
  setChosenDateFormat(dateFormat);
  publish({ dateFormat: chosenDateFormat() });
  // tables re-render with the new format
  void queryClient.invalidateQueries();
}

export function setSkin(skin: Skin): void {
  setStore('skin', skin);
  applySkin(skin);
  publish({ skin });
}

export function setMenuLayout(menuLayout: MenuLayout): void {
  setStore('menuLayout', menuLayout);
  publish({ menuLayout });
}
