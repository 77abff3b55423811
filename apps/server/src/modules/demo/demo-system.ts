import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { SeedRun } from '../module.js';
import type { Db } from '../../platform/db/client.js';
import { DEFAULT_TENANT } from '../../platform/auth/context.js';
import { DataScopeType } from '@hr/contracts';
import { menu, role } from '../../platform/auth/identity.tables.js';
import { posts } from '../system/post.queries.js';
import { appVersions } from '../system/app-version.queries.js';
import { feedbacks } from '../system/feedback.queries.js';
import { replyToFeedback } from '../system/feedback.service.js';
import { apiScopes, dataScopes } from '../system/scope.queries.js';
import { grantedKeys } from '../system/role.queries.js';
import { grantRoles } from '../system/role.service.js';
import { ossConfigs } from '../resource/resource.queries.js';
import { demoContext } from './demo-context.js';

/** The company's posts (positions), by category (1 management, 2 professional, 3 site). */
const POSTS = [
  { category: 1, postCode: 'MD', postName: 'Managing Director' },
  { category: 1, postCode: 'HOD', postName: 'Head of Department' },
  { category: 1, postCode: 'PM', postName: 'Project Manager' },
  { category: 2, postCode: 'QS', postName: 'Quantity Surveyor' },
  { category: 2, postCode: 'HRX', postName: 'HR Executive' },
  { category: 2, postCode: 'AUD', postName: 'Internal Auditor' },
  { category: 3, postCode: 'SS', postName: 'Site Supervisor' },
  { category: 3, postCode: 'WSHC', postName: 'Workplace Safety and Health Coordinator' },
];

/** Releases of the company's HR app (the mobile app the site staff clock in with, and the web app). */
const VERSIONS = [
  { deviceMode: 'android', appVersion: '3.4.0', remark: 'Clock-in by site gate QR code; leave balance on the home screen' },
  { deviceMode: 'ios', appVersion: '3.4.0', remark: 'Clock-in by site gate QR code; leave balance on the home screen' },
  { deviceMode: 'pc', appVersion: '2026.11', remark: 'Request numbers on every list; Chinese menus' },
];

/** What staff wrote through "Feedback": a problem HR answered, a suggestion still open. */
const FEEDBACK = [
  {
    account: 'site.rahman',
    title: 'Clock-in at the Tuas gate fails in the rain',
    type: '1',
    content: 'The QR code at the Tuas gate cannot be read when the cover is wet.',
    reply: 'A covered code stand was put up at the gate on Monday.',
  },
  {
    account: 'qs.wong',
    title: 'Show the claim limit on the reimbursement form',
    type: '2',
    content: 'It would help to see how much of the dental benefit is left while filling in a claim.',
    reply: null,
  },
];

/**
 * System administration of the demo company (DEMO_DATA=1, first boot), done by the administrator through
 * the system pages' services: posts, app releases, staff feedback (written by its authors, one answered),
 * data scopes the administrator has prepared (defined, granted to no role yet, so every demo role still sees
 * what its menus show), an API scope keeping the staff bulk import to HR, and an object storage configured
 * but not in use.
 */
export async function seedDemoSystem(db: Db, app: FastifyInstance): Promise<void> {
  const admin = await demoContext(db, app, 'admin');
  await db.transaction(async (tx) => {
    const ctx = { ...admin, db: tx };
    for (const [i, p] of POSTS.entries()) await posts.save(ctx, { ...p, postSort: i + 1 });
    // object storage: an S3 archive bucket configured but not in use (files stay in the data directory)
    await ossConfigs.save(ctx, {
      ossCode: 'sb-archive',
      category: 's3',
      bucketName: 'straitsbuild-hr-archive',
      region: 'ap-southeast-1',
      accessKey: 'AKIADEMONOTAKEY0000',
      secretKey: 'demo-placeholder-not-a-secret',
      remark: 'Archive of scanned documents, to be switched on after the PDPA review',
    });
    for (const v of VERSIONS) await appVersions.save(ctx, v);
    for (const f of FEEDBACK) {
      const author = { ...(await demoContext(tx, app, f.account)), db: tx };
      const saved = await feedbacks.save(author, { title: f.title, type: f.type, content: f.content });
      if (f.reply) await replyToFeedback(ctx, { id: saved.id, reply: f.reply });
    }
    const menus = await tx
      .select({ id: menu.id, code: menu.code })
      .from(menu)
      .where(and(eq(menu.isDeleted, 0), inArray(menu.code, ['process', 'staff'])));
    const processMenu = menus.find((m) => m.code === 'process');
    const staffMenu = menus.find((m) => m.code === 'staff');
    if (processMenu) {
      await dataScopes.save(ctx, {
        menuId: processMenu.id,
        resourceCode: 'process',
        scopeName: 'Requests of my department and below',
        scopeColumn: 'create_dept',
        scopeType: DataScopeType.DEPT_AND_CHILDREN,
        remark: 'For managers, when the audit list is narrowed',
      });
    }
    if (!staffMenu) return;
    await dataScopes.save(ctx, {
      menuId: staffMenu.id,
      resourceCode: 'staff',
      scopeName: 'Staff of my department',
      scopeColumn: 'create_dept',
      scopeType: DataScopeType.OWN_DEPT,
      remark: 'For department heads reading staff records',
    });
    // an API scope restricts the path it covers for every role: the bulk import is HR's alone
    const importing = await apiScopes.save(ctx, {
      menuId: staffMenu.id,
      resourceCode: 'staff',
      scopeName: 'Bulk import of staff records',
      scopePath: '/api/mcc-staff/staff/importStaff',
      scopeType: 1,
      remark: 'HR only',
    });
    const [hrRole] = await tx
      .select({ id: role.id })
      .from(role)
      .where(and(eq(role.tenantId, DEFAULT_TENANT), eq(role.roleAlias, 'hr'), eq(role.isDeleted, 0)))
      .limit(1);
    if (!hrRole) return;
    // granted as the role page's grant dialog does: what HR holds, plus the new scope
    const held = await grantedKeys(tx, admin.auth, [hrRole.id]);
    await grantRoles(ctx, { roleIds: [hrRole.id], menuIds: held.menu, dataScopeIds: held.dataScope, apiScopeIds: [...held.apiScope, importing.id] });
  });
}

export const seedDemoSystemOnFirstBoot: SeedRun = async (db, app, firstBoot) => {
  if (firstBoot && app.config.demoData) await seedDemoSystem(db, app);
};
