import { http, type Page } from '../../app/http/client';
import type { LeaveRecord } from './leave';

/** Every leave call of the web app, named by what it does (the pages import them). */

/** A request's leave history: the call `leaveHistoryCall` names (staff or worker records, 10 a page). */
export const leaveHistory = (call: { url: string; params: Record<string, unknown> }) => http.get<Page<LeaveRecord>>(call.url, call.params);
