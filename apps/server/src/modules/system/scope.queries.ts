import { asc } from 'drizzle-orm';
import { z } from 'zod';
import { DataScopeType } from '@hr/contracts';
import { bumpPermVersion } from '../../platform/auth/permissions.js';
import { defineRepository, filters } from '../../platform/repository.js';
import { apiScope, dataScope } from './system.tables.js';
import { prepareScopeRemoval, prepareScopeWrite, type ScopeKind } from './scope.service.js';

const scopeTypes: number[] = Object.values(DataScopeType);
const identifier = z.coerce
  .string()
  .trim()
  .max(100, 'must be at most 100 characters')
  .regex(/^[A-Za-z_][\w]*$/, 'must be a column or resource name (letters, digits, _)');

/**
 * A kind of scope: shared by all tenants and attached to a menu, like BladeX. A change reaches every
 * process at once through the permission version.
 */
function scopeRepository<T extends typeof dataScope | typeof apiScope>(kind: ScopeKind, table: T, inputExtend: Record<string, z.ZodType>) {
  return defineRepository({
    name: kind === 'data' ? 'data_scope' : 'api_scope',
    table,
    global: true,
    filters: { menuId: filters.id(table.menuId), resourceCode: filters.like(table.resourceCode), scopeName: filters.like(table.scopeName) },
    sortable: { scopeName: table.scopeName, resourceCode: table.resourceCode, createTime: table.createTime },
    defaultOrder: [asc(table.menuId), asc(table.id)],
    inputExtend,
    hooks: {
      beforeWrite: (tx, _ctx, values, existing) => prepareScopeWrite(tx, kind, values, existing),
      afterWrite: (tx) => bumpPermVersion(tx),
      beforeRemove: (tx, _ctx, ids) => prepareScopeRemoval(tx, kind, ids),
    },
  });
}

/** Data scopes: which rows of a resource a role sees. */
export const dataScopes = scopeRepository('data', dataScope, {
  resourceCode: identifier.min(1, 'is required'),
  scopeColumn: identifier.optional(),
  scopeType: z.coerce
    .number()
    .int()
    .refine((v) => scopeTypes.includes(v), `must be one of ${scopeTypes.join(', ')} (all, custom depts, self, own dept, dept and children)`),
});

/** API scopes: which calls (path patterns) a role may make. */
export const apiScopes = scopeRepository('api', apiScope, {
  resourceCode: identifier.min(1, 'is required'),
  scopePath: z.coerce
    .string()
    .trim()
    .max(300, 'must be at most 300 characters')
    .regex(/^\/api\/[\w\-/.*]*$/, 'must be an API path pattern such as /api/blade-user/**'),
});
