/** Approval screens (issue 5). */
const flow = {
  oaCreate: 'OA CREATE', oaEnd: 'OA END', detail: 'Request', history: 'Approval history', diagram: 'Process diagram',
  approve: 'Approve', reject: 'Reject', approveSelected: 'Approve selected', rejectSelected: 'Reject selected', batchResult: '{{done}} done, {{failed}} not done', comment: 'Comment', recall: 'Recall', cancel: 'Cancel request', hrAudit: 'HR audit',
  leaveHistory: 'Leave history', print: 'Print', share: 'Share', recipients: 'Recipients', saveDraft: 'Save draft', start: 'Start',
  update: 'Save changes', startRequest: 'Start a request', pickForm: 'Choose a form', myApplications: 'My applications',
  byAuditor: 'Requests I approve', audit: 'Audit', todo: 'To do', done: 'Approval records', sent: 'Sent records',
  messages: 'Notifications and messages', shared: 'Shared with me', formName: 'Form', processId: 'Request no.', initiator: 'Initiator', applicant: 'Applicant',
  status: 'Status', taskName: 'Current step', assignee: 'Approver', createTime: 'Created', endTime: 'Ended', duration: 'Duration',
  hrAudited: 'HR audited', open: 'Open', confirmRecall: 'Recall this request?', confirmCancel: 'Cancel this request?',
  confirmHrAudit: 'Mark this request as audited by HR?', markRead: 'Mark read', markAllRead: 'Mark all read', isRead: 'Read',
  unread: 'Unread', category: 'Category', title: 'Title', content: 'Content', formCustom: 'Form designer', fields: 'Fields',
  designProcess: 'Approval process', deploy: 'Deploy new version', deployed: 'Deployed version {{version}}', formKey: 'Process key',
  noDiagram: 'No diagram', printTitle: 'Approval form', approvedBy: 'Approved by', notFound: 'Request not found',
  leaveDays: 'Leave days', vacationName: 'Vacation type', leaveStartTime: 'Start', leaveEndTime: 'End',
  statuses: { draft: 'Draft', running: 'In progress', approved: 'Approved', rejected: 'Rejected', recalled: 'Recalled', cancelled: 'Cancelled' },
  categories: { todo: 'To do', result: 'Result', share: 'Shared', escalation: 'Escalation' },
  fieldName: 'Field name', fieldLabel: 'Label', fieldType: 'Type', required: 'Required', span: 'Width (of 24)', sort: 'Sort',
  search: 'Searchable', dictCode: 'Dictionary', placeholder: 'Placeholder', formEditDisabled: 'Read-only when editing',
  fieldOption: 'Options (JSON)', defaultValue: 'Default value', formId: 'Form', selectForm: 'Select a form first',
  newRequest: 'New request', workerApplications: 'Worker applications', requests: 'Requests', toApprove: 'To approve',
  myRequests: 'My requests', handledByMe: 'Handled by me', allRequests: 'All requests', messageList: 'Messages', notifications: 'Notifications',
  home: {
    todo: 'Waiting for my approval', unread: 'Unread messages', running: 'My requests in progress', toAudit: 'Approved, awaiting HR audit',
    recent: 'My recent requests', allMine: 'All my requests', noRequests: 'You have not made any requests yet', waitingAt: 'at: {{step}}',
  },
};
export default flow;
