import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Locale } from 'antd/es/locale';
import dayjs from 'dayjs';
import en from '../../locales/en';
import antdEn from 'antd/es/locale/en_US';
import { getStore, setStore } from '../storage';
import { LANGUAGES, type Language } from '@hr/contracts';

/** The languages offered (GET /api/blade-system/languages answers the same list), defined once in @hr/contracts. */
export { LANGUAGES, LANGUAGE_NAMES, type Language } from '@hr/contracts';
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
  ms: { dayjs: 'ms', load: () => Promise.all([import('../../locales/ms'), import('antd/es/locale/ms_MY'), import('dayjs/locale/ms')]) },
  ta: { dayjs: 'ta', load: () => Promise.all([import('../../locales/ta'), import('antd/es/locale/ta_IN'), import('dayjs/locale/ta')]) },
  bn: { dayjs: 'bn', load: () => Promise.all([import('../../locales/bn'), import('antd/es/locale/bn_BD'), import('dayjs/locale/bn')]) },
  my: { dayjs: 'my', load: () => Promise.all([import('../../locales/my'), import('antd/es/locale/my_MM'), import('dayjs/locale/my')]) },
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
