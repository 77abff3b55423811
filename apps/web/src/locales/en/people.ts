/** Staff, workers and base data screens (issue 4). */
const people = {
  staff: 'Staff', nameOrNo: 'Name or number', staffNo: 'Staff number', enName: 'English name', cnName: 'Chinese name', department: 'Department',
  jobTitle: 'Job title', mobileCode: 'Code', mobile: 'Mobile', email: 'Email', nationality: 'Nationality', birthday: 'Birthday',
  entryDate: 'Entry date', status: 'Status', quitDate: 'Quit date', remark: 'Remark', records: 'Records',
  probation: 'Probation', confirmed: 'Confirmed', quit: 'Quit', rejoined: 'Rejoined', rejoin: 'Rejoin', confirmation: 'Confirmation',
  quitConfirm: 'Mark {{name}} as quit? The sign-in account will be closed.', rejoinConfirm: 'Let {{name}} rejoin? A new sign-in account will be created.',
  confirmationConfirm: 'Confirm {{name}} after probation?',
  duplicateMobile: 'The mobile you entered is duplicated', duplicateEmail: 'The Email you entered is duplicated', duplicateStaffNo: 'The EmployeeCode you entered is duplicated',
  dormitory: 'Dormitory', blk: 'Block', room: 'Room', bankName: 'Bank', bankAccountName: 'Account name', bankAccountNo: 'Account number',
  import: 'Import', downloadTemplate: 'Download template', chooseFile: 'Choose file', row: 'Row', column: 'Column', reason: 'Reason',
  importChecking: 'Uploading and checking every row…', importRefused: '{{count}} problems found: nothing was imported',
  name: 'Name', relationship: 'Relationship', occupation: 'Occupation', companyName: 'Company', position: 'Position', startDate: 'Start date',
  endDate: 'End date', leaveReason: 'Reason for leaving', certName: 'Certificate', certNo: 'Certificate number', issuer: 'Issuer',
  issueDate: 'Issue date', expiryDate: 'Expiry date', address: 'Address', school: 'School', degree: 'Degree', major: 'Major',
  projectName: 'Project', role: 'Role', contractValue: 'Contract value', changes: 'Changes', auditStatus: 'Review', pending: 'Pending',
  adopted: 'Adopted', failed: 'Failed', createTime: 'Created',
  projects: 'Projects', projectCode: 'Project code', developer: 'Developer', nature: 'Nature', countries: 'Countries', universities: 'Universities', cities: 'Cities', countryCode: 'Country code', englishName: 'English name', phoneCode: 'Calling code', code: 'Code', workers: 'Workers', employmentCode: 'Employment code', team: 'Team', finNo: 'FIN', wpNumber: 'Work permit number', wpExpiryDate: 'Work permit expiry', passportNumber: 'Passport number', passportExpiryDate: 'Passport expiry', expiringWithin: 'Expiring within (days)', supervisor: 'Supervisor', teams: 'Teams', teamName: 'Team name', memberCount: 'Members', members: 'Members', addMembers: 'Add members', removeMember: 'Remove', removeMemberConfirm: 'Take {{name}} out of the team?', changeProject: 'Change project', targetProject: 'Target project', sourceProject: 'Source project', transitionDate: 'Transfer date', transitions: 'Project transfers', done: 'Completed',
  cancelled: 'Cancelled',
  projectRoles: 'Project roles',
  sel: { recent: 'Recently', businessSection: 'Business section', department: 'Department', team: 'Team', project: 'Project', people: 'People', moveRight: 'Move right', chosen: 'Chosen ({{count}})' },
  tab: { family: 'Family', employment: 'Employment', certificates: 'Certificates', contacts: 'Contacts', education: 'Education', projects: 'Projects', updateLog: 'Update log' },
};

export default people;
