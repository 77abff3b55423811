import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { defineResource, filters } from '../../platform/crud.js';
import { DEFAULT_TENANT } from '../../platform/auth/context.js';
import { crudButtons, registerMenuSeeds } from './menu-seeds.js';
import { registerSeed } from './bootstrap.js';
import { param } from './system.tables.js';
import { initialPassword } from '../auth/initial-password.js';

registerMenuSeeds([
  { code: 'system', name: 'System', path: '/system', source: 'setting', sort: 99 },
  { code: 'param', name: 'Parameter', parent: 'system', path: '/system/param', source: 'tool', sort: 8 },
  ...crudButtons('param', 'parameter'),
]);

/**
 * Parameters shown to administrators. They describe the running configuration; the values that
 * govern behaviour come from code and environment (e.g. the initial password from INITIAL_PASSWORD).
 */
const DISPLAY_PARAMS = () => [
  { paramName: 'Initial password', paramKey: 'account.initPassword', paramValue: initialPassword(), remark: 'Display only: set by INITIAL_PASSWORD; shown in the reset confirmation' },
  { paramName: 'Password maximum age (days)', paramKey: 'account.passwordMaxAgeDays', paramValue: '90', remark: 'Display only' },
  { paramName: 'Failed sign-ins before lockout', paramKey: 'account.lockAfterFailures', paramValue: '5', remark: 'Display only: the account is locked for 15 minutes' },
  { paramName: 'Version check interval (seconds)', paramKey: 'app.versionCheckSeconds', paramValue: '10', remark: 'Display only' },
  { paramName: 'Default mobile code', paramKey: 'contact.defaultMobileCode', paramValue: '+65', remark: 'Display only' },
  { paramName: 'Project report address', paramKey: 'project.report.url', paramValue: '', remark: 'The external project-report page the department-report button opens (https://...)' },
];

registerSeed('params', async (db) => {
  const present = await db.select({ key: param.paramKey }).from(param).where(and(eq(param.tenantId, DEFAULT_TENANT), eq(param.isDeleted, 0)));
  const have = new Set(present.map((p) => p.key));
  const missing = DISPLAY_PARAMS().filter((p) => !have.has(p.paramKey));
  if (missing.length) await db.insert(param).values(missing.map((p) => ({ ...p, tenantId: DEFAULT_TENANT })));
});

/** `/api/blade-system/param/{list (paged), detail, submit, remove}`. */
export default async function paramRoutes(app: FastifyInstance): Promise<void> {
  defineResource(app, {
    name: 'param',
    prefix: '/api/blade-system/param',
    table: param,
    permissions: 'param',
    routes: { page: 'list', list: false },
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
  });
}
