/**
 * THE date display of the product, for the web (shared/fields/values.ts) and the server (PDF documents):
 * `DD MMM YYYY` and `DD MMM YYYY HH:mm` with localized month names, in the order each language writes
 * dates (Chinese `YYYY年M月D日`, German `D. MMM YYYY`), or a numeric format the user chose (seed 000
 * section 9). Month names are dayjs's short names of each locale, so the web (which formats with dayjs)
 * and the server (which has no dayjs) write the same text.
 */

export const DATE_DISPLAY = 'DD MMM YYYY';
export const DATETIME_DISPLAY = 'DD MMM YYYY HH:mm';

const ZH = { date: 'YYYY年M月D日', dateTime: 'YYYY年M月D日 HH:mm', month: 'YYYY年M月' };
/**
 * Each language's own date, date-time and month (a calendar's title: full month name and year) patterns
 * (dayjs tokens); the keys are dayjs locale names too.
 */
export const DISPLAY_PATTERNS: Record<string, { date: string; dateTime: string; month: string }> = {
  en: { date: DATE_DISPLAY, dateTime: DATETIME_DISPLAY, month: 'MMMM YYYY' },
  zh: ZH,
  'zh-cn': ZH,
  de: { date: 'D. MMM YYYY', dateTime: 'D. MMM YYYY HH:mm', month: 'MMMM YYYY' },
  fr: { date: 'D MMM YYYY', dateTime: 'D MMM YYYY HH:mm', month: 'MMMM YYYY' },
  pt: { date: 'DD MMM YYYY', dateTime: 'DD MMM YYYY HH:mm', month: 'MMMM [de] YYYY' },
  ms: { date: 'D MMM YYYY', dateTime: 'D MMM YYYY HH:mm', month: 'MMMM YYYY' },
  ta: { date: 'D MMM YYYY', dateTime: 'D MMM YYYY HH:mm', month: 'MMMM YYYY' },
  bn: { date: 'D MMM YYYY', dateTime: 'D MMM YYYY HH:mm', month: 'MMMM YYYY' },
  my: { date: 'D MMM YYYY', dateTime: 'D MMM YYYY HH:mm', month: 'MMMM YYYY' },
};

/** The numeric formats a user may choose instead (seed 000 section 9); empty means the language's own. */
export const DATE_FORMAT_CHOICES = ['YYYY-MM-DD', 'DD/MM/YYYY', 'DD.MM.YYYY', 'DD-MM-YYYY', 'MM/DD/YYYY', 'MM-DD-YYYY', 'YYYY年MM月DD日'] as const;

const patternsOf = (language: string) =>
  DISPLAY_PATTERNS[language.toLowerCase()] ?? DISPLAY_PATTERNS[language.toLowerCase().split(/[-_]/)[0]!] ?? DISPLAY_PATTERNS.en!;

/** The display pattern of a language (`time`: with hours and minutes), or of the user's chosen numeric format. */
export function displayPatternOf(language: string, time = false, chosenFormat = ''): string {
  if (chosenFormat && (DATE_FORMAT_CHOICES as readonly string[]).includes(chosenFormat)) return time ? `${chosenFormat} HH:mm` : chosenFormat;
  const p = patternsOf(language);
  return time ? p.dateTime : p.date;
}

/** A month's title in a language (`November 2026`, `2026年11月`): dayjs tokens, full month names of its locale. */
export const monthPatternOf = (language: string): string => patternsOf(language).month;

const MONTHS_SHORT: Record<string, readonly string[]> = {
  en: 'Jan_Feb_Mar_Apr_May_Jun_Jul_Aug_Sep_Oct_Nov_Dec'.split('_'),
  zh: '1月_2月_3月_4月_5月_6月_7月_8月_9月_10月_11月_12月'.split('_'),
  de: 'Jan._Feb._März_Apr._Mai_Juni_Juli_Aug._Sept._Okt._Nov._Dez.'.split('_'),
  fr: 'janv._févr._mars_avr._mai_juin_juil._août_sept._oct._nov._déc.'.split('_'),
  pt: 'jan_fev_mar_abr_mai_jun_jul_ago_set_out_nov_dez'.split('_'),
  ms: 'Jan_Feb_Mac_Apr_Mei_Jun_Jul_Ogs_Sep_Okt_Nov_Dis'.split('_'),
  ta: 'ஜனவரி_பிப்ரவரி_மார்ச்_ஏப்ரல்_மே_ஜூன்_ஜூலை_ஆகஸ்ட்_செப்டெம்பர்_அக்டோபர்_நவம்பர்_டிசம்பர்'.split('_'),
  bn: 'জানু_ফেব্রু_মার্চ_এপ্রিল_মে_জুন_জুলাই_আগস্ট_সেপ্ট_অক্টো_নভে_ডিসে'.split('_'),
  my: 'ဇန်_ဖေ_မတ်_ပြီ_မေ_ဇွန်_လိုင်_သြ_စက်_အောက်_နို_ဒီ'.split('_'),
};

const STORED = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?)?/;

/**
 * A stored date (`YYYY-MM-DD`) or date-time (`YYYY-MM-DD HH:mm[:ss]`) in `language`'s display pattern
 * (`time`: a date-time shows hours and minutes; a bare date stays a date). Anything else is answered as
 * it is, empty for nothing.
 */
export function displayDateIn(value: unknown, language: string, options: { time?: boolean; chosenFormat?: string } = {}): string {
  if (value === null || value === undefined) return '';
  const m = STORED.exec(String(value));
  if (!m) return String(value);
  const [, year, month, day, hour, minute] = m;
  const withTime = !!options.time && hour !== undefined;
  const pattern = displayPatternOf(language, withTime, options.chosenFormat);
  const lang = language.toLowerCase().split(/[-_]/)[0]!;
  const months = MONTHS_SHORT[lang] ?? MONTHS_SHORT.en!;
  const tokens: Record<string, string> = {
    YYYY: year!,
    MMM: months[Number(month) - 1] ?? month!,
    MM: month!,
    M: String(Number(month)),
    DD: day!,
    D: String(Number(day)),
    HH: hour ?? '00',
    mm: minute ?? '00',
  };
  return pattern.replace(/YYYY|MMM|MM|M|DD|D|HH|mm/g, (t) => tokens[t]!);
}
