import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { AppVersionStatus } from '@hr/contracts';
import type { Db } from '../../platform/db/client.js';
import { defineRepository, filters } from '../../platform/repository.js';
import { appVersion } from './system.tables.js';
import { requireSystemTenant } from './dict.service.js';

export const zVersion = z
  .string()
  .trim()
  .max(50, 'must be at most 50 characters')
  .regex(/^\d{1,20}(\.\d{1,20}){0,5}$/, 'must be digits, optionally separated by dots (e.g. 20250321123024 or 1.4.2)');
export const zDeviceMode = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9_-]{1,20}$/, 'must be a device mode such as pc, android or ios');

/** Published app versions: shared by all tenants, written only by the system tenant. */
export const appVersions = defineRepository({
  name: 'app_version',
  table: appVersion,
  global: true,
  filters: {
    deviceMode: filters.equals(appVersion.deviceMode, z.string().max(20)),
    appVersion: filters.like(appVersion.appVersion),
    status: filters.int(appVersion.status),
  },
  sortable: { createTime: appVersion.createTime, appVersion: appVersion.appVersion, deviceMode: appVersion.deviceMode },
  inputExtend: {
    appVersion: zVersion,
    deviceMode: zDeviceMode.optional(),
    status: z.coerce.number().int().min(AppVersionStatus.WITHDRAWN).max(AppVersionStatus.PUBLISHED).optional(),
  },
  unique: [{ fields: ['deviceMode', 'appVersion'], message: 'appVersion: this version is already published for the device mode' }],
  hooks: { beforeWrite: (_tx, ctx) => requireSystemTenant(ctx.auth), beforeRemove: (_tx, ctx) => requireSystemTenant(ctx.auth) },
});

/** The published versions of a device mode, in no particular order. */
export const publishedVersions = (db: Db, deviceMode: string) =>
  db
    .select({ id: appVersion.id, appVersion: appVersion.appVersion })
    .from(appVersion)
    .where(and(eq(appVersion.deviceMode, deviceMode), eq(appVersion.status, AppVersionStatus.PUBLISHED), eq(appVersion.isDeleted, 0)));
