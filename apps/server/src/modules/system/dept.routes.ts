import { z } from 'zod';
import { SystemPermissions } from '@hr/contracts';
import { crudRoutes } from '../../platform/crud-routes.js';
import { route, zOptionalId } from '../../platform/http/route.js';
import { treeSchema } from '../../platform/tree.js';
import { deptChildren, deptForest, deptNodeChildren, deptNodesMatching, deptNodeTree, depts } from './dept.queries.js';

const P = '/api/blade-system/dept';
const tags = ['dept'];
const permissions = SystemPermissions.dept;
const nodeTree = treeSchema('DeptNode', {
  id: z.string(),
  parentId: z.string(),
  title: z.string(),
  value: z.string(),
  key: z.string(),
  deptName: z.string(),
  deptCategory: z.number(),
  deptType: z.number().nullable(),
});
const search = {
  deptName: z.string().max(100).optional(),
  fullName: z.string().max(200).optional(),
  deptCategory: depts.listInput.shape.deptCategory,
  deptType: depts.listInput.shape.deptType,
};
const lazyInput = z.object({ parentId: zOptionalId, deptName: z.string().max(100).optional() });

/** Departments `/api/blade-system/dept/*`: administration (detail, submit, remove, list trees) and the selectors' trees. */
export const deptRoutes = [
  ...crudRoutes(depts, { prefix: P, permissions, routes: { page: false, list: false } }),
  route({
    method: 'GET',
    url: `${P}/list`,
    permission: permissions.view,
    summary: 'Departments matching deptName/fullName/deptCategory/deptType, as a tree',
    tags,
    input: z.object(search),
    output: z.array(treeSchema('DeptTree', depts.record.shape)),
    handler: (q, ctx) => deptForest(ctx, q),
  }),
  route({
    method: 'GET',
    url: `${P}/lazy-list`,
    permission: permissions.view,
    summary: 'Departments directly below parentId (default 0: the roots), each with hasChildren; a deptName search spans the tree',
    tags,
    input: lazyInput,
    output: z.array(depts.record.extend({ hasChildren: z.boolean() })),
    handler: (q, ctx) => deptChildren(ctx, q),
  }),
  route({
    method: 'GET',
    url: `${P}/tree`,
    permission: 'authenticated',
    summary: "The tenant's department tree {id, parentId, title, value, key, deptName, deptCategory, deptType, children, hasChildren}",
    tags,
    input: z.object({ tenantId: z.string().max(12).optional() }),
    output: z.array(nodeTree),
    handler: (_q, ctx) => deptNodeTree(ctx),
  }),
  route({
    method: 'GET',
    url: `${P}/lazy-tree`,
    permission: 'authenticated',
    summary: 'Tree nodes directly below parentId (default 0), each with hasChildren',
    tags,
    input: lazyInput.pick({ parentId: true }),
    output: z.array(nodeTree),
    handler: (q, ctx) => deptNodeChildren(ctx, q.parentId),
  }),
  route({
    method: 'GET',
    url: `${P}/dept-tree`,
    permission: 'authenticated',
    summary: 'The department tree narrowed to nodes matching deptCategory/deptType/deptName, with their ancestors (e.g. deptType=3: teams)',
    tags,
    input: z.object({ deptCategory: search.deptCategory, deptType: search.deptType, deptName: search.deptName }),
    output: z.array(nodeTree),
    handler: (q, ctx) => deptNodesMatching(ctx, q),
  }),
];
