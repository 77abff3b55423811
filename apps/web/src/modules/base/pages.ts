import type { PageEntry } from '../../app/page-entry';

/** Projects, lookups, attendance addresses and card templates: the module's pages by menu path (app/routes.ts composes every module's). */
export const basePages: PageEntry[] = [
  { path: '/base/project', titleKey: 'people.projects', load: () => import('./ProjectPage') },
  { path: '/base/country', titleKey: 'people.countries', load: () => import('./LookupPage').then((m) => ({ default: m.CountryPage })) },
  { path: '/base/university', titleKey: 'people.universities', load: () => import('./LookupPage').then((m) => ({ default: m.UniversityPage })) },
  { path: '/base/city', titleKey: 'people.cities', load: () => import('./LookupPage').then((m) => ({ default: m.CityPage })) },
  { path: '/base/attendanceAddress', titleKey: 'admin.addresses.title', load: () => import('./AttendanceAddressPage') },
  { path: '/base/cardtemplate', titleKey: 'admin.cardTemplates.title', load: () => import('./CardTemplatePage') },
];
