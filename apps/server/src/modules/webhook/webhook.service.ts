import { WEBHOOK_PERMISSIONS } from '@hr/contracts';
import type { ServiceContext } from '../../platform/http/route.js';
import { permits } from '../../platform/auth/permissions.js';
import { badRequest, forbidden } from '../../platform/errors.js';
import { webhookEndpoints } from './webhook.queries.js';
import { newWebhookSecret } from './webhook.send.js';
import { addressPolicy, checkTarget, RefusedTarget, type AddressPolicy } from './webhook.address.js';
import type { SubmitInput } from './webhook.schema.js';

/**
 * An endpoint address must be an absolute http(s) URL without user-info, whose host is (or resolves only
 * to) public addresses or is allowed by WEBHOOK_ALLOWED_HOSTS (webhook.address.ts).
 */
export async function checkWebhookUrl(raw: string, policy: AddressPolicy): Promise<string> {
  let u: URL;
  try {
    u = new URL(raw);
  } catch {
    throw badRequest('url: URL is not a valid address (e.g. https://example.com/hooks/hr)');
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:') throw badRequest('url: URL must start with http:// or https://');
  try {
    await checkTarget(u, policy);
  } catch (e) {
    if (e instanceof RefusedTarget) throw badRequest(`url: ${e.message}`);
    throw e;
  }
  return u.toString();
}

/**
 * Creates or updates an endpoint in one transaction (audited, secrets masked in the trail). A new
 * endpoint, or `rotateSecret`, gets a fresh secret that this answer carries once; no read shows it.
 */
export async function submitWebhook(ctx: ServiceContext, input: SubmitInput) {
  const { id, rotateSecret, events, url, ...rest } = input;
  if (!permits(ctx.auth, id ? WEBHOOK_PERMISSIONS.edit : WEBHOOK_PERMISSIONS.add)) throw forbidden();
  if (!id && !url) throw badRequest('url: URL is required');
  if (!id && !events) throw badRequest('events: Events is required');
  const secret = !id || rotateSecret ? newWebhookSecret() : undefined;
  const values: Record<string, unknown> = {
    ...rest,
    ...(url !== undefined ? { url: await checkWebhookUrl(url, addressPolicy(ctx.app.config)) } : {}),
    ...(events ? { events: [...new Set(events)].join(',') } : {}),
    ...(secret ? { secret } : {}),
  };
  const saved = await ctx.db.transaction((tx) => webhookEndpoints.save({ ...ctx, db: tx }, { ...values, id }));
  const [presented] = await webhookEndpoints.present(ctx, [saved]);
  delete (presented as Record<string, unknown>).secret;
  return { ...presented, ...(secret ? { secret } : {}) };
}
