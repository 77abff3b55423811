/** English: the source language. Spec messages here are quoted exactly from the specs. */
import people from './people';
import flow from './flow';
import housing from './housing';
import leave from './leave';
import recruit from './recruit';
import attendance from './attendance';
import settlement from './settlement';
import admin from './admin';
import probation from './probation';
import desk from './desk';
import compliance from './compliance';
import delegation from './delegation';
import feeds from './feeds';
import oidc from './oidc';
import documents from './documents';
import dashboard from './dashboard';
import requests from './requests';
const en = {
  admin,
  people,
  flow,
  housing,
  leave,
  recruit,
  attendance,
  settlement,
  probation,
  compliance,
  delegation,
  feeds,
  oidc,
  documents,
  dashboard,
  desk,
  requests,
  app: { name: 'HR Platform', titleSuffix: ' - HR Platform' },
  common: {
    search: 'Search', reset: 'Reset', add: 'Add', edit: 'Edit', view: 'View', delete: 'Delete', save: 'Save', cancel: 'Cancel',
    confirm: 'Confirm', submit: 'Submit', close: 'Close', refresh: 'Refresh', upload: 'Upload', download: 'Download',
    columns: 'Columns', actions: 'Actions', batchDelete: 'Batch delete', total: 'Total {{total}} items', yes: 'Yes', no: 'No',
    back: 'Back', loading: 'Loading…', retry: 'Retry', select: 'Select', clear: 'Clear', index: '#', expand: 'Expand',
    collapse: 'Collapse', noData: 'No data', success: 'success', more: 'More',
  },
  prompt: {
    success: 'The operation successful!',
    failure: 'The operation failure!',
    notItself: 'Do not select itself, please select another item！',
    notParent: 'You cannot select a parent node！',
    fileNotUploaded: 'File Not uploaded',
    uploadIsLoading: 'Please wait until the upload is complete',
    selectOne: 'Please select at least one piece of data!',
    deleteConfirm: 'Are you sure you want to delete the selected data?',
  },
  rules: {
    required: 'The {{field}} field is required',
    email: 'The {{field}} field must be a valid email',
    min: '{{field}} is too short, you want to get hacked?',
    confirmed: 'The {{field}} field confirmation does not match',
    regex: 'The {{field}} field format is invalid',
    between: 'The {{field}} field must be between {{min}} and {{max}}',
    alpha: 'The {{field}} field may only contain alphabetic characters',
    integer: 'The {{field}} field must be an integer',
    digits: 'The {{field}} field must be numeric and exactly contain {{length}} digits',
    alpha_dash: 'The {{field}} field may contain alpha-numeric characters as well as dashes and underscores',
    alpha_num: 'The {{field}} field may only contain alpha-numeric characters',
    length: 'The {{field}} field must be {{length}} long',
    positive: 'Please enter positive number!',
    credit_card: 'It is not valid credit card!',
    password: 'Your {{field}} must contain at least one uppercase, one lowercase, one special character and one digit',
    url: 'URL is invalid',
    cellRequired: 'this is required',
    textareaMax: 'At most {{max}} characters',
    nameLength: 'Name length must be 2 to 20 characters',
  },
  login: {
    title: 'Sign in', tenantId: 'Tenant ID', account: 'Account', password: 'Password', captcha: 'Captcha',
    submit: 'Sign in', bySms: 'Sign in with SMS', byPassword: 'Sign in with password', phone: 'Phone', countryCode: 'Country code',
    otp: 'One-time code', sendCode: 'Send code', resendIn: 'Resend in {{seconds}} s', codeSent: 'The code has been sent',
    accountRequired: 'Please enter your account', passwordRequired: 'Please enter your password', phoneRequired: 'Please enter your phone number',
    otpRequired: 'Please enter the one-time code', emailRequired: 'Please enter your email', captchaRequired: 'Please enter the captcha',
    sso: 'Signing in with the portal…', ssoMissing: 'The portal did not send a sign-in token.', downloadApp: 'Download the portal app',
    downloadAppText: 'Install the portal app on your phone to approve on the go. Ask your administrator for the download link of your company.',
    refreshCaptcha: 'Click to refresh',
  },
  lock: { title: 'Screen locked', text: 'Enter your password to unlock', unlock: 'Unlock', lock: 'Lock screen', wrong: 'The password is not correct' },
  password: {
    title: 'Change password', forcedTitle: 'Please change your password', forcedInitial: 'You are using the initial password. Change it to continue.',
    forcedExpired: 'Your password is older than 90 days. Change it to continue.',
    oldPassword: 'Old password', newPassword: 'New password', newPassword1: 'Confirm new password',
    check1: 'The new password cannot be the initial password',
    check2: 'The new password must be different from the old password',
    check3: 'Enter the password twice inconsistent',
  },
  shell: { openPages: 'Open pages', closeTagHint: 'Press Delete to close', mainMenu: 'Main menu', collapseMenu: 'Collapse the menu', expandMenu: 'Expand the menu', menuSearch: 'Search the menu', menuSearchNone: 'No page of that name',
    frameRefused: 'This address is not one of your menu pages', frameRefusedHint: 'Only the pages of your menu open inside the app. Check the link or ask your administrator.', unreadMessages: 'Messages ({{count}} unread)', departmentReport: 'Department report',
    home: 'Home', logout: 'Log out', accountSetting: 'Account setting', language: 'Language', skin: 'Skin', light: 'Light', dark: 'Dark',
    layout: 'Layout', vertical: 'Side menu', horizontal: 'Top menu', closeOthers: 'Close others', closeAll: 'Close all',
    versionBanner: 'System updated, please refresh to load the latest version, otherwise some of functions not work properly.',
    refreshNow: 'Refresh', chunkFailed: 'This page could not be loaded. Check your connection and retry.',
    notFound: 'The page you are looking for does not exist.', backHome: 'Back to home', welcome: 'Welcome, {{name}}',
    notBuilt: 'This page is not available yet.',
    dateFormat: 'Date format', dateFormatDefault: 'As the language writes dates ({{example}})',
  },
  upload: { select: 'Select file', limit: 'At most {{limit}} files', failed: 'Upload failed' },
  selector: { user: 'User selector', staff: 'Staff selector', worker: 'Worker selector', site: 'Site selector', team: 'Team selector', assessment: 'Assessment selector', keyword: 'Name or number' },
  editor: { bold: 'Bold', italic: 'Italic', underline: 'Underline', strike: 'Strike', ordered: 'Numbered list', bullet: 'Bulleted list', indent: 'Indent', outdent: 'Outdent', direction: 'Right to left', font: 'Font', color: 'Colour', align: 'Align', link: 'Link', image: 'Image', linkPrompt: 'Link address' },
  system: {
    scopeName: 'Scope name', resourceCode: 'Resource code', scopeColumn: 'Column', scopeType: 'Scope type', scopeValue: 'Departments', scopePath: 'API path', scopeAll: 'All', scopeCustom: 'Chosen departments', scopeSelf: 'Own records', scopeOwnDept: 'Own department', scopeDeptTree: 'Own department and below',
    from: 'From', to: 'To', method: 'Method', reply: 'Reply',
    user: 'Users', role: 'Roles', menu: 'Menus', dept: 'Departments', post: 'Posts', dict: 'Dictionaries', dictBiz: 'Business dictionaries',
    param: 'Parameters', client: 'Clients', oss: 'Object storage', feedback: 'Feedback', appVersion: 'App versions', auditLog: 'Audit log',
    administration: 'System', resetPassword: 'Reset password', resetConfirm: 'Reset the password of the selected users to the initial password?',
    grant: 'Permissions', menuGrant: 'Menu permissions', dataScope: 'Data scope', apiScope: 'API scope', children: 'Children',
    account: 'Account', realName: 'Real name', name: 'Name', email: 'Email', phone: 'Phone', roleName: 'Role name', roleAlias: 'Role alias',
    deptName: 'Department name', parent: 'Parent', sort: 'Sort', code: 'Code', path: 'Path', icon: 'Icon', category: 'Category', alias: 'Alias',
    isOpen: 'New window', postName: 'Post name', postCode: 'Post code', postCategory: 'Post category', dictKey: 'Key', dictValue: 'Value',
    sealed: 'Sealed', remark: 'Remark', paramName: 'Parameter name', paramKey: 'Parameter key', paramValue: 'Parameter value',
    clientId: 'Client id', clientSecret: 'Client secret', grantTypes: 'Grant types', scope: 'Scope', accessTokenValidity: 'Access token validity (s)',
    refreshTokenValidity: 'Refresh token validity (s)', redirectUri: 'Redirect URI', endpoint: 'Endpoint', bucketName: 'Bucket', status: 'Status',
    title: 'Title', type: 'Type', content: 'Content', process: 'Process', closeFeedback: 'Close', appVersionNo: 'Version', deviceMode: 'Device',
    url: 'Download URL', forceUpdate: 'Force update', createTime: 'Created', operator: 'Operator', action: 'Action', target: 'Target',
    detail: 'Detail', ip: 'IP', menuType: 'Menu', buttonType: 'Button', deptCategory: 'Category', company: 'Company', department: 'Department',
    fullName: 'Full name', roleIds: 'Roles', deptIds: 'Departments', postIds: 'Posts', sex: 'Sex', birthday: 'Birthday', userType: 'User type',
    accessKey: 'Access key', secretKey: 'Secret key', ossCode: 'Code', enabled: 'Enabled', disabled: 'Disabled',
  },
};

export default en;
export type Messages = typeof en;
