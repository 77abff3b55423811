import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { defineResource, filters } from '../../platform/crud.js';
import { defineRoute } from '../../platform/http/route.js';
import { crudButtons, registerMenuSeeds } from './menu-seeds.js';
import { appVersion } from './system.tables.js';
import { requireSystemTenant } from './dict.service.js';

registerMenuSeeds([
  { code: 'system', name: 'System', path: '/system', source: 'setting', sort: 99 },
  { code: 'app_version', name: 'App version', parent: 'system', path: '/system/app-version', source: 'cloud-upload', sort: 11 },
  ...crudButtons('app_version', 'app version'),
]);

const zVersion = z
  .string()
  .trim()
  .max(50, 'must be at most 50 characters')
  .regex(/^\d{1,20}(\.\d{1,20}){0,5}$/, 'must be digits, optionally separated by dots (e.g. 20250321123024 or 1.4.2)');
const zDeviceMode = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9_-]{1,20}$/, 'must be a device mode such as pc, android or ios');

/** Compares dotted numeric versions segment by segment as integers (20250321123024 > 20250101000000, 1.10 > 1.9). */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map(BigInt);
  const pb = b.split('.').map(BigInt);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const x = pa[i] ?? 0n;
    const y = pb[i] ?? 0n;
    if (x !== y) return x > y ? 1 : -1;
  }
  return 0;
}

/**
 * Published app versions (shared by all tenants; status 1 published, 0 withdrawn): administrators
 * publish them under `/api/blade-system/app-version`; the shell polls the public `checkV2`.
 */
export default async function appVersionRoutes(app: FastifyInstance): Promise<void> {
  defineResource(app, {
    name: 'app_version',
    prefix: '/api/blade-system/app-version',
    table: appVersion,
    global: true,
    permissions: 'app_version',
    routes: { save: 'publish' },
    filters: { deviceMode: filters.equals(appVersion.deviceMode, z.string().max(20)), appVersion: filters.like(appVersion.appVersion), status: filters.int(appVersion.status) },
    sortable: { createTime: appVersion.createTime, appVersion: appVersion.appVersion, deviceMode: appVersion.deviceMode },
    inputExtend: { appVersion: zVersion, deviceMode: zDeviceMode.optional(), status: z.coerce.number().int().min(0).max(1).optional() },
    unique: [{ fields: ['deviceMode', 'appVersion'], message: 'appVersion: this version is already published for the device mode' }],
    hooks: {
      beforeWrite: (_tx, ctx) => requireSystemTenant(ctx.auth),
      beforeRemove: (_tx, ctx) => requireSystemTenant(ctx.auth),
    },
  });

  // The shell polls with POST (seed 001 section 7); a plain GET with the same parameters answers the same.
  for (const method of ['POST', 'GET'] as const) {
    defineRoute(app, {
      method,
      url: '/api/mcc-open/openAppVersion/checkV2',
      permission: 'public',
      summary: 'The newest published version {id, appVersion} for deviceMode (default pc); null when none',
      tags: ['app_version'],
      input: z.object({ deviceMode: zDeviceMode.default('pc'), appVersion: zVersion.optional().or(z.literal('').transform(() => undefined)) }),
      output: z.object({ id: z.string(), appVersion: z.string() }).nullable(),
      handler: async ({ deviceMode }, ctx) => {
        const rows = await ctx.db
          .select({ id: appVersion.id, appVersion: appVersion.appVersion })
          .from(appVersion)
          .where(and(eq(appVersion.deviceMode, deviceMode), eq(appVersion.status, 1), eq(appVersion.isDeleted, 0)));
        return rows.reduce<(typeof rows)[number] | null>((best, r) => (!best || compareVersions(r.appVersion, best.appVersion) > 0 ? r : best), null);
      },
    });
  }
}
