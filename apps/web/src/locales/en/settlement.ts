/** Worker salary settlement (seed 000 sections 2, 3, 5) and the director's review. */
const settlement = {
  payslip: 'Payslip (PDF)', payslipFile: 'Payslip',
  title: 'Salary settlement', list: 'Salary settlements', details: 'Settlement details', history: 'History', worker: 'Worker',
  employmentCode: 'Employment code', name: 'Name', project: 'Project', specialist: 'Specialist', team: 'Team',
  lastWorkingDay: 'Last working day', attendanceSummary: 'Attendance summary', attendanceDays: 'Attendance days',
  totalHours: 'Total hours', overtimeHours: 'Overtime hours', settlementTable: 'Salary settlement', item: 'Item',
  amount: 'Amount', attendance: 'Attendance', settleAmount: 'Settle amount', itemsTable: 'Settlement items', salary: 'Salary',
  grossWages: 'Gross Wages', nettSalary: 'Nett Salary', generate: 'Generate', generateTitle: 'Generate a settlement',
  save: 'Save', send: 'Send for approval', sendConfirm: 'Send this settlement for approval? It cannot be changed afterwards.',
  status: 'Status', statuses: { 0: 'Draft', 1: 'Sent', 2: 'Approved', 3: 'Returned' }, open: 'Open', sendTime: 'Sent at',
  readOnly: 'This settlement has been sent and cannot be changed.', directorExamine: 'Director review', initiator: 'Initiator',
  step: 'Step', approve: 'Approve', reject: 'Reject', noHistory: 'No approval yet', createTime: 'Created',
  month: {
    title: 'Generate month', hint: "Settles every worker with attendance in the month (up to its last day) as one background job. Workers whose month already has a settlement are skipped.",
    month: 'Month', project: 'Project', allProjects: 'All projects', start: 'Generate settlements', progress: '{{done}} of {{total}} workers', cancel: 'Cancel',
    created: 'Created', skipped: 'Skipped', failed: 'Failed', reason: 'Reason', unknownWorker: 'Removed worker',
    states: { pending: 'Waiting', running: 'Generating', done: 'Finished', failed: 'Failed', cancelled: 'Cancelled' },
    reasons: { noWage: 'No basic hour wage or monthly salary in the employment terms', beforeEntry: "The month ends before the worker's entry date", noWorker: 'The worker no longer exists' },
  },
};
export default settlement;
