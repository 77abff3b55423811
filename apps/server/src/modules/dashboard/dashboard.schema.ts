import { z } from 'zod';

const n = z.number();
const group = z.object({ id: z.string().nullable(), name: z.string().nullable(), count: n });
const expiries = z.array(z.object({ groupId: z.string().nullable(), groupName: z.string().nullable(), expired: n, due30: n, due60: n, due90: n }));

export const hrDashboard = z.object({
  expiryGroup: z.string(),
  headcountByDept: z.array(group),
  headcountByProject: z.array(group),
  headcountByNationality: z.array(z.object({ nationality: z.string().nullable(), staff: n, workers: n, count: n })),
  permits: expiries,
  passports: expiries,
  probations: z.object({ overdue: n, due30: n, due60: n, due90: n, assessing: n }),
  renewals: z.object({ expired: n, due30: n, due60: n, due90: n }),
  dormitories: z.array(z.object({ id: z.string(), name: z.string(), beds: n, occupied: n, free: n })),
  onLeave: z.array(
    z.object({
      id: z.string(),
      userType: n,
      name: z.string().nullable(),
      deptName: z.string().nullable(),
      vacationName: z.string().nullable(),
      leaveStartTime: z.string(),
      leaveEndTime: z.string(),
      leaveDays: n,
      today: z.boolean(),
    }),
  ),
  onLeaveToday: n,
  approvalsWaiting: z.object({ lt1: n, d1to3: n, d3to7: n, gt7: n }),
});

export const directorDashboard = z.object({
  settlements: z.array(group.extend({ awaitingMe: n, grossWages: n, nettSalary: n })),
  approvalTimes: z.array(z.object({ formId: z.string(), formName: z.string(), step: z.string(), count: n, medianHours: n, p90Hours: n })),
  overdue: z.array(z.object({ assignee: z.string(), assigneeName: z.string().nullable(), count: n, oldestDays: n })),
});
