import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataScopeType, SystemPermissions } from '@hr/contracts';
import { menu } from '../src/modules/system/system.tables.js';
import { worker } from '../src/modules/worker/worker.tables.js';
import { insertDept } from '../src/modules/system/identity.fixtures.js';
import { DIRECTORY_FIELDS, DIRECTORY_READS } from '../src/modules/directories.js';
import { workers } from '../src/modules/worker/worker.queries.js';
import { createTestApp, type Session } from './helpers.js';
import { signInWith } from './roles.js';
import { apiRoutes, fillPath, isIdField, validValue, type ApiRoute } from './route-catalog.js';

/**
 * THE data-scope rule, route-driven (like permission-matrix.test.ts): department B's workers, their pay
 * (settlements) and attendance must never reach a user scoped to department A, nor identity documents,
 * contacts, rooms or pay a user with no grants. Every GET route of the app is called by both with B's
 * ids in its id parameters; an answer may carry B's records only on a directory read
 * (modules/directories.ts), and then only the directory's fields. A new route that leaks fails here.
 */

const t = await createTestApp();
const W = '/api/mcc-worker';
const S = `${W}/workersalarysettlement`;

/** The administrators' logs: the audit trail and the outbox show every change and message of the tenant by design. */
const ADMIN_LOGS: string[] = [SystemPermissions.auditLog.menu, SystemPermissions.auditLog.view, SystemPermissions.outbox.menu, SystemPermissions.outbox.view];
/** Field names that carry identity documents, contacts, rooms or pay. */
const SENSITIVE_FIELDS = [
  'nric',
  'finNo',
  'passportNumber',
  'wpNumber',
  'mobile',
  'phone',
  'email',
  'room',
  'blk',
  'dormitory',
  'bankAccountNo',
  'basicHourWage',
  'basicMonthlySalary',
  'grossWages',
  'nettSalary',
  'totalOvertimePay',
];
/** Department B's worker's identity values (unique strings). */
const B_SECRETS = { finNo: 'G7654321X', passportNumber: 'K98765432', wpNumber: '0B7777777', mobile: '87654321' };

let admin: Session;
let clerkA: Session;
let payClerkA: Session;
let noGrants: Session;
let WA = '';
let WB = '';
let settlementA = '';
let settlementB = '';
let attendanceA = '';
let attendanceB = '';
let stayB = '';
let projectA = '';
let deptA = '';

async function addWorker(code: string, name: string, projectId: string, extra: Record<string, unknown>) {
  const res = await t.post(admin, `${W}/info/addWorker`, { employmentCode: code, name, projectId, entryDate: '2025-01-06', isSupervisor: 1, ...extra });
  expect(res.status, res.msg).toBe(200);
  const emp = await t.get(admin, `${W}/employment/detail`, { workerId: res.data.id });
  await t.post(admin, `${W}/employment/update1`, { id: emp.data.id, basicHourWage: 10 });
  return res.data.id as string;
}

