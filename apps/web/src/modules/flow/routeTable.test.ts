import { describe, expect, it } from 'vitest';
import { FLOW_LIST_ROUTES, PUBLIC_LIST_PATHS, flowListRouteAt, listRouteOf, publicPath } from './routeTable';

const STAFF_TYPES: Array<[number, string]> = [
  [1, 'employment'],
  [2, 'leave'],
  [4, 'interview'],
  [5, 'positive'],
  [6, 'induction'],
  [7, 'departure'],
  [8, 'fire'],
  [9, 'cancelHoliday'],
  [10, 'muddleheaded'],
  [11, 'evection'],
  [12, 'reimbursement'],
  [13, 'loan'],
  [14, 'officeEquipment'],
  [15, 'staffTraining'],
  [18, 'hrForm'],
];

describe('process type to list route (seed 000 section 2)', () => {
  it('maps every staff type under /staff/flow/{name}/index', () => {
    for (const [id, name] of STAFF_TYPES) expect(listRouteOf(id)).toBe(`/staff/flow/${name}/index`);
    expect(listRouteOf('18')).toBe('/staff/flow/hrForm/index');
  });
  it('maps the worker types to the apply list and the worker flows', () => {
    for (const id of [24, 28, 29, 30, 34, 39, 42]) expect(listRouteOf(id)).toBe('/worker/apply/list');
    expect(listRouteOf(26)).toBe('/worker/flow/transferDormitory/index');
    expect(listRouteOf(31)).toBe('/worker/flow/course/index');
    expect(listRouteOf(27)).toBe('/worker/flow/courseApplication/index');
    expect(listRouteOf(17)).toBe('/worker/flow/turnSiteApply/index');
  });
  it('puts the interview approvals on the interview list', () => {
    expect(listRouteOf(16)).toBe('/staff/flow/interview/index');
    expect(listRouteOf(32)).toBe('/staff/flow/interview/index');
  });
  it('answers nothing for types without a list', () => {
    expect(listRouteOf(99)).toBeUndefined();
    expect(listRouteOf(37)).toBeUndefined();
  });
});

describe('the routes of the generic list page', () => {
  it('has one route per path, each listing at least one type', () => {
    const paths = FLOW_LIST_ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const route of FLOW_LIST_ROUTES) expect(route.formIds.length).toBeGreaterThan(0);
  });
  it('serves the worker flows of seed 001 with their one form each', () => {
    expect(flowListRouteAt('/worker/flow/leaveJob/index')?.formIds).toEqual(['24']);
    expect(flowListRouteAt('/worker/flow/passportApplication/index')?.formIds).toEqual(['28']);
    expect(flowListRouteAt('/worker/flow/workerForm/index')?.formIds).toEqual(['30']);
    expect(flowListRouteAt('/worker/flow/leave/index')?.formIds).toEqual(['29']);
  });
  it('finds a route at its path and at its public variant, with or without a trailing slash', () => {
    expect(flowListRouteAt('/staff/flow/leave/index')?.formIds).toEqual(['2']);
    expect(flowListRouteAt('/worker/flow/course/public')?.formIds).toEqual(['31']);
    expect(flowListRouteAt('/worker/apply/list/public/')?.formIds).toHaveLength(7);
    expect(flowListRouteAt('/staff/flow/unknown/index')).toBeUndefined();
  });
  it('starts interviews only in form 4', () => {
    expect(flowListRouteAt('/staff/flow/interview/index')).toMatchObject({ formIds: ['4', '16', '32'], startFormIds: ['4'] });
  });
});

describe('public variants (seed 001 public-layout routes)', () => {
  it('replaces a trailing /index, else appends /public', () => {
    expect(publicPath('/worker/flow/leaveJob/index')).toBe('/worker/flow/leaveJob/public');
    expect(publicPath('/apply/list')).toBe('/apply/list/public');
    expect(publicPath('/flow/detail')).toBe('/flow/detail/public');
  });
  it('covers the apply lists and every worker flow route', () => {
    expect(PUBLIC_LIST_PATHS).toEqual(expect.arrayContaining(['/apply/list', '/apply/listByAuditor', '/worker/apply/list']));
    for (const name of ['leaveJob', 'courseApplication', 'passportApplication', 'workerForm', 'leave', 'turnSiteApply', 'course', 'transferDormitory']) {
      expect(PUBLIC_LIST_PATHS).toContain(`/worker/flow/${name}/index`);
    }
    expect(PUBLIC_LIST_PATHS.some((p) => p.startsWith('/staff/'))).toBe(false);
  });
});

describe('the table derived from the shared forms (@hr/contracts FORMS)', () => {
  it('is the table the web kept by hand before (routes in any order, each with its types in order)', () => {
    const staff = (name: string, ...ids: number[]) => ({ path: `/staff/flow/${name}/index`, formIds: ids.map(String) });
    const worker = (name: string, ...ids: number[]) => ({ path: `/worker/flow/${name}/index`, formIds: ids.map(String) });
    const before = [
      staff('employment', 1),
      staff('leave', 2),
      { ...staff('interview', 4, 16, 32), startFormIds: ['4'] },
      ...(
        [
          ['positive', 5],
          ['induction', 6],
          ['departure', 7],
          ['fire', 8],
          ['cancelHoliday', 9],
          ['muddleheaded', 10],
          ['evection', 11],
          ['reimbursement', 12],
          ['loan', 13],
          ['officeEquipment', 14],
          ['staffTraining', 15],
          ['hrForm', 18],
        ] as const
      ).map(([name, id]) => staff(name, id)),
      { path: '/worker/apply/list', formIds: ['24', '28', '29', '30', '34', '39', '42'] },
      worker('transferDormitory', 26),
      worker('course', 31),
      worker('courseApplication', 27),
      worker('turnSiteApply', 17),
      worker('leaveJob', 24),
      worker('passportApplication', 28),
      worker('workerForm', 30),
      worker('leave', 29),
    ];
    const byPath = (a: { path: string }, b: { path: string }) => a.path.localeCompare(b.path);
    expect([...FLOW_LIST_ROUTES].sort(byPath)).toEqual(before.sort(byPath));
    // the single-form worker lists come after the lists that are their forms' own
    expect(FLOW_LIST_ROUTES.slice(-4).map((r) => r.path)).toEqual(
      ['leaveJob', 'passportApplication', 'workerForm', 'leave'].map((name) => `/worker/flow/${name}/index`),
    );
  });
});
