import { api } from '../../app/http/api';
import { bladeResource, type CrudResource } from '../../shared/crud/resource';

/** Every attendance call of the web app, named by what it does (the pages import them). */

export const ATTENDANCE_BASE = '/api/mcc-worker/attendance';

export const attendanceResource = bladeResource(ATTENDANCE_BASE);
/** Confirms a month: afterwards its records cannot change. */
export const confirmMonth = (month: string) => api.post(`${ATTENDANCE_BASE}/confirm`, { month });
/** A month's attendance per team, and per worker of one team. */
export const sumByTeam = (month: string) => api.get(`${ATTENDANCE_BASE}/sumByTeam`, { month });
export const sumByWorker = (month: string, teamId: string) => api.get(`${ATTENDANCE_BASE}/sumByWorker`, { month, teamId });

export const attendanceSchemeResource = bladeResource('/api/mcc-base/attendanceScheme');

const HOLIDAY = '/api/mcc-base/holiday';
export const holidaySchemeResource = bladeResource(HOLIDAY, {
  list: 'scheme-list',
  detail: 'scheme-detail',
  save: 'create-scheme',
  update: 'update-scheme',
  remove: 'remove-scheme',
});
const holidays = bladeResource(HOLIDAY, { list: 'holiday-list', detail: false, save: 'create-holiday', update: 'update-holiday', remove: 'remove-holiday' });
/** The holidays of one scheme, cached apart from the other schemes'. */
export const holidaysOfScheme = (schemeId: string): CrudResource => ({ ...holidays, key: `${HOLIDAY}/holidays/${schemeId}` });
