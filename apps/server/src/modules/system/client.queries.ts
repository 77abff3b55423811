import { z } from 'zod';
import { GrantType } from '@hr/contracts';
import { defineRepository, filters } from '../../platform/repository.js';
import type { ServiceContext } from '../../platform/http/route.js';
import { client } from './system.tables.js';
import { applySecret, assertNotOwnClient } from './client.service.js';

const GRANT_TYPES: string[] = [...Object.values(GrantType), 'authorization_code', 'client_credentials', 'implicit'];

/** A save's new plain secret, from its beforeWrite to its answer. Keyed by the call's context, so nothing outlives it. */
const plainSecrets = new WeakMap<ServiceContext, string>();

/**
 * OAuth clients. Secrets are stored as argon2id hashes; the plain secret is answered once, on
 * creation or when set/regenerated.
 */
export const clients = defineRepository({
  name: 'client',
  table: client,
  filters: { clientId: filters.like(client.clientId) },
  sortable: { clientId: client.clientId, createTime: client.createTime },
  omitInput: ['clientSecretHash'],
  omitOutput: ['clientSecretHash'],
  inputExtend: {
    clientId: z
      .string()
      .trim()
      .min(2, 'must be at least 2 characters')
      .max(64)
      .regex(/^[A-Za-z0-9_.-]+$/, 'may contain letters, digits and _ . - only'),
    clientSecret: z
      .string()
      .min(12, 'must be at least 12 characters')
      .max(200)
      .optional()
      .or(z.literal('').transform(() => undefined)),
    regenerateSecret: z
      .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
      .optional()
      .transform((v) => v === true || v === 'true' || v === '1'),
    authorizedGrantTypes: z
      .string()
      .trim()
      .min(1, 'is required')
      .max(300)
      .refine((v) => v.split(',').every((g) => GRANT_TYPES.includes(g.trim())), `must be a comma list of ${GRANT_TYPES.join(', ')}`),
    accessTokenValidity: z.coerce
      .number()
      .int()
      .min(60, 'must be at least 60 seconds')
      .max(86_400 * 30)
      .optional(),
    refreshTokenValidity: z.coerce
      .number()
      .int()
      .min(60, 'must be at least 60 seconds')
      .max(86_400 * 365)
      .optional(),
  },
  outputExtend: { clientSecret: z.string().optional() },
  unique: [{ fields: ['clientId'], message: 'clientId: a client with this id already exists' }],
  hooks: {
    beforeWrite: async (_tx, ctx, values, existing) => {
      const plain = await applySecret(values, !existing);
      if (plain) plainSecrets.set(ctx, plain);
    },
    afterWrite: (_tx, ctx, saved) => {
      const plain = plainSecrets.get(ctx);
      plainSecrets.delete(ctx);
      if (plain) saved.clientSecret = plain;
    },
    beforeRemove: (tx, ctx, ids) => assertNotOwnClient(tx, ctx.auth, ids),
  },
});
