import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Locale } from 'antd/es/locale';
import dayjs from 'dayjs';
import en from '../../locales/en';
import antdEn from 'antd/es/locale/en_US';
import { getStore, setStore } from '../storage';

export const LANGUAGES = ['en', 'zh', 'de', 'fr', 'pt'] as const;
export type Language = (typeof LANGUAGES)[number];
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', zh: '中文', de: 'Deutsch', fr: 'Français', pt: 'Português' };
const LANGUAGE_KEY = 'language';

interface LocaleSources {
  dayjs: string;
  load: () => Promise<[{ default: object }, { default: Locale }, unknown]>;
}

/** Non-English text, antd's and dayjs's locales load on demand so the sign-in bundle stays small. */
const sources: Record<Exclude<Language, 'en'>, LocaleSources> = {
  zh: { dayjs: 'zh-cn', load: () => Promise.all([import('../../locales/zh'), import('antd/es/locale/zh_CN'), import('dayjs/locale/zh-cn')]) },
  de: { dayjs: 'de', load: () => Promise.all([import('../../locales/de'), import('antd/es/locale/de_DE'), import('dayjs/locale/de')]) },
  fr: { dayjs: 'fr', load: () => Promise.all([import('../../locales/fr'), import('antd/es/locale/fr_FR'), import('dayjs/locale/fr')]) },
  pt: { dayjs: 'pt', load: () => Promise.all([import('../../locales/pt'), import('antd/es/locale/pt_PT'), import('dayjs/locale/pt')]) },
};

const antdLocales: Partial<Record<Language, Locale>> = { en: antdEn };

export function storedLanguage(): Language {
  const value = getStore<string>(LANGUAGE_KEY);
  return (LANGUAGES as readonly string[]).includes(value ?? '') ? (value as Language) : 'en';
}

export function antdLocaleFor(language: Language): Locale {
  return antdLocales[language] ?? antdEn;
}

export async function changeLanguage(language: Language): Promise<void> {
  if (language !== 'en' && !i18n.hasResourceBundle(language, 'translation')) {
    const [messages, antd] = await sources[language].load();
    i18n.addResourceBundle(language, 'translation', messages.default);
    antdLocales[language] = antd.default;
  }
  dayjs.locale(language === 'en' ? 'en' : sources[language].dayjs);
  setStore(LANGUAGE_KEY, language);
  document.documentElement.lang = language;
  await i18n.changeLanguage(language);
}

export async function initI18n(): Promise<void> {
  if (!i18n.isInitialized) {
    await i18n.use(initReactI18next).init({ resources: { en: { translation: en } }, lng: 'en', fallbackLng: 'en', interpolation: { escapeValue: false } });
  }
  const language = storedLanguage();
  if (language !== 'en') await changeLanguage(language);
}

export default i18n;
