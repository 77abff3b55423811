/**
 * The languages the product offers, defined once for the server (its catalogues, `GET /api/blade-system/languages`,
 * the `lang=` parameters) and the web app (its locales and pickers): English and Chinese everywhere; Malay, Tamil,
 * Bengali and Burmese for what a worker and a supervisor see (issue 33); German, French and Portuguese for the shell,
 * approvals and leave. English fills what a language does not say.
 */
export const LANGUAGES = ['en', 'zh', 'ms', 'ta', 'bn', 'my', 'de', 'fr', 'pt'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Each language named in its own script, so a reader finds his own whatever the page is in. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  zh: '中文',
  ms: 'Bahasa Melayu',
  ta: 'தமிழ்',
  bn: 'বাংলা',
  my: 'မြန်မာ',
  de: 'Deutsch',
  fr: 'Français',
  pt: 'Português',
};
