import type { SeedRun } from '../module.js';
import { DEFAULT_HOLIDAY_SCHEME, ensureLibraryHolidays, libraryYears } from './holiday-library.js';

export { DEFAULT_HOLIDAY_SCHEME };

// Every tenant without a holiday scheme gets Singapore's (the attendance default when no scheme names another),
// every tenant Malaysia's once; the library schemes get the current and the next year (holiday-library.ts).
export const seedHolidaySchemes: SeedRun = async (db, app) => {
  await ensureLibraryHolidays(db, await libraryYears(app));
};
