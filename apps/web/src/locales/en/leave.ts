/** Leave and vacation screens. */
const leave = {
  types: 'Leave types', rules: 'Entitlement rules', credits: 'Leave balances', staffRecords: 'Staff leave records', workerRecords: 'Worker leave records',
  calendar: 'Leave calendar', name: 'Name', code: 'Code', userType: 'For', staff: 'Staff', workers: 'Workers', day: 'Days a year', minDay: 'Minimum days a request',
  maxDay: 'Maximum days a request', haveSalary: 'Paid', sex: 'Gender', male: 'Male', female: 'Female', minAge: 'Minimum age', maxAge: 'Maximum age',
  minService: 'Minimum service (months)', nationality: 'Nationalities (codes, comma separated)', marital: 'Marital statuses (comma separated)',
  adjust: 'HR may adjust balances', leaveType: 'Open during probation', sort: 'Sort', remark: 'Remark', initialize: 'Add default types',
  initialized: '{{count}} leave types added', vacationType: 'Vacation type', basis: 'Grows with', service: 'Years of service', age: 'Age',
  tiers: 'Tiers', fromYears: 'From (years)', toYears: 'Below (years)', tierDays: 'Days', person: 'Staff or worker', staffNo: 'Staff number / employment code',
  personName: 'Name', startDate: 'Valid from', expireDate: 'Expires', days: 'Days', usedDays: 'Taken', pendingDays: 'Requested', remainingDays: 'Remaining',
  generate: 'Create balances of a year', year: 'Year', generated: '{{count}} balances created', leaveDays: 'Leave days', leaveStartTime: 'Leave start time',
  leaveEndTime: 'Leave end time', leaveUnit: 'Leave unit', fullDay: 'Full day', halfDay: 'Half day', leavePeriod: 'Leave period', morning: 'Morning',
  afternoon: 'Afternoon', leaveReason: 'Leave reason', status: 'Status', export: 'Export', nameOrNo: 'Name or number', worker: 'Worker',
  month: 'Month', yearView: 'Year', onLeave: '{{count}} on leave', history: 'Leave history', searchType: 'Search vacation type',
  status_pending: 'Pending', status_approved: 'Approved', status_rejected: 'Rejected', status_cancelLeave: 'cancel leave', status_recalled: 'Recalled', status_cancelled: 'Cancelled',
};

export default leave;
