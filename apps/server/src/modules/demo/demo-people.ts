import { and, eq, inArray } from 'drizzle-orm';
import type { SeedRun } from '../module.js';
import { WORKER_PERMISSIONS } from '@hr/contracts';
import type { FastifyInstance } from 'fastify';
import { menu, role, user } from '../../platform/auth/identity.tables.js';
import { DataScopeType } from '../../platform/auth/permissions.js';
import type { ServiceContext } from '../../platform/http/route.js';
import { projects } from '../base/base.queries.js';
import { projectIdsByCode } from '../base/base.public.js';
import { deptIdsByNameOrCode } from '../system/system.public.js';
import { dataScopes } from '../system/scope.queries.js';
import { grantedKeys } from '../system/role.queries.js';
import { grantRoles } from '../system/role.service.js';
import { staffs } from '../staff/staff.queries.js';
import { confirmStaff } from '../staff/staff.service.js';
import { workers } from '../worker/worker.queries.js';
import { liveWorker } from '../worker/worker.public.js';
import { setSelfAccess } from '../worker/worker-access.js';
import { users } from '../system/user.queries.js';
import { specialists, teams } from '../worker/team.queries.js';
import type { SeedForm } from '../form/form-define.js';
import { demoContext } from './demo-context.js';
import { DEFAULT_TENANT } from '../../platform/auth/context.js';
import type { Db } from '../../platform/db/client.js';
import { DEMO_ADMIN, DEMO_USERS } from './demo-organisation.js';

const addDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const JOB_TITLES: Record<string, string> = {
  'hr.tan': 'HR Manager',
  'fin.lim': 'Finance Manager',
  'eng.kumar': 'Engineering Manager',
  'qs.wong': 'Quantity Surveyor',
  'prj.chen': 'Project Manager',
  'site.rahman': 'Site Supervisor',
  'dir.ng': 'Managing Director',
  'audit.goh': 'Internal Auditor',
};

/** Each demo account's sex (1 male, 2 female): the leave rules give maternity or paternity leave by it. */
const SEX: Record<string, 1 | 2> = { 'hr.tan': 2, 'fin.lim': 1, 'eng.kumar': 1, 'qs.wong': 2, 'prj.chen': 1, 'site.rahman': 1, 'dir.ng': 1, 'audit.goh': 2 };

const PROJECTS = [
  {
    code: 'TUAS-P3',
    name: 'Tuas Port Phase 3 Wharf',
    site: 'SITE-A',
    developer: 'Maritime Port Authority',
    address: '51 Tuas South Avenue 5, Singapore 637367',
  },
  {
    code: 'PGL-N12',
    name: 'Punggol North Residences N12',
    site: 'SITE-B',
    developer: 'Housing and Development Board',
    address: '8 Punggol Way, Singapore 829620',
  },
];

const TRADES = [
  { code: 'REBAR', name: 'Rebar' },
  { code: 'FORM', name: 'Formwork' },
  { code: 'CONC', name: 'Concreting' },
];

/** Site workers: name, nationality, team code, days until the work permit expires (some soon, one past). */
const WORKERS: [string, string, string, number][] = [
  ['Rahim bin Osman', 'MY', 'T-REBAR', 420],
  ['Karthik Subramaniam', 'IN', 'T-REBAR', 25],
  ['Md Shahidul Islam', 'BD', 'T-REBAR', 300],
  ['Liu Zhiqiang', 'CN', 'T-REBAR', 190],
  ['Aung Kyaw Min', 'MM', 'T-FORM', 60],
  ['Rajesh Kumar', 'IN', 'T-FORM', 510],
  ['Zhang Wei', 'CN', 'T-FORM', -5],
  ['Md Rafiqul Hasan', 'BD', 'T-FORM', 240],
  ['Nguyen Van Long', 'VN', 'T-CONC', 330],
  ['Sivakumar Pillai', 'IN', 'T-CONC', 12],
  ['Wang Jianguo', 'CN', 'T-CONC', 400],
  ['Ko Ko Htet', 'MM', 'T-CONC', 150],
];

