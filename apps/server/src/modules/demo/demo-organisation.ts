import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { SeedRun } from '../module.js';
import { tenant, user } from '../../platform/auth/identity.tables.js';
import { DEFAULT_TENANT } from '../../platform/auth/context.js';
import { depts } from '../system/dept.queries.js';
import { roles } from '../system/role.queries.js';
import { users } from '../system/user.queries.js';
import { deptIdsByNameOrCode } from '../system/system.public.js';
import { demoContext } from './demo-context.js';
import { formatDateTime } from '../../platform/util.js';
import { initialPassword } from '../../platform/auth/initial-password.js';
import type { Db } from '../../platform/db/client.js';

/** The demo company's tree: company, departments, business sections and teams (deptType 3). */
interface DemoDept {
  code: string;
  name: string;
  nameCn: string;
  category: 1 | 2;
  type?: 3;
  parent?: string;
}

export const DEMO_DEPTS: DemoDept[] = [
  { code: 'SB', name: 'Straits Build Pte Ltd', nameCn: '海峡建筑私人有限公司', category: 1 },
  { code: 'HR', name: 'Human Resources', nameCn: '人力资源部', category: 2, parent: 'SB' },
  { code: 'FIN', name: 'Finance', nameCn: '财务部', category: 2, parent: 'SB' },
  { code: 'ENG', name: 'Engineering', nameCn: '工程部', category: 2, parent: 'SB' },
  { code: 'QS', name: 'Quantity Surveying', nameCn: '工料测量组', category: 2, parent: 'ENG' },
  { code: 'PRJ', name: 'Projects', nameCn: '项目部', category: 2, parent: 'SB' },
  { code: 'SITE-A', name: 'Site Operations Tuas', nameCn: '大士工地', category: 2, parent: 'PRJ' },
  { code: 'T-REBAR', name: 'Rebar Team', nameCn: '钢筋班', category: 2, type: 3, parent: 'SITE-A' },
  { code: 'T-FORM', name: 'Formwork Team', nameCn: '模板班', category: 2, type: 3, parent: 'SITE-A' },
  { code: 'SITE-B', name: 'Site Operations Punggol', nameCn: '榜鹅工地', category: 2, parent: 'PRJ' },
  { code: 'T-CONC', name: 'Concrete Team', nameCn: '混凝土班', category: 2, type: 3, parent: 'SITE-B' },
];

export const DEMO_ROLES = [
  { alias: 'hr', name: 'HR' },
  { alias: 'manager', name: 'Manager' },
  { alias: 'director', name: 'Director' },
  { alias: 'auditor', name: 'Auditor' },
  { alias: 'salary_admin', name: 'Salary administrator' },
  { alias: 'supervisor', name: 'Supervisor (foreman)' },
  { alias: 'staff', name: 'Staff' },
  { alias: 'multiple_dept_user', name: 'Multiple department user' },
] as const;

/** Demo accounts: all sign in with the initial password, and a demo asks them no change. */
export const DEMO_USERS = [
  {
    account: 'hr.tan',
    realName: 'Tan Mei Ling',
    dept: 'HR',
    roles: ['hr', 'staff'],
    phone: '+65 91230001',
    email: 'mei.ling.tan@straitsbuild.test',
    leads: 'HR',
  },
  {
    account: 'fin.lim',
    realName: 'Lim Wei Jie',
    dept: 'FIN',
    roles: ['salary_admin', 'staff'],
    phone: '+65 91230002',
    email: 'wei.jie.lim@straitsbuild.test',
    leads: 'FIN',
  },
  {
    account: 'eng.kumar',
    realName: 'Arun Kumar',
    dept: 'ENG',
    roles: ['manager', 'staff'],
    phone: '+65 91230003',
    email: 'arun.kumar@straitsbuild.test',
    leads: 'ENG',
  },
  { account: 'qs.wong', realName: 'Wong Siew Hoon', dept: 'QS', roles: ['staff'], phone: '+65 91230004', email: 'siew.hoon.wong@straitsbuild.test' },
  {
    account: 'prj.chen',
    realName: 'Chen Jun',
    dept: 'PRJ',
    roles: ['manager', 'multiple_dept_user', 'staff'],
    phone: '+65 91230005',
    email: 'jun.chen@straitsbuild.test',
    leads: 'PRJ',
  },
  {
    account: 'site.rahman',
    realName: 'Abdul Rahman',
    dept: 'SITE-A',
    roles: ['supervisor', 'staff'],
    phone: '+65 91230006',
    email: 'abdul.rahman@straitsbuild.test',
    leads: 'SITE-A',
  },
  {
    account: 'dir.ng',
    realName: 'Ng Boon Keat',
    dept: 'SB',
    roles: ['director', 'staff'],
    phone: '+65 91230007',
    email: 'boon.keat.ng@straitsbuild.test',
    leads: 'SB',
  },
  { account: 'audit.goh', realName: 'Goh Hui Min', dept: 'FIN', roles: ['auditor', 'staff'], phone: '+65 91230008', email: 'hui.min.goh@straitsbuild.test' },
] as const;

/** The person behind the `admin` account in the demo company: HR's systems administrator. */
export const DEMO_ADMIN = {
  account: 'admin',
  realName: 'Jonathan Lau',
  dept: 'HR',
  phone: '+65 91230009',
  email: 'jonathan.lau@straitsbuild.test',
  jobTitle: 'HR Systems Administrator',
  sex: 1,
} as const;

/** The nearest leader of a department or of one above it who is not `account`. */
function leaderAbove(account: string, deptCode: string): string | null {
  for (let code: string | undefined = deptCode; code; code = DEMO_DEPTS.find((d) => d.code === code)?.parent) {
    const leader = DEMO_USERS.find((l) => 'leads' in l && l.leads === code && l.account !== account);
    if (leader) return leader.account;
  }
  return null;
}

