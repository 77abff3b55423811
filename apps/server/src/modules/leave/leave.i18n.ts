import type { ServiceContext } from '../../platform/http/route.js';
import { catalogue, requestLanguage, seededName, type Language } from '../../platform/i18n/index.js';
import { DEFAULT_VACATION_TYPES } from './leave-defaults.js';

/** The default types' English names by type code, and back (leave records keep the type's name as text). */
const englishByType = new Map(DEFAULT_VACATION_TYPES.map((t) => [t.type, t.name]));
const typeByEnglish = new Map(DEFAULT_VACATION_TYPES.map((t) => [t.name, t.type]));

/**
 * A leave type's name in `lang`: a default type still named as seeded reads in the catalogue's words
 * (platform/i18n `leaveTypes`, by type code); a type an administrator created or renamed as typed.
 */
export function leaveTypeName(lang: Language, stored: string | null | undefined, type?: string | null): string {
  const name = stored ?? '';
  const code = type ?? typeByEnglish.get(name);
  if (!code) return name;
  return seededName(lang, catalogue(lang).leaveTypes, code, name, englishByType.get(code));
}

/** Rows with a type name (`key`) in the caller's language; the detail an administrator edits keeps the stored name. */
export function withLeaveTypeNames<R extends Record<string, unknown>>(ctx: Pick<ServiceContext, 'req'>, rows: R[], key: string, typeKey?: string): R[] {
  const lang = requestLanguage(ctx.req);
  if (lang === 'en' || ctx.req?.routeOptions.url?.endsWith('/detail')) return rows;
  return rows.map((r) => ({ ...r, [key]: leaveTypeName(lang, r[key] as string, typeKey ? (r[typeKey] as string) : undefined) }));
}
