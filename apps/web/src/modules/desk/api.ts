import { api, type ApiData, type ApiQuery } from '../../app/http/api';

/** The caller's home panels (`GET /api/blade-desk/selfService`). */
export type SelfService = ApiData<'/api/blade-desk/selfService'>;
/** A form the caller may start, with its one-line description. */
export type StartForm = ApiData<'/api/blade-desk/startForms'>[number];
/** What the server says about a leave before it is submitted. */
export type LeaveCheck = ApiData<'/api/blade-desk/leaveCheck'>;
export type LeaveCheckQuery = ApiQuery<'/api/blade-desk/leaveCheck'>;

export const deskApi = {
  selfService: () => api.get('/api/blade-desk/selfService'),
  startForms: () => api.get('/api/blade-desk/startForms'),
  leaveCheck: (q: LeaveCheckQuery) => api.get('/api/blade-desk/leaveCheck', q, { quiet: true }),
};

export const DESK_KEYS = { home: ['desk', 'home'] as const, startForms: ['desk', 'startForms'] as const };