/** The demo workers' employment codes, in the order above (W00001 ...). */
const workerCode = (i: number) => `W${String(i + 1).padStart(5, '0')}`;
export const DEMO_WORKER_CODES = WORKERS.map((_, i) => workerCode(i));

/** Demo projects, staff records for the demo accounts, trades, teams and site workers (DEMO_DATA=1, first boot). */
export async function seedDemoPeople(db: Db, app: FastifyInstance): Promise<void> {
  const admin = await demoContext(db, app, 'admin');
  if ((await projectIdsByCode(db, admin.auth)).has('tuas-p3')) return;
  const deptIds = await deptIdsByNameOrCode(db, admin.auth);
  const deptId = (code: string) => deptIds.get(code.toLowerCase()) ?? null;
  const accounts = await db
    .select({ id: user.id, account: user.account, firstApprover: user.firstApprover })
    .from(user)
    .where(and(eq(user.tenantId, DEFAULT_TENANT), inArray(user.account, [...DEMO_USERS.map((u) => u.account), DEMO_ADMIN.account])));
  if (accounts.length === 0) return;
  const userOf = new Map(accounts.map((a) => [a.account, a]));
  await db.transaction(async (tx) => {
    const ctx = { ...admin, db: tx };
    const projectIds = new Map<string, string>();
    for (const p of PROJECTS) {
      const saved = await projects.save(ctx, {
        projectCode: p.code,
        projectName: p.name,
        developer: p.developer,
        address: p.address,
        startTime: addDays(-200),
        period: 30,
        companyId: deptId('SB'),
        principal: userOf.get('prj.chen')?.id ?? null,
      });
      projectIds.set(p.site, saved.id);
    }
    // the demo accounts and the administrator (HR's systems administrator, the last staff number)
    const people = [...DEMO_USERS, DEMO_ADMIN];
    for (const [i, u] of people.entries()) {
      const account = userOf.get(u.account);
      if (!account) continue;
      const siteProject = projectIds.get(u.dept) ?? null;
      // HR records each person on the staff page, linked to his existing account, and confirms him (his probation passed long ago)
      const saved = await staffs.save(ctx, {
        staffNo: `SB${String(i + 1).padStart(4, '0')}`,
        employmentCode: `SB${String(i + 1).padStart(4, '0')}`,
        enName: u.realName,
        deptId: deptId(u.dept),
        companyId: deptId('SB'),
        projectId: siteProject,
        jobTitleName: u.account === DEMO_ADMIN.account ? DEMO_ADMIN.jobTitle : (JOB_TITLES[u.account] ?? 'Executive'),
        sex: u.account === DEMO_ADMIN.account ? DEMO_ADMIN.sex : (SEX[u.account] ?? null),
        isSupervisor: u.account === 'site.rahman' ? 1 : 0,
        mobileCode: '+65',
        mobile: u.phone.replace('+65 ', ''),
        email: u.email,
        nationality: 'SG',
        entryDate: addDays(-400 - i * 90),
        firstApprover: account.firstApprover,
        userId: account.id,
      });
      await confirmStaff(tx, admin.auth, saved.id, addDays(-220 - i * 90));
    }
    // the demo's trades are among the seeded ones (worker.seeds.ts): reuse them, add only what is missing
    const seededTrades = await specialists.all(tx, ctx, {});
    const tradeIds = new Map<string, string>();
    for (const [i, t] of TRADES.entries()) {
      const seeded = seededTrades.find((x) => String(x.specialistName).toLowerCase() === t.name.toLowerCase());
      const id = seeded?.id ?? (await specialists.save(ctx, { specialistName: t.name, specialistCode: t.code, sort: i + 1 })).id;
      tradeIds.set(t.code, id);
    }
    const teamIds = new Map<string, string>();
    const teamList = [
      { code: 'T-REBAR', name: 'Rebar Team', site: 'SITE-A', trade: 'REBAR' },
      { code: 'T-FORM', name: 'Formwork Team', site: 'SITE-A', trade: 'FORM' },
      { code: 'T-CONC', name: 'Concrete Team', site: 'SITE-B', trade: 'CONC' },
    ];
    for (const t of teamList) {
      const saved = await teams.save(ctx, { teamName: t.name, projectId: projectIds.get(t.site)!, specialistId: tradeIds.get(t.trade)! });
      teamIds.set(t.code, saved.id);
    }
    // HR registers the site workers on the worker page, then gives each the phone app (issue 33): his account
    // sits in the site's department under its supervisor, who approves what he files
    const supervisor = DEMO_USERS.find((u) => u.account === 'site.rahman');
    const workerIds: string[] = [];
    for (const [i, [name, nationality, teamCode, wpDays]] of WORKERS.entries()) {
      const team = teamList.find((t) => t.code === teamCode)!;
      const mobile = String(81_000_000 + i * 1_117);
      const saved = await workers.save(ctx, {
        name,
        employmentCode: workerCode(i),
        nationality,
        finNo: `G${String(5_100_000 + i * 7919).padStart(7, '0')}K`,
        wpNumber: `0${String(31_000_000 + i * 104_729)}`,
        // the demo's site workers are all men
        sex: 1,
        wpExpiryDate: addDays(wpDays),
        passportNumber: `P${String(8_000_000 + i * 31)}`,
        passportExpiryDate: addDays(wpDays + 700),
        mobileCode: '+65',
        mobile,
        projectId: projectIds.get(team.site)!,
        teamId: teamIds.get(teamCode)!,
        specialistId: tradeIds.get(team.trade)!,
        isSupervisor: i % 4 === 0 ? 1 : 0,
        entryDate: addDays(-300 - i * 20),
      });
      workerIds.push(saved.id);
    }
    await setSelfAccess(ctx, workerIds, true);
    for (const id of workerIds) {
      const account = (await liveWorker(tx, admin.auth, id))?.userId;
      if (account)
        await users.save(ctx, { id: account, deptId: supervisor ? (deptId(supervisor.dept) ?? '') : '', firstApprover: userOf.get('site.rahman')?.id ?? null });
    }
  });
}