/**
 * Seeds the organisation of the demo company (DEMO_DATA=1 on first boot) as its administrator sets it up in
 * System: the department tree, the roles and the accounts through the system repositories (their rules,
 * defaults and audit rows apply), then who leads each department and each person's first approver. Other
 * modules' demo seeds add staff, workers and forms.
 */
export async function seedDemoOrganisation(db: Db, app: FastifyInstance): Promise<void> {
  const admin = await demoContext(db, app, 'admin');
  if ((await deptIdsByNameOrCode(db, admin.auth)).has('sb')) return;
  await db.transaction(async (tx) => {
    const ctx = { ...admin, db: tx };
    const deptIds = new Map<string, string>();
    for (const [i, d] of DEMO_DEPTS.entries()) {
      const saved = await depts.save(ctx, {
        parentId: d.parent ? deptIds.get(d.parent)! : '0',
        deptCategory: d.category,
        deptType: d.type ?? null,
        deptName: d.name,
        deptNameCn: d.nameCn,
        fullName: d.name,
        deptCode: d.code,
        sort: i + 1,
        ...(d.category === 1
          ? {
              uen: '201912345K',
              employerCpfUen: '201912345K',
              regAddress: '10 Tuas Avenue 3, Singapore 639413',
              email: 'hr@straitsbuild.test',
              contact: '+65 6861 0000',
              website: 'https://straitsbuild.test',
            }
          : {}),
      });
      deptIds.set(d.code, saved.id);
    }
    const roleIds = new Map<string, string>();
    for (const [i, r] of DEMO_ROLES.entries()) {
      const saved = await roles.save(ctx, { roleName: r.name, roleAlias: r.alias, sort: i + 2 });
      roleIds.set(r.alias, saved.id);
    }
    // the accounts, with the initial password (users.save gives a new account it)
    const userIds = new Map<string, string>();
    for (const u of DEMO_USERS) {
      const saved = await users.save(ctx, {
        account: u.account,
        name: u.account,
        realName: u.realName,
        phone: u.phone,
        email: u.email,
        deptId: deptIds.get(u.dept)!,
        roleId: u.roles.map((r) => roleIds.get(r)!).join(','),
      });
      userIds.set(u.account, saved.id);
    }
    for (const u of DEMO_USERS) {
      if ('leads' in u && u.leads)
        await depts.save(ctx, { id: deptIds.get(u.leads)!, deptLeader: userIds.get(u.account)!, deptManagerId: userIds.get(u.account)! });
    }
    // Approvers: each person's first approver is the nearest leader above them (QS answers to Engineering,
    // a site to Projects, a department head to the director); the director has none (his requests go to the administrator).
    for (const u of DEMO_USERS) {
      const leader = leaderAbove(u.account, u.dept);
      if (leader) await users.save(ctx, { id: userIds.get(u.account)!, firstApprover: userIds.get(leader)! });
    }
    // the administrator account is a person of the company too: its HR systems administrator, in HR under
    // Tan Mei Ling (so his own requests, like everyone's, go to his manager; demo-people gives him a staff record)
    await users.save(ctx, {
      id: admin.auth.userId,
      realName: DEMO_ADMIN.realName,
      phone: DEMO_ADMIN.phone,
      email: DEMO_ADMIN.email,
      deptId: deptIds.get(DEMO_ADMIN.dept)!,
      firstApprover: userIds.get('hr.tan')!,
    });
    // a demo is for looking around: its accounts sign in with the password printed at boot and are asked no change
    await tx
      .update(user)
      .set({ isInitialPassword: 0, passwordTime: formatDateTime(new Date()) })
      .where(and(eq(user.tenantId, DEFAULT_TENANT), inArray(user.account, [DEMO_ADMIN.account, ...DEMO_USERS.map((u) => u.account)])));
    await tx.update(tenant).set({ tenantName: 'Straits Build Pte Ltd' }).where(eq(tenant.tenantId, DEFAULT_TENANT));
  });
}

/** The demo's accounts as a short table for the first boot's output: who to sign in as, with which roles and password. */
export function demoAccountsTable(password: string): string {
  const roleName = new Map<string, string>(DEMO_ROLES.map((r) => [r.alias, r.name]));
  const rows: [string, string, string][] = [
    [DEMO_ADMIN.account, DEMO_ADMIN.realName, 'Administrator (every menu)'],
    ...DEMO_USERS.map((u): [string, string, string] => [u.account, u.realName, u.roles.map((r) => roleName.get(r) ?? r).join(', ')]),
  ];
  const width = (i: number) => Math.max(...rows.map((r) => r[i].length), ['Account', 'Name', 'Roles'][i]!.length);
  const line = (r: readonly string[]) => `  ${r[0]!.padEnd(width(0))}  ${r[1]!.padEnd(width(1))}  ${r[2]}`;
  return [
    `Demo company ready. Sign in with any of these accounts; the password of each is ${password} (a demo asks no change; set your own under Account settings if you like).`,
    line(['Account', 'Name', 'Roles']),
    ...rows.map(line),
    '  Site workers sign in on their phones at /me with their mobile number (e.g. +65 81008936); the SMS code shows in System > Outbox.',
  ].join('\n');
}

export const seedDemoOrganisationOnFirstBoot: SeedRun = async (db, app, firstBoot) => {
  if (!(firstBoot && app.config.demoData)) return;
  await seedDemoOrganisation(db, app);
  // the first boot names its accounts (stdout, beside the server's log): a demo is for looking around
  if (app.config.logLevel !== 'silent') process.stdout.write(`\n${demoAccountsTable(initialPassword())}\n\n`);
};
