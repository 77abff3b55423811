import { api, type ApiQuery } from '../../app/http/api';
import { http, type Page } from '../../app/http/client';
import { bladeResource, type CrudResource } from '../../shared/crud/resource';
import type { projectTeamTree } from '../../shared/selectors/WorkerSelector';
import { CREDIT_BASE, creditPayload, RULE_BASE, RULE_VALUE_BASE, STAFF_LEAVE_BASE, TYPE_BASE, WORKER_LEAVE_BASE, type LeaveRecord } from './leave';

/** Every leave call of the web app, named by what it does (the pages import them). */

type Row = Record<string, unknown>;

/** A request's leave history: the call `leaveHistoryCall` names (staff or worker records, 10 a page). */
export const leaveHistory = (call: { url: string; params: Record<string, unknown> }) => http.get<Page<LeaveRecord>>(call.url, call.params);

/** Leave types (all, or of one side: staff or workers), one page of all. */
export const leaveTypes = (userType?: number) => api.get(`${TYPE_BASE}/page`, { size: -1, userType });
export const leaveTypeResource = bladeResource(TYPE_BASE, { save: 'vacationSave', update: 'vacationSave', remove: 'vacationRemove' });
/** Adds the Singapore default types a tenant lacks; answers how many were added. */
export const addDefaultTypes = () => api.post(`${TYPE_BASE}/initialize`);

/** A rule's tiers are saved as one list, whether it is new or changed. */
const saveRule = (row: Row) =>
  api.post(`${RULE_VALUE_BASE}/saveOrUpdateList`, { vacationInfoId: row.vacationInfoId, basis: row.basis, name: row.name, values: row.values });
/** Entitlement rules: per leave type, the days a year by years of service (or age), in tiers. */
export const leaveRuleResource: CrudResource<Row> = {
  key: RULE_BASE,
  list: (q) => api.get(`${RULE_BASE}/page`, q),
  save: saveRule,
  update: saveRule,
  remove: (ids) => api.postParams(`${RULE_VALUE_BASE}/removeRule`, { ids: ids.join(',') }),
};

/** Balances of one side (staff or workers): given or adjusted through one call. */
export const creditResource = (userType: number): CrudResource<Row> => ({
  key: `${CREDIT_BASE}/${userType}`,
  list: (q) => api.get(`${CREDIT_BASE}/search`, q),
  save: (row) => api.post(`${CREDIT_BASE}/update`, creditPayload(row, userType)),
  update: (row) => api.post(`${CREDIT_BASE}/update`, creditPayload(row, userType)),
  remove: (ids) => api.postParams(`${CREDIT_BASE}/remove`, { ids: ids.join(',') }),
});
/** Creates a year's balances of one side from the types and rules; answers how many. */
export const generateCredits = (year: number, userType: number) => api.post(`${CREDIT_BASE}/generate`, { year, userType });

export const staffLeaveResource = bladeResource(STAFF_LEAVE_BASE, { save: 'save', update: 'update' });
export const workerLeaveResource = bladeResource(WORKER_LEAVE_BASE, { list: 'page1', save: 'submit' });

/** The leave calendar of a period, under the filters (the server applies them with the caller's scope). */
export const leaveCalendar = (query: ApiQuery<'/api/mcc-staff/leaverecord/calendar'>) => api.get(`${STAFF_LEAVE_BASE}/calendar`, query);
/** The calendar filter's projects and their teams. */
export const calendarTeams = () => http.get<Parameters<typeof projectTeamTree>[0]>('/api/mcc-worker/project/listTeam', undefined, { quiet: true });
/** The leave types of one side, for the calendar filter. */
export const calendarTypes = (userType: number) =>
  http.get<{ id: string; name: string }[]>('/api/mcc-base/baseVacationInfo/list', { userType }, { quiet: true });

/** A person's balances valid on a day, per leave type (the profile's leave tab). */
export const balancesValidOn = (personId: string, userType: number, validOn: string) =>
  http.get<Page<Row>>(`${CREDIT_BASE}/search`, { personId, userType, validOn, size: -1 });
