/** The administration and reference pages of issue 9: outbox, process definitions, attachments, specialists, addresses, card templates. */
const admin = {
  outbox: {
    title: 'Outbox', channel: 'Channel', state: 'Status', recipient: 'Recipient', subject: 'Subject', body: 'Message',
    createTime: 'Created', sentTime: 'Sent', attempts: 'Attempts', lastError: 'Last error', nextAttempt: 'Next attempt',
    resend: 'Resend', resendConfirm: 'Send this failed message again?',
    channels: { email: 'E-mail', sms: 'SMS', message: 'In-app message' },
    states: { pending: 'Pending', running: 'Sending', sent: 'Sent', dev: 'Kept (no provider)', failed: 'Failed' },
  },
  definitions: {
    title: 'Process definitions', form: 'Form', name: 'Process', processKey: 'Process key', version: 'Version', state: 'State',
    deployTime: 'Deployed', running: 'Running', finished: 'Finished', diagram: 'Diagram', latestOnly: 'Latest versions only',
    states: { active: 'Active', superseded: 'Superseded' },
  },
  attachments: {
    title: 'Attachments', name: 'File name', size: 'Size', type: 'Type', extension: 'Extension', owner: 'Uploaded by',
    createTime: 'Uploaded', storage: 'Storage', download: 'Download',
  },
  specialists: { title: 'Specialists', name: 'Trade', code: 'Code', sort: 'Sort' },
  addresses: {
    title: 'Attendance addresses', name: 'Address name', project: 'Project', address: 'Address', latitude: 'Latitude',
    longitude: 'Longitude', radius: 'Radius (m)', clockCardIp: 'Clock-card IP', ibeacon: 'iBeacon',
  },
  cardTemplates: {
    title: 'Card templates', name: 'Template name', code: 'Template code', cardType: 'Card type', background: 'Background',
    content: 'Content', sort: 'Sort', cardTypes: { 1: 'Staff card', 2: 'Worker card' },
  },
  forbidden: { title: '403', text: 'You do not have permission to open this page.', hint: 'Ask an administrator to grant you this menu.' },
};
export default admin;
