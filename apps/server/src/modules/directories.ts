/**
 * THE list of directory reads: the only GET calls that may answer records outside the caller's data scopes
 * (pickers must offer approvers and recipients beyond one's own records; the worker selectors keep a configured
 * worker data scope unless the role holds `worker_pick_all`), and the only
 * fields each may carry: names, numbers and org units. Never an identity document (NRIC, FIN, passport,
 * work permit), a contact (mobile, e-mail), a room or pay. A repository serves its directory with
 * `directory()` (repository.ts) over exactly these columns (plus yes/no flags such as a worker's
 * `permitExpired`, computed in SQL: a flag, never the value), through `directoryRoute` (crud-routes.ts);
 * test/scope-harness.test.ts checks every GET route against this list.
 */
export const DIRECTORY_FIELDS = {
  staff: ['id', 'enName', 'staffNo', 'deptId', 'teamId', 'businessSectionId', 'projectId'],
  worker: ['id', 'employmentCode', 'name', 'projectId', 'teamId', 'status', 'isSupervisor', 'teamMemberStatus'],
} as const;

/** Each directory read (GET URL) and the directory it answers from. */
export const DIRECTORY_READS: Readonly<Record<string, keyof typeof DIRECTORY_FIELDS>> = {
  // the staff selector (approvers, recipients, colleagues)
  '/api/mcc-staff/staff/getStaffList': 'staff',
  // the worker selector (forms about site workers): search, lookups by id, the team tree's lists
  '/api/mcc-worker/info/siteAllList': 'worker',
  '/api/mcc-worker/info/workerList2': 'worker',
  '/api/mcc-worker/info/workerLists': 'worker',
};
