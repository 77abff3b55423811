import { and, eq, isNotNull, isNull, ne } from 'drizzle-orm';
import { z } from 'zod';
import { SystemPermissions, TIME_ZONE_PARAM } from '@hr/contracts';
import { route } from '../../platform/http/route.js';
import type { ServiceContext } from '../../platform/http/route.js';
import { user } from '../../platform/auth/identity.tables.js';
import { anyRow } from '../../platform/repository.js';
import type { SetupStep } from '../module.js';
import { dept, param } from './system.tables.js';

/*
 * A fresh install's setup checklist (the administrator's home page): each module names the items it can tell
 * done from its own records (`setupSteps`); this answers them in order for the caller's company.
 */

/** The company (the top of the organisation) has its name and its logo, which documents draw. */
const company: SetupStep = {
  key: 'company',
  order: 10,
  path: '/system/dept',
  done: ({ db, auth }) => anyRow(db, dept, and(eq(dept.tenantId, auth.tenantId), eq(dept.parentId, '0'), eq(dept.isDeleted, 0), isNotNull(dept.logo))),
};

/** The company's time zone is set (a new install sets Asia/Singapore; the administrator confirms or changes it). */
const timeZone: SetupStep = {
  key: 'timeZone',
  order: 20,
  path: '/system/param',
  done: ({ db, auth }) => anyRow(db, param, and(eq(param.tenantId, auth.tenantId), eq(param.paramKey, TIME_ZONE_PARAM), eq(param.isDeleted, 0))),
};

/** Departments below the company. */
const departments: SetupStep = {
  key: 'departments',
  order: 30,
  path: '/system/dept',
  done: ({ db, auth }) => anyRow(db, dept, and(eq(dept.tenantId, auth.tenantId), ne(dept.parentId, '0'), eq(dept.isDeleted, 0))),
};

/** The administrator's own account is linked to his staff record (his requests, his leave). */
const adminLinked: SetupStep = {
  key: 'adminLinked',
  order: 70,
  path: '/system/user',
  done: ({ db, auth }) => anyRow(db, user, and(eq(user.id, auth.userId), isNotNull(user.staffId))),
};

/** Someone else has an office account (a worker's phone access does not count): the first HR user was invited. */
const hrInvited: SetupStep = {
  key: 'hrInvited',
  order: 80,
  path: '/system/user',
  done: ({ db, auth }) => anyRow(db, user, and(eq(user.tenantId, auth.tenantId), ne(user.id, auth.userId), eq(user.isDeleted, 0), isNull(user.workerId))),
};

export const systemSetupSteps: readonly SetupStep[] = [company, timeZone, departments, adminLinked, hrInvited];

/** Every module's items, each with whether the caller's company has done it (one small count each). */
export async function setupChecklist(ctx: ServiceContext) {
  const items: { key: string; path: string; done: boolean }[] = [];
  for (const step of ctx.app.modules.setupSteps) items.push({ key: step.key, path: step.path, done: await step.done(ctx) });
  return items;
}

export const setupRoutes = [
  route({
    method: 'GET',
    url: '/api/blade-system/setup/checklist',
    permission: SystemPermissions.param.view,
    summary:
      "A fresh install's setup checklist, in order: company name and logo, time zone, departments, holiday scheme, " +
      "staff and workers imported, the administrator's own staff record, the first HR user; each with the page that does it and whether it is done",
    tags: ['system'],
    output: z.array(z.object({ key: z.string(), path: z.string(), done: z.boolean() })),
    handler: (_input, ctx) => setupChecklist(ctx),
  }),
];
