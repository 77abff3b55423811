import type { FastifyInstance } from 'fastify';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { defineResource, filters } from '../../platform/crud.js';
import { badRequest } from '../../platform/errors.js';
import { bumpPermVersion, DataScopeType, SCOPE_API, SCOPE_DATA } from '../../platform/auth/permissions.js';
import { crudButtons, registerMenuSeeds } from './menu-seeds.js';
import { apiScope, dataScope, menu, roleScope } from './system.tables.js';
import { assertIdsExist } from './references.js';

registerMenuSeeds([
  { code: 'data_scope', name: 'Data scopes', parent: 'system', path: '/system/data-scope', source: 'database', sort: 4 },
  ...crudButtons('data_scope', 'data scope'),
  { code: 'api_scope', name: 'API scopes', parent: 'system', path: '/system/api-scope', source: 'api', sort: 6 },
  ...crudButtons('api_scope', 'API scope'),
]);

const scopeTypes = Object.values(DataScopeType) as number[];
const identifier = z.coerce.string().trim().max(100, 'must be at most 100 characters').regex(/^[A-Za-z_][\w]*$/, 'must be a column or resource name (letters, digits, _)');

/**
 * Data scopes and API scopes `/api/blade-system/{data-scope,api-scope}/{list,detail,submit,remove}`:
 * shared by all tenants and attached to a menu, like BladeX. A change reaches every process at once
 * through the permission version; removing a scope removes its grants.
 */
export default async function scopeRoutes(app: FastifyInstance): Promise<void> {
  const kinds = [
    {
      name: 'data_scope',
      prefix: '/api/blade-system/data-scope',
      table: dataScope,
      category: SCOPE_DATA,
      inputExtend: {
        resourceCode: identifier.min(1, 'is required'),
        scopeColumn: identifier.optional(),
        scopeType: z.coerce.number().int().refine((v) => scopeTypes.includes(v), `must be one of ${scopeTypes.join(', ')} (all, custom depts, self, own dept, dept and children)`),
      },
      check: (v: Record<string, unknown>) => {
        if (v.scopeType === DataScopeType.CUSTOM && !/^\d{1,19}(,\d{1,19})*$/.test(String(v.scopeValue ?? ''))) {
          throw badRequest('scopeValue: a custom data scope needs a comma list of department ids');
        }
      },
    },
    {
      name: 'api_scope',
      prefix: '/api/blade-system/api-scope',
      table: apiScope,
      category: SCOPE_API,
      inputExtend: {
        resourceCode: identifier.min(1, 'is required'),
        scopePath: z.coerce.string().trim().max(300, 'must be at most 300 characters').regex(/^\/api\/[\w\-/.*]*$/, 'must be an API path pattern such as /api/blade-user/**'),
      },
      check: () => undefined,
    },
  ] as const;

  for (const k of kinds) {
    const t = k.table;
    defineResource(app, {
      name: k.name,
      prefix: k.prefix,
      table: t,
      global: true,
      permissions: k.name,
      routes: { page: 'list', list: false, detail: 'detail', submit: 'submit', remove: 'remove' },
      filters: { menuId: filters.id(t.menuId), resourceCode: filters.like(t.resourceCode), scopeName: filters.like(t.scopeName) },
      sortable: { scopeName: t.scopeName, resourceCode: t.resourceCode, createTime: t.createTime },
      defaultOrder: [asc(t.menuId), asc(t.id)],
      inputExtend: k.inputExtend,
      hooks: {
        beforeWrite: async (tx, _ctx, values, existing) => {
          k.check({ ...(existing ?? {}), ...values });
          if (values.menuId !== undefined) await assertIdsExist(tx, menu, eq(menu.isDeleted, 0), [values.menuId as string], 'menuId', 'menu');
        },
        afterWrite: (tx) => bumpPermVersion(tx),
        beforeRemove: async (tx, _ctx, ids) => {
          await tx.delete(roleScope).where(and(eq(roleScope.scopeCategory, k.category), inArray(roleScope.scopeId, ids)));
          await bumpPermVersion(tx);
        },
      },
    });
  }
}