beforeAll(async () => {
  admin = await t.login();
  const A = await insertDept(t, 'Scope dept A');
  const B = await insertDept(t, 'Scope dept B');
  deptA = A.id;
  const project = async (code: string) =>
    (await t.post(admin, '/api/mcc-base/project/base/info/add', { projectCode: code, projectName: `Site ${code}` })).data.id as string;
  projectA = await project('SPA');
  WA = await addWorker('SA01', 'Alpha Worker', projectA, { finNo: 'F1234567A', passportNumber: 'E12345678', wpNumber: '0A1111111', mobile: '81234567' });
  WB = await addWorker('SB01', 'Bravo Worker', await project('SPB'), B_SECRETS);
  // a worker belongs to the department that registered it
  await t.db.update(worker).set({ createDept: A.id }).where(eq(worker.id, WA));
  await t.db.update(worker).set({ createDept: B.id }).where(eq(worker.id, WB));
  for (const w of [WA, WB])
    expect(
      (await t.post(admin, `${W}/attendance/submit`, { workerId: w, clockInTime: '2026-05-04 08:00:00', clockOutTime: '2026-05-04 17:00:00' })).status,
    ).toBe(200);
  const records = (await t.get(admin, `${W}/attendance/page`, { size: -1 })).data.records as { id: string; workerId: string }[];
  attendanceA = records.find((r) => r.workerId === WA)!.id;
  attendanceB = records.find((r) => r.workerId === WB)!.id;
  // B's worker lives in a room (stays follow their worker)
  const plot = (await t.post(admin, `${W}/dwellplot/save`, { plotName: 'Scope Lodge' })).data.id;
  const blk = (await t.post(admin, `${W}/dwellbuilding/save`, { plotId: plot, blkNo: '77' })).data.id;
  const room = (await t.post(admin, `${W}/dwellroom/save`, { buildingId: blk, roomNo: '09-77', floor: '9', capacity: 2 })).data.id;
  expect((await t.post(admin, `${W}/dwellroomref/saveWorker`, { roomId: room, workerIds: WB, date: '2026-05-01' })).status).toBe(200);
  stayB = (await t.get(admin, `${W}/dwellroomref/page`, { size: -1 })).data.records[0].id;
  settlementA = (await t.post(admin, `${S}/generate`, { workerId: WA, resignDate: '2026-05-15' })).data.id;
  settlementB = (await t.post(admin, `${S}/generate`, { workerId: WB, resignDate: '2026-05-15' })).data.id;
  expect([settlementA, settlementB].every(Boolean)).toBe(true);

  // every button of the product, narrowed by data scopes only; but the administrators' logs, which record
  // every change (and every message sent) of the tenant by design
  const codes = [...new Set((await t.db.select({ code: menu.code }).from(menu).where(eq(menu.isDeleted, 0))).map((m) => m.code))].filter(
    (c) => !ADMIN_LOGS.includes(c),
  );
  clerkA = await signInWith(t, { account: 'scope-clerk-a', deptId: A.id, codes, dataScopes: [{ resourceCode: 'worker', scopeType: DataScopeType.OWN_DEPT }] });
  payClerkA = await signInWith(t, {
    account: 'scope-pay-clerk-a',
    deptId: A.id,
    codes,
    dataScopes: [
      { resourceCode: 'salary_settlement', scopeType: DataScopeType.OWN_DEPT },
      { resourceCode: 'attendance_record', scopeType: DataScopeType.OWN_DEPT },
    ],
  });
  noGrants = await signInWith(t, { account: 'scope-no-grants' });
}, 180_000);

afterAll(async () => t.close());

const ids = (res: { data: unknown }) => {
  const d = res.data as { records?: { id?: string; workerId?: string }[] } | { id?: string; workerId?: string }[];
  const list = Array.isArray(d) ? d : (d?.records ?? []);
  return list.map((r) => r.workerId ?? r.id);
};

