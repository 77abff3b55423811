import type { CalendarFeedInfo } from '@hr/contracts';
import { http } from '../../app/http/client';

/** The account's calendar feed: its state, a new secret address (answered once) and revoking it. */
const BASE = '/api/blade-user/calendarFeed';
export const calendarFeedApi = {
  detail: () => http.get<CalendarFeedInfo>(`${BASE}/detail`),
  create: () => http.post<{ url: string }>(`${BASE}/create`),
  revoke: () => http.post(`${BASE}/revoke`),
};
