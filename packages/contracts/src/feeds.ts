import { crud } from './permissions.js';

/** Webhooks and calendar feeds (issue 14 sections 3 and 4). */

/** The events an administrator can subscribe a webhook endpoint to. */
export const WEBHOOK_EVENTS = [
  'request.started',
  'request.approved',
  'request.rejected',
  'request.recalled',
  'request.cancelled',
  'staff.joined',
  'staff.quit',
  'worker.roomMoved',
  'worker.projectMoved',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** Signature headers of every webhook delivery: HMAC-SHA256 (hex) of `<timestamp>.<body>` with the endpoint's secret. */
export const WEBHOOK_HEADERS = { signature: 'x-hr-signature', timestamp: 'x-hr-timestamp', eventId: 'x-hr-event-id', event: 'x-hr-event' } as const;

/** Webhooks are a System menu: the crud buttons plus reading the delivery log. */
export const WEBHOOK_PERMISSIONS = { ...crud('webhook'), deliveries: 'webhook_deliveries' } as const;

/** What `calendarFeed/detail` answers: whether a feed address is active and which one (its first characters). */
export interface CalendarFeedInfo {
  active: boolean;
  tokenHint: string | null;
  createTime: string | null;
  lastUsedTime: string | null;
}