describe('pay data and attendance follow the worker (issue 10)', () => {
  it("a clerk scoped to department A's workers lists and opens only A's settlements", async () => {
    expect(ids(await t.get(clerkA, `${S}/page`, { size: -1 }))).toEqual([WA]);
    expect((await t.get(clerkA, `${S}/detail`, { workerId: WB })).status).toBe(404);
    expect((await t.get(clerkA, `${S}/detail`, { id: settlementB })).status).toBe(404);
    expect((await t.get(clerkA, `${S}/detail`, { workerId: WA })).data.id).toBe(settlementA);
    expect((await t.get(clerkA, `${S}/getSalarySettlement`, { workerId: WB, resignDate: '2026-05-15' })).status).toBe(400);
    expect((await t.get(admin, `${S}/detail`, { workerId: WB })).data.id).toBe(settlementB);
  });

  it("the same clerk reads only A's attendance: page, detail, sums and summary", async () => {
    expect(ids(await t.get(clerkA, `${W}/attendance/page`, { size: -1 }))).toEqual([WA]);
    expect((await t.get(clerkA, `${W}/attendance/detail`, { id: attendanceB })).status).toBe(404);
    expect((await t.get(clerkA, `${W}/attendance/detail`, { id: attendanceA })).status).toBe(200);
    expect(ids(await t.get(clerkA, `${W}/attendance/sumByWorker`, { month: '2026-05' }))).toEqual([WA]);
    const byTeam = (await t.get(clerkA, `${W}/attendance/sumByTeam`, { month: '2026-05' })).data as { workerCount: number }[];
    expect(byTeam.reduce((n, r) => n + r.workerCount, 0)).toBe(1);
    expect((await t.get(clerkA, `${W}/attendance/summary`, { workerId: WB, dateFrom: '2026-05-01', dateTo: '2026-05-31' })).status).toBe(404);
    expect(ids(await t.get(admin, `${W}/attendance/sumByWorker`, { month: '2026-05' })).sort()).toEqual([WA, WB].sort());
  });

  it("data scopes on the settlement and attendance resources themselves take effect, on the worker's department", async () => {
    expect(ids(await t.get(payClerkA, `${S}/page`, { size: -1 }))).toEqual([WA]);
    expect((await t.get(payClerkA, `${S}/detail`, { workerId: WB })).status).toBe(404);
    expect(ids(await t.get(payClerkA, `${W}/attendance/page`, { size: -1 }))).toEqual([WA]);
    expect(ids(await t.get(payClerkA, `${W}/attendance/sumByWorker`, { month: '2026-05' }))).toEqual([WA]);
    // the worker list itself is not narrowed by these scopes
    expect(ids(await t.get(payClerkA, `${W}/info/workerList`, { size: -1 })).sort()).toEqual(expect.arrayContaining([WA, WB]));
  });
});

describe("pay data follows the worker's project too", () => {
  it("a clerk whose worker scope is project A's site sees only that site's settlements and attendance", async () => {
    const siteClerk = await signInWith(t, {
      account: 'scope-site-clerk',
      codes: ['salary_settlement_view', 'attendance_record_view'],
      dataScopes: [{ resourceCode: 'worker', scopeType: DataScopeType.CUSTOM, scopeColumn: 'project_id', scopeValue: projectA }],
    });
    expect(ids(await t.get(siteClerk, `${S}/page`, { size: -1 }))).toEqual([WA]);
    expect(ids(await t.get(siteClerk, `${W}/attendance/page`, { size: -1 }))).toEqual([WA]);
  });
});

describe('worker selectors give a role without grants no identity documents, contacts or rooms (issue 10)', () => {
  it.each([`${W}/info/workerList2`, `${W}/info/workerLists`, `${W}/info/siteAllList`])('%s answers directory fields only', async (url) => {
    const res = await t.get(noGrants, url, { size: -1 });
    expect(res.status).toBe(200);
    const rows = (Array.isArray(res.data) ? res.data : res.data.records) as Record<string, unknown>[];
    expect(rows.map((r) => r.id)).toContain(WB);
    // directory columns, and the yes/no flags the directory computes (a flag is never the value)
    const allowed: readonly string[] = [...DIRECTORY_FIELDS.worker, ...workers.directoryFlagNames];
    for (const r of rows) expect(Object.keys(r).every((k) => allowed.includes(k))).toBe(true);
    for (const v of Object.values(B_SECRETS)) expect(res.raw.body).not.toContain(v);
    // the search matches names and employment codes, never a document number
    expect(ids(await t.get(noGrants, url, { nameOrNo: B_SECRETS.finNo, size: -1 }))).toEqual([]);
    expect(ids(await t.get(noGrants, url, { nameOrNo: 'Bravo', size: -1 }))).toEqual([WB]);
  });

  it.each([`${W}/info/workerList2`, `${W}/info/workerLists`, `${W}/info/siteAllList`])(
    "%s keeps a configured worker data scope: department A's clerk picks A's workers, the whole company with worker_pick_all (issue 35)",
    async (url) => {
      const picker = await signInWith(t, {
        account: `scope-picker-${url.split('/').pop()}`,
        deptId: deptA,
        codes: [],
        dataScopes: [{ resourceCode: 'worker', scopeType: DataScopeType.OWN_DEPT }],
      });
      expect(ids(await t.get(picker, url, { size: -1 }))).toEqual([WA]);
      expect(ids(await t.get(picker, url, { ids: WB, size: -1 }))).toEqual([]);
      expect(ids(await t.get(picker, url, { nameOrNo: 'Bravo', size: -1 }))).toEqual([]);
      const companyWide = await signInWith(t, {
        account: `scope-picker-all-${url.split('/').pop()}`,
        deptId: deptA,
        codes: ['worker_pick_all'],
        dataScopes: [{ resourceCode: 'worker', scopeType: DataScopeType.OWN_DEPT }],
      });
      expect(ids(await t.get(companyWide, url, { size: -1 })).sort()).toEqual([WA, WB].sort());
    },
  );

  it.each([`${W}/team/teamLeaderList`, `${W}/team/teamWorkerList`, `${W}/employment/noTeamList`])('%s is a team-management call: 403', async (url) => {
    expect((await t.get(noGrants, url, { teamId: '1', size: -1 })).status).toBe(403);
  });
});