type MenuRow = { id: string; parentId: string; code: string };

/** Grants a demo role the menus (and buttons) `wanted` accepts, with their parent menus so the side menu reaches them, as the role page's grant dialog does. */
async function grantRoleMenus(admin: ServiceContext, alias: string, wanted: (m: MenuRow, root: string) => boolean): Promise<void> {
  const { db } = admin;
  const [r] = await db
    .select({ id: role.id })
    .from(role)
    .where(and(eq(role.tenantId, DEFAULT_TENANT), eq(role.roleAlias, alias)))
    .limit(1);
  if (!r) return;
  const menus: MenuRow[] = await db.select({ id: menu.id, parentId: menu.parentId, code: menu.code }).from(menu).where(eq(menu.isDeleted, 0));
  const byId = new Map(menus.map((m) => [m.id, m]));
  const chain = (m: MenuRow): MenuRow[] => {
    const out = [m];
    for (let cur = m, i = 0; i < 20 && cur.parentId !== '0' && byId.has(cur.parentId); i++) out.push((cur = byId.get(cur.parentId)!));
    return out;
  };
  const held = await grantedKeys(db, admin.auth, [r.id]);
  const granted = new Set<string>(held.menu);
  for (const m of menus) {
    const up = chain(m);
    if (wanted(m, up[up.length - 1]!.code)) for (const g of up) granted.add(g.id);
  }
  if (granted.size > held.menu.length)
    await grantRoles(admin, { roleIds: [r.id], menuIds: [...granted], dataScopeIds: held.dataScope, apiScopeIds: held.apiScope });
}

