import { http } from '../../app/http/client';
import { SELF } from './me-data';

/** The worker's own calls that are not a kept read (`useMeData`) or a queued send (me-outbox.ts), named by what they do. */

/** What the server counts for a leave before it is sent: its days, the balance left, an overlap. */
export interface MeLeaveCheck {
  days: number | null;
  remaining: number | null;
  overlap: boolean;
}
export const leaveCheck = (query: Record<string, unknown>) => http.get<MeLeaveCheck>(`${SELF}/leave-check`, query, { quiet: true });

/** One payslip's PDF (it needs the session's token, so it is fetched and shown from memory). */
export const payslipPdf = (id: string) => http.blob(`${SELF}/payslip`, { id });

/** Uploads a file for a request's attachment field. */
export const uploadFile = (body: FormData) => http.post<{ attachId: string; originalName: string }>(`${SELF}/upload`, body);
