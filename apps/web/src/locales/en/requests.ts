/** Request numbers and the labels of codes in lists (English). */
export default {
  noNumberYet: 'Draft (no number yet)',
  requestPrefix: 'Request number prefix',
  requestPrefixHelp: 'Capital letters or digits, e.g. LV: requests are numbered LV-2026-000123. Empty: REQ.',
  formCategories: { 1: 'Staff', 2: 'Worker', 3: 'Interview', 4: 'Salary settlement', 5: 'Attendance' },
};
