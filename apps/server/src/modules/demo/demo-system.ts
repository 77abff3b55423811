import { and, eq, inArray } from 'drizzle-orm';
import type { SeedRun } from '../module.js';
import type { Db } from '../../platform/db/client.js';
import { DEFAULT_TENANT } from '../../platform/auth/context.js';
import { formatDateTime } from '../../platform/util.js';
import { DataScopeType, OssStatus } from '@hr/contracts';
import { apiScope, appVersion, dataScope, menu, ossConfig, post, role, roleScope, user, userFeedback } from '../system/system.tables.js';

const daysAgo = (days: number) => formatDateTime(new Date(Date.now() - days * 86_400_000));

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
  { deviceMode: 'android', appVersion: '3.4.0', remark: 'Clock-in by site gate QR code; leave balance on the home screen', ago: 12 },
  { deviceMode: 'ios', appVersion: '3.4.0', remark: 'Clock-in by site gate QR code; leave balance on the home screen', ago: 10 },
  { deviceMode: 'pc', appVersion: '2026.11', remark: 'Request numbers on every list; Chinese menus', ago: 3 },
];

/** What staff wrote through "Feedback": a problem HR answered, a suggestion still open. */
const FEEDBACK = [
  {
    account: 'site.rahman',
    title: 'Clock-in at the Tuas gate fails in the rain',
    type: '1',
    content: 'The QR code at the Tuas gate cannot be read when the cover is wet.',
    reply: 'A covered code stand was put up at the gate on Monday.',
    status: 2,
    ago: 9,
  },
  {
    account: 'qs.wong',
    title: 'Show the claim limit on the reimbursement form',
    type: '2',
    content: 'It would help to see how much of the dental benefit is left while filling in a claim.',
    reply: null,
    status: 1,
    ago: 2,
  },
];

/**
 * System administration of the demo company (DEMO_DATA=1, first boot): posts, app releases, staff
 * feedback, data scopes the administrator has prepared (defined, granted to no role yet, so every demo role
 * still sees what its menus show), an API scope keeping the staff bulk import to HR, and an object storage
 * configured but not in use.
 */
export async function seedDemoSystem(db: Db): Promise<void> {
  const people = await db
    .select({ id: user.id, account: user.account, deptId: user.deptId })
    .from(user)
    .where(and(eq(user.tenantId, DEFAULT_TENANT), inArray(user.account, ['admin', 'site.rahman', 'qs.wong'])));
  const of = (account: string) => people.find((p) => p.account === account);
  const admin = of('admin');
  if (!admin) return;
  const dept = (d: string | null) => d?.split(',')[0] ?? null;
  const by = { createUser: admin.id, updateUser: admin.id, createDept: dept(admin.deptId) };
  await db.transaction(async (tx) => {
    await tx.insert(post).values(POSTS.map((p, i) => ({ tenantId: DEFAULT_TENANT, ...p, postSort: i + 1, ...by })));
    // object storage: an S3 archive bucket configured but not in use (files stay in the data directory)
    await tx
      .insert(ossConfig)
      .values({
        tenantId: DEFAULT_TENANT,
        ossCode: 'sb-archive',
        category: 's3',
        bucketName: 'straitsbuild-hr-archive',
        region: 'ap-southeast-1',
        accessKey: 'AKIADEMONOTAKEY0000',
        secretKey: 'demo-placeholder-not-a-secret',
        remark: 'Archive of scanned documents, to be switched on after the PDPA review',
        status: OssStatus.NOT_IN_USE,
        ...by,
      });
    await tx.insert(appVersion).values(VERSIONS.map(({ ago, ...v }) => ({ tenantId: DEFAULT_TENANT, ...v, ...by, createTime: daysAgo(ago) })));
    for (const f of FEEDBACK) {
      const author = of(f.account);
      if (!author) continue;
      await tx
        .insert(userFeedback)
        .values({
          tenantId: DEFAULT_TENANT,
          title: f.title,
          type: f.type,
          content: f.content,
          reply: f.reply,
          status: f.status,
          createUser: author.id,
          updateUser: author.id,
          createDept: dept(author.deptId),
          createTime: daysAgo(f.ago),
          processUser: f.reply ? admin.id : null,
          processTime: f.reply ? daysAgo(f.ago - 2) : null,
        });
    }
    const menus = await tx
      .select({ id: menu.id, code: menu.code })
      .from(menu)
      .where(and(eq(menu.isDeleted, 0), inArray(menu.code, ['process', 'staff'])));
    const processMenu = menus.find((m) => m.code === 'process');
    const staffMenu = menus.find((m) => m.code === 'staff');
    if (processMenu) {
      await tx
        .insert(dataScope)
        .values({
          tenantId: DEFAULT_TENANT,
          menuId: processMenu.id,
          resourceCode: 'process',
          scopeName: 'Requests of my department and below',
          scopeColumn: 'create_dept',
          scopeType: DataScopeType.DEPT_AND_CHILDREN,
          remark: 'For managers, when the audit list is narrowed',
          ...by,
        });
    }
    if (staffMenu) {
      await tx
        .insert(dataScope)
        .values({
          tenantId: DEFAULT_TENANT,
          menuId: staffMenu.id,
          resourceCode: 'staff',
          scopeName: 'Staff of my department',
          scopeColumn: 'create_dept',
          scopeType: DataScopeType.OWN_DEPT,
          remark: 'For department heads reading staff records',
          ...by,
        });
      // an API scope restricts the path it covers for every role: the bulk import is HR's alone
      const [importing] = await tx
        .insert(apiScope)
        .values({
          tenantId: DEFAULT_TENANT,
          menuId: staffMenu.id,
          resourceCode: 'staff',
          scopeName: 'Bulk import of staff records',
          scopePath: '/api/mcc-staff/staff/importStaff',
          scopeType: 1,
          remark: 'HR only',
          ...by,
        })
        .returning({ id: apiScope.id });
      const [hrRole] = await tx
        .select({ id: role.id })
        .from(role)
        .where(and(eq(role.tenantId, DEFAULT_TENANT), eq(role.roleAlias, 'hr'), eq(role.isDeleted, 0)))
        .limit(1);
      if (hrRole) await tx.insert(roleScope).values({ scopeCategory: 2, scopeId: importing.id, roleId: hrRole.id });
    }
  });
}

export const seedDemoSystemOnFirstBoot: SeedRun = async (db, app, firstBoot) => {
  if (firstBoot && app.config.demoData) await seedDemoSystem(db);
};
