import type { APIRequestContext } from '@playwright/test';
import { apiCall as call, apiHeaders, roleWithMenus } from './helpers';

/** The password of every account the approval specs create. */
export const PASSWORD = 'Staff@2026-e2e';

export interface Person {
  account: string;
  userId: string;
  staffId: string;
  staffNo: string;
}

/** An account (new, or the existing `userId` moved into the department) with a staff record. */
export async function makePerson(
  request: APIRequestContext,
  h: Record<string, string>,
  o: { account: string; name: string; staffNo: string; roleId: string; deptId?: string; userId?: string },
): Promise<Person> {
  const user = await call<{ id: string }>(request, h, '/api/blade-user/submit', {
    ...(o.userId ? { id: o.userId } : { password: PASSWORD }),
    account: o.account,
    name: o.name,
    realName: o.name,
    roleId: o.roleId,
    deptId: o.deptId,
  });
  // joined years ago: leave types that need months of service (annual leave) are open to them
  const staff = await call<{ id: string }>(request, h, '/api/mcc-staff/staff/addStaff', {
    staffNo: o.staffNo,
    enName: o.name,
    userId: user.id,
    deptId: o.deptId,
    entryDate: '2020-01-06',
  });
  return { account: o.account, userId: user.id, staffId: staff.id, staffNo: o.staffNo };
}

/**
 * A department led by a leader, with an employee in it; both hold a role granted the approval screens
 * (plus the menus `extraMenus` accepts).
 */
export async function departmentWithLeader(request: APIRequestContext, run: string, extraMenus: (code: string) => boolean = () => false) {
  const h = await apiHeaders(request);
  const { id: roleId } = await roleWithMenus(
    request,
    h,
    `employee_${run}`,
    `employee_${run}`,
    (code) => code === 'staff' || code === 'staff_view' || code === 'work' || code.startsWith('work_') || extraMenus(code),
  );
  const leader = await call<{ id: string }>(request, h, '/api/blade-user/submit', {
    account: `lead.${run}`,
    name: 'Lena Leader',
    realName: 'Lena Leader',
    password: PASSWORD,
    roleId,
  });
  const dept = await call<{ id: string }>(request, h, '/api/blade-system/dept/submit', {
    deptName: `Ops ${run}`,
    parentId: '0',
    deptCategory: 2,
    deptLeader: leader.id,
  });
  const leaderPerson = await makePerson(request, h, {
    account: `lead.${run}`,
    name: 'Lena Leader',
    staffNo: `L${run}`,
    roleId,
    deptId: dept.id,
    userId: leader.id,
  });
  const employee = await makePerson(request, h, { account: `emp.${run}`, name: 'Eddie Employee', staffNo: `E${run}`, roleId, deptId: dept.id });
  // leave requests are checked by the leave module: a confirmed staff with an annual-leave balance
  await call(request, h, '/api/mcc-staff/staff/confirmation', { id: employee.staffId });
  const annual = (await call<{ records: { id: string }[] }>(request, h, '/api/mcc-base/baseVacationInfo/page?type=annual&userType=1')).records[0];
  const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
  await call(request, h, '/api/mcc-staff/vacationCreditDetail/update', {
    userType: 1,
    personId: employee.staffId,
    vacationInfoId: annual.id,
    startDate: day(-1),
    expireDate: day(60),
    days: 10,
  });
  return { admin: h, roleId, deptId: dept.id, leader: leaderPerson, employee, annualLeaveId: annual.id };
}