describe('attachments open for their uploader and through signed links only (issue 10)', () => {
  const upload = async (s: Session) => {
    const boundary = 'scopeboundary';
    const payload = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="payslip.txt"\r\nContent-Type: text/plain\r\n\r\nconfidential payslip\r\n--${boundary}--\r\n`,
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/blade-resource/oss/endpoint/put-file-attach',
      headers: { ...s.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { attachId: string; link: string };
  };
  const download = (s: Session, id: string) => t.app.inject({ method: 'GET', url: `/api/blade-resource/attach/download?id=${id}`, headers: s.headers });

  it('download?id= and link?id= answer 404 to anyone but the uploader and attachment administrators', async () => {
    const file = await upload(clerkA);
    expect((await download(noGrants, file.attachId)).statusCode).toBe(404);
    expect((await t.get(noGrants, '/api/blade-resource/attach/link', { id: file.attachId })).status).toBe(404);
    expect((await download(payClerkA, file.attachId)).statusCode).toBe(200); // holds attach_view
    expect((await download(clerkA, file.attachId)).statusCode).toBe(200);
    expect((await t.get(clerkA, '/api/blade-resource/attach/link', { id: file.attachId })).data.link).toMatch(/sig=/);
    // the signed link a record's page hands out opens it without a token
    expect((await t.app.inject({ method: 'GET', url: file.link })).body).toBe('confidential payslip');
  });
});

// ---- the route-driven harness -------------------------------------------------------------------

// sign-out ends the caller's session: every other call must answer as the signed-in user
const routes = apiRoutes(t.app).filter((r) => r.method === 'GET' && r.permission !== 'public' && !r.url.endsWith('/logout'));

/** B's record ids by the id parameter names that address them. */
const bIdFor = (name: string, variant: string): string => {
  if (/^workerId/i.test(name)) return WB;
  if (/^settlementId/i.test(name)) return settlementB;
  return variant;
};

/** A plausible call of a GET route with B's ids in its id parameters (`variant` for plain id/ids). */
function callWith(route: ApiRoute, session: Session, variant: string) {
  const query: Record<string, string> = {};
  for (const f of route.fields) {
    if (f.in !== 'query') continue;
    let v: unknown;
    // ids that address B's records; other id filters (project, team...) would only narrow the answer
    if (isIdField(f.name)) v = /^(id|ids|workerId|workerIds|settlementId)$/.test(f.name) || f.required ? bIdFor(f.name, variant) : undefined;
    else if (f.name === 'size') v = -1;
    else if (f.name === 'month') v = '2026-05';
    else if (/^date(From|To)$/.test(f.name)) v = f.name === 'dateFrom' ? '2026-05-01' : '2026-05-31';
    else if (f.required) v = validValue(f.name, f.schema);
    if (v !== undefined) query[f.name] = String(v);
  }
  return t.app.inject({ method: 'GET', url: fillPath(route.url, () => variant), query, headers: session.headers });
}

/** The answer as text: JSON as it is, an .xlsx workbook as its cells. */
async function answerText(res: LightMyRequestResponse): Promise<string> {
  if (!String(res.headers['content-type'] ?? '').includes('spreadsheetml')) return res.body;
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const cells: string[] = [];
  wb.eachSheet((ws) => ws.eachRow((row) => cells.push(JSON.stringify(row.values))));
  return cells.join('\n');
}

/** Names of fields holding a sensitive value anywhere in a JSON answer. */
function sensitiveFields(text: string): string[] {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return [];
  }
  const found = new Set<string>();
  const walk = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (typeof node !== 'object' || node === null) return;
    for (const [k, v] of Object.entries(node)) {
      if (SENSITIVE_FIELDS.includes(k) && v !== null && v !== '' && v !== undefined) found.add(k);
      walk(v);
    }
  };
  walk(body);
  return [...found];
}

/** What of B's records (and of any worker's identity and pay) an answer shows the caller. */
async function leaksOf(route: ApiRoute, session: Session, self: string[]): Promise<string[]> {
  const directory = DIRECTORY_READS[route.url];
  const leaks = new Set<string>();
  // a plain id parameter may address a worker, a settlement or a day of attendance: each is tried
  const plainId = route.fields.some((f) => f.in === 'path' || /^(id|ids)$/.test(f.name));
  for (const variant of plainId ? [WB, settlementB, attendanceB, stayB] : [WB]) {
    const res = await callWith(route, session, variant);
    // a 401 would blind the harness (every later call refused): the caller must stay signed in
    expect(res.statusCode, `${route.key} ${res.body.slice(0, 200)}`).not.toBe(401);
    expect(res.statusCode, `${route.key} ${res.body.slice(0, 200)}`).toBeLessThan(500);
    if (res.statusCode !== 200) continue;
    const text = await answerText(res);
    const bIds = directory ? [settlementB, attendanceB, stayB] : [WB, settlementB, attendanceB, stayB];
    for (const id of bIds) if (text.includes(`"${id}"`) || text.includes(id)) leaks.add(`record ${id}`);
    for (const [field, value] of Object.entries(B_SECRETS)) if (text.includes(value)) leaks.add(`B's ${field}`);
    if (directory || session === noGrants) for (const f of sensitiveFields(text).filter((k) => !self.includes(k))) leaks.add(`field ${f}`);
  }
  return [...leaks];
}

describe('scope harness: every GET route', () => {
  it('finds the routes of the scoped resources and the directory reads', () => {
    const urls = new Set(routes.map((r) => r.url));
    for (const url of [`${S}/page`, `${S}/detail`, `${W}/attendance/page`, `${W}/attendance/sumByWorker`, `${W}/info/workerList`])
      expect(urls.has(url), url).toBe(true);
    // the directory list names live routes only
    for (const url of Object.keys(DIRECTORY_READS)) expect(urls.has(url), url).toBe(true);
  });

  it('a user scoped to department A sees nothing of department B (ids, identity documents, pay)', async () => {
    const leaks: Record<string, string[]> = {};
    for (const route of routes) {
      const found = await leaksOf(route, clerkA, []);
      if (found.length) leaks[route.key] = found;
    }
    expect(leaks).toEqual({});
  }, 120_000);

  it('a user with no grants sees no record of B and no identity document, contact, room or pay', async () => {
    // the caller's own account fields (all-info, own profile) are theirs to see
    const leaks: Record<string, string[]> = {};
    for (const route of routes) {
      const found = await leaksOf(route, noGrants, []);
      if (found.length) leaks[route.key] = found;
    }
    expect(leaks).toEqual({});
  }, 120_000);

  it('checked answers that do carry B (the harness sees what it looks for)', async () => {
    const page = routes.find((r) => r.url === `${S}/page`)!;
    expect(await leaksOf(page, admin, [])).toContain(`record ${settlementB}`);
    const detail = routes.find((r) => r.url === `${W}/info/workerDetail`)!;
    expect(await leaksOf(detail, admin, [])).toEqual(expect.arrayContaining([`record ${WB}`, "B's finNo"]));
  });
});