/** The request-type lists of the staff forms only HR starts (employment, confirmation, induction, dismissal): not a staff member's menu. */
const hrOnlyLists = (forms: readonly SeedForm[]) =>
  new Set(forms.filter((f) => f.category === 1 && f.hrStarted).map((f) => `flowList${f.router.replace(/\/index$/, '').replace(/\//g, '_')}`));

/**
 * What the demo roles may open, given the installed forms. HR holds every business menu and button (not System or
 * Resource administration, nor Director review).
 */
const demoGrants = (forms: readonly SeedForm[]): Record<string, (m: MenuRow, root: string) => boolean> => {
  const HR_ONLY_LISTS = hrOnlyLists(forms);
  return {
    // (not the director's own review queue either: it lists the settlements waiting for the reader's approval,
    // and HR, who generates the settlements, never approves them)
    hr: (m, root) => !['system', 'resource', 'flowManager'].includes(root) && m.code !== 'director_examine',
    // everyone starts and follows requests, and sees the leave calendar
    staff: (m) =>
      m.code === 'work' ||
      m.code.startsWith('work_') ||
      m.code === 'staffFlow' ||
      (m.code.startsWith('flowList_staff_') && !HR_ONLY_LISTS.has(m.code)) ||
      m.code === 'leave_calendar',
    manager: (m) => m.code === 'process' || m.code === 'process_view',
    director: (m) => m.code === 'director_examine' || m.code === 'process' || m.code === 'process_view',
    auditor: (m) => m.code === 'process' || m.code === 'process_view' || m.code === 'process_export',
    salary_admin: (m) => m.code.startsWith('salary_settlement') || m.code === 'attendance' || m.code.startsWith('attendance_'),
    // a site supervisor files his workers' requests (and approves what they file from their phones)
    supervisor: (m) => m.code === 'workerFlow' || m.code.startsWith('flowList_worker_') || m.code === 'flow_file_for_others',
  };
};

export const seedDemoPeopleOnFirstBoot: SeedRun = async (db, app, firstBoot) => {
  if (firstBoot && app.config.demoData) {
    await seedDemoPeople(db, app);
    const admin = await demoContext(db, app, 'admin');
    for (const [alias, wanted] of Object.entries(demoGrants(app.modules.forms))) await grantRoleMenus(admin, alias, wanted);
    await scopeSupervisorToHisSite(admin);
  }
};

/**
 * The site supervisor's data scope of workers: the workers of his site's project (Tuas Port Phase 3), so his grant
 * to file requests for others reaches those workers and no one else. Defined and granted as the administrator
 * does on the data-scope and role pages.
 */
async function scopeSupervisorToHisSite(admin: ServiceContext): Promise<void> {
  await admin.db.transaction(async (tx) => {
    const ctx = { ...admin, db: tx };
    const site = (await projectIdsByCode(tx, admin.auth)).get('tuas-p3');
    const [workersMenu] = await tx
      .select({ id: menu.id })
      .from(menu)
      .where(and(eq(menu.code, WORKER_PERMISSIONS.menu), eq(menu.isDeleted, 0)))
      .limit(1);
    const [supervisor] = await tx
      .select({ id: role.id })
      .from(role)
      .where(and(eq(role.tenantId, DEFAULT_TENANT), eq(role.roleAlias, 'supervisor'), eq(role.isDeleted, 0)))
      .limit(1);
    if (!site || !workersMenu || !supervisor) return;
    const scope = await dataScopes.save(ctx, {
      menuId: workersMenu.id,
      resourceCode: 'worker',
      scopeName: 'Workers of Tuas Port Phase 3',
      scopeColumn: 'project_id',
      scopeType: DataScopeType.CUSTOM,
      scopeValue: site,
      remark: "The site supervisor's workers",
    });
    const held = await grantedKeys(tx, admin.auth, [supervisor.id]);
    await grantRoles(ctx, { roleIds: [supervisor.id], menuIds: held.menu, dataScopeIds: [...held.dataScope, scope.id], apiScopeIds: held.apiScope });
  });
}
