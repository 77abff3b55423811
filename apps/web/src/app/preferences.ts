import { useSyncExternalStore } from 'react';
import { getStore, setStore } from './storage';
import { changeLanguage, storedLanguage, type Language } from './i18n/i18n';

/** What the user chose for this browser: language, skin and menu layout, kept in local storage. */
export type Skin = 'light' | 'dark';
export type MenuLayout = 'vertical' | 'horizontal';

export interface Preferences {
  language: Language;
  skin: Skin;
  menuLayout: MenuLayout;
}

let preferences: Preferences = {
  language: storedLanguage(),
  skin: getStore<Skin>('skin') === 'dark' ? 'dark' : 'light',
  menuLayout: getStore<MenuLayout>('menuLayout') === 'horizontal' ? 'horizontal' : 'vertical',
};
const listeners = new Set<() => void>();

/** The skin is a document attribute, so the screens without antd (sign-in) follow it through CSS. */
function applySkin(skin: Skin) {
  if (typeof document !== 'undefined') document.documentElement.dataset.skin = skin;
}
applySkin(preferences.skin);

function publish(patch: Partial<Preferences>) {
  preferences = { ...preferences, ...patch };
  listeners.forEach((listener) => listener());
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
