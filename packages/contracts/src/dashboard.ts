/**
 * The role dashboards (issue 11 section 3): one menu (`/dashboard`) and one button per panel. HR's panel
 * (headcount, permit and passport expiries, probations and renewals, dormitory occupancy, leave, approvals
 * waiting) and the directors' and department leaders' panel (settlements to review, approval times,
 * overdue tasks). Each statistic is one grouped query with the caller's data scopes applied.
 */
export const DASHBOARD_PERMISSIONS = { menu: 'dashboard', hr: 'dashboard_hr', director: 'dashboard_director' } as const;

/** Open approval tasks by how long they have waited (days since the task was created). */
export const WAITING_BUCKETS = ['lt1', 'd1to3', 'd3to7', 'gt7'] as const;
export type WaitingBucket = (typeof WAITING_BUCKETS)[number];

/** An open task older than this many days without its own due time counts as overdue on the directors' panel. */
export const OVERDUE_TASK_DAYS = 3;
