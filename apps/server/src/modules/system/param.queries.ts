import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../platform/db/client.js';
import { TIME_ZONE_PARAM, isValidTimeZone } from '@hr/contracts';
import { defineRepository, filters } from '../../platform/repository.js';
import { badRequest } from '../../platform/errors.js';
import { param } from './system.tables.js';
import { forgetTimeZones } from './clock.queries.js';
import type { Tenant } from '../../platform/auth/context.js';

/** Parameters shown to administrators (see param.seeds.ts for what they describe). */
export const params = defineRepository({
  name: 'param',
  table: param,
  filters: { paramName: filters.like(param.paramName), paramKey: filters.like(param.paramKey), paramValue: filters.like(param.paramValue) },
  sortable: { paramKey: param.paramKey, paramName: param.paramName, createTime: param.createTime },
  inputExtend: {
    paramKey: z
      .string()
      .trim()
      .min(1, 'is required')
      .max(100)
      .regex(/^[A-Za-z0-9_.:-]+$/, 'may contain letters, digits and _ . : - only'),
    paramValue: z.coerce.string().max(10_000, 'must be at most 10000 characters'),
  },
  unique: [{ fields: ['paramKey'], message: 'paramKey: a parameter with this key already exists' }],
  hooks: {
    // the company clock's zone (clock.queries.ts) must be an IANA name; every write forgets this process's cached zones
    beforeWrite: (_tx, _ctx, values, existing) => {
      if ((values.paramKey ?? existing?.paramKey) !== TIME_ZONE_PARAM) return;
      const zone = String(values.paramValue ?? existing?.paramValue ?? '').trim();
      if (!isValidTimeZone(zone)) throw badRequest(`paramValue: '${zone}' is not a known time zone (an IANA name such as Asia/Singapore)`);
      if (values.paramValue !== undefined) values.paramValue = zone;
    },
    afterWrite: (_tx, ctx) => forgetTimeZones(ctx.app),
    beforeRemove: (_tx, ctx) => forgetTimeZones(ctx.app),
  },
});

/** A parameter's trimmed value in a tenant (System > Parameters), or null when it is missing or blank. */
export async function paramText(db: Db, forTenant: Tenant, key: string): Promise<string | null> {
  const [row] = await db
    .select({ value: param.paramValue })
    .from(param)
    .where(and(eq(param.tenantId, forTenant.tenantId), eq(param.isDeleted, 0), eq(param.paramKey, key)))
    .limit(1);
  return row?.value.trim() || null;
}

/** A whole-number parameter (1-999), else its fallback. */
export async function paramNumber(db: Db, forTenant: Tenant, p: { key: string; fallback: number }): Promise<number> {
  const n = Number(await paramText(db, forTenant, p.key));
  return Number.isInteger(n) && n > 0 && n < 1000 ? n : p.fallback;
}
