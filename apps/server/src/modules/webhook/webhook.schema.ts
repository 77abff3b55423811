import { z } from 'zod';
import { WEBHOOK_EVENTS } from '@hr/contracts';
import { zId } from '../../platform/http/route.js';
import { webhookEndpoints } from './webhook.queries.js';

const flag = z.union([z.boolean(), z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1')]);

/** Events as a list or a comma list (form posts), each one of WEBHOOK_EVENTS. */
const events = z.preprocess(
  (v) =>
    typeof v === 'string'
      ? v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : v,
  z.array(z.enum(WEBHOOK_EVENTS)).min(1, 'choose at least one event').max(WEBHOOK_EVENTS.length),
);

/** webhook/submit: without an id a new endpoint (url and events required), with one only what is sent changes. */
export const submitInput = z.object({
  id: zId.optional(),
  name: z.string().trim().max(100).optional().describe('Name'),
  url: z.string().trim().max(1000).optional().describe('URL'),
  events: events.optional().describe('Events'),
  enabled: z.coerce.number().int().min(0).max(1).optional().describe('Enabled'),
  /** Generate a new secret (answered once); the old one stops signing at once. */
  rotateSecret: flag.optional().describe('Rotate secret'),
  version: z.coerce.number().int().optional(),
});
export type SubmitInput = z.infer<typeof submitInput>;

/** The endpoint as saved; `secret` only when it was just generated (create or rotate). */
export const submitOutput = webhookEndpoints.record.extend({ secret: z.string().optional() });
