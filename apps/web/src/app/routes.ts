import type { ComponentType } from 'react';
import { FLOW_LIST_ROUTES, PUBLIC_LIST_PATHS, publicPath } from '../modules/flow/routeTable';

/**
 * Pages reachable from the server's menu tree, by menu path. The menu decides what the side menu shows;
 * this table decides which code renders a path. Each page is its own chunk.
 */
export interface PageEntry {
  path: string;
  titleKey: string;
  /** A public variant's menu path: the page is named after that menu (and needs it, see `requiresMenu`). */
  menuPath?: string;
  /**
   * A menu page opens only for users whose menu tree holds its path (else the shell shows 403). False for
   * pages reached from other pages rather than from the menu (details, views, legacy paths).
   */
  requiresMenu?: false;
  /** Query parameters naming a different record (a tab each, see RouteHandle.tagParams). */
  tagParams?: readonly string[];
  /** Where the page's menu is also a group (Workers): the name of the entry that opens the page inside the group. */
  groupEntryKey?: string;
  load: () => Promise<{ default: ComponentType }>;
}

export const menuPages: PageEntry[] = [
  { path: '/system/user', titleKey: 'system.user', load: () => import('../modules/system/UserPage') },
  { path: '/system/role', titleKey: 'system.role', load: () => import('../modules/system/RolePage') },
  { path: '/system/menu', titleKey: 'system.menu', load: () => import('../modules/system/MenuPage') },
  { path: '/system/data-scope', titleKey: 'system.dataScope', load: () => import('../modules/system/ScopePage').then((m) => ({ default: m.DataScopePage })) },
  { path: '/system/api-scope', titleKey: 'system.apiScope', load: () => import('../modules/system/ScopePage').then((m) => ({ default: m.ApiScopePage })) },
  { path: '/system/dept', titleKey: 'system.dept', load: () => import('../modules/system/DeptPage') },
  { path: '/system/post', titleKey: 'system.post', load: () => import('../modules/system/PostPage') },
  { path: '/system/dict', titleKey: 'system.dict', load: () => import('../modules/system/DictPage') },
  { path: '/system/dictbiz', titleKey: 'system.dictBiz', load: () => import('../modules/system/DictBizPage') },
  { path: '/system/param', titleKey: 'system.param', load: () => import('../modules/system/ParamPage') },
  { path: '/system/client', titleKey: 'system.client', load: () => import('../modules/system/ClientPage') },
  { path: '/resource/oss', titleKey: 'system.oss', load: () => import('../modules/system/OssPage') },
  { path: '/system/feedback', titleKey: 'system.feedback', load: () => import('../modules/system/FeedbackPage') },
  { path: '/system/app-version', titleKey: 'system.appVersion', load: () => import('../modules/system/AppVersionPage') },
  { path: '/system/audit-log', titleKey: 'system.auditLog', load: () => import('../modules/system/AuditLogPage') },
  { path: '/system/outbox', titleKey: 'admin.outbox.title', load: () => import('../modules/system/OutboxPage') },
  { path: '/system/webhook', titleKey: 'feeds.webhook.title', load: () => import('../modules/system/WebhookPage') },
  { path: '/system/oidc', titleKey: 'oidc.page.title', load: () => import('../modules/system/OidcPage') },
  { path: '/resource/attach', titleKey: 'admin.attachments.title', load: () => import('../modules/system/AttachmentPage') },
  { path: '/flow/manager', titleKey: 'admin.definitions.title', load: () => import('../modules/flow/ProcessDefinitionPage') },
  { path: '/dashboard', titleKey: 'dashboard.title', load: () => import('../modules/dashboard/DashboardPage') },
  { path: '/staff', titleKey: 'people.staff', load: () => import('../modules/staff/StaffPage') },
  { path: '/staff/detail/:id', titleKey: 'people.profile.title', requiresMenu: false, load: () => import('../modules/staff/StaffDetailPage') },
  { path: '/worker', titleKey: 'people.workers', groupEntryKey: 'people.workerList', load: () => import('../modules/worker/WorkerPage') },
  { path: '/worker/detail/:id', titleKey: 'people.profile.title', requiresMenu: false, load: () => import('../modules/worker/WorkerProfilePage') },
  { path: '/worker/compliance', titleKey: 'compliance.centre', load: () => import('../modules/compliance/CompliancePage') },
  { path: '/worker/team', titleKey: 'people.teams', load: () => import('../modules/worker/TeamPage') },
  { path: '/worker/transition', titleKey: 'people.transitions', load: () => import('../modules/worker/TransitionPage') },
  { path: '/worker/specialist', titleKey: 'admin.specialists.title', load: () => import('../modules/worker/SpecialistPage') },
  { path: '/worker/cFactory', titleKey: 'housing.siteTransfers', load: () => import('../modules/housing/FactoryPage') },
  { path: '/housing/plot', titleKey: 'housing.plots', load: () => import('../modules/housing/PlotPage') },
  { path: '/housing/building', titleKey: 'housing.buildingList', load: () => import('../modules/housing/BuildingPage') },
  { path: '/housing/room', titleKey: 'housing.roomList', load: () => import('../modules/housing/RoomPage') },
  { path: '/housing/occupant', titleKey: 'housing.occupants', load: () => import('../modules/housing/OccupantPage') },
  { path: '/housing/declaration', titleKey: 'compliance.declarations', load: () => import('../modules/compliance/DeclarationPage') },
  { path: '/base/project', titleKey: 'people.projects', load: () => import('../modules/base/ProjectPage') },
  { path: '/base/country', titleKey: 'people.countries', load: () => import('../modules/base/LookupPage').then((m) => ({ default: m.CountryPage })) },
  { path: '/base/university', titleKey: 'people.universities', load: () => import('../modules/base/LookupPage').then((m) => ({ default: m.UniversityPage })) },
  { path: '/base/city', titleKey: 'people.cities', load: () => import('../modules/base/LookupPage').then((m) => ({ default: m.CityPage })) },
  { path: '/base/attendanceAddress', titleKey: 'admin.addresses.title', load: () => import('../modules/base/AttendanceAddressPage') },
  { path: '/base/cardtemplate', titleKey: 'admin.cardTemplates.title', load: () => import('../modules/base/CardTemplatePage') },
  { path: '/process/index', titleKey: 'flow.audit', load: () => import('../modules/flow/ProcessListPages').then((m) => ({ default: m.AuditPage })) },
  {
    path: '/apply/list',
    titleKey: 'flow.myApplications',
    load: () => import('../modules/flow/ProcessListPages').then((m) => ({ default: m.MyApplicationsPage })),
  },
  {
    path: '/apply/listByAuditor',
    titleKey: 'flow.byAuditor',
    load: () => import('../modules/flow/ProcessListPages').then((m) => ({ default: m.ByAuditorPage })),
  },
  { path: '/work/start', titleKey: 'flow.startRequest', load: () => import('../modules/desk/StartRequestPage') },
  { path: '/work/todo', titleKey: 'flow.todo', load: () => import('../modules/flow/ProcessListPages').then((m) => ({ default: m.TodoPage })) },
  { path: '/work/done', titleKey: 'flow.done', load: () => import('../modules/flow/ProcessListPages').then((m) => ({ default: m.DonePage })) },
  { path: '/work/send', titleKey: 'flow.sent', load: () => import('../modules/flow/ProcessListPages').then((m) => ({ default: m.SentPage })) },
  { path: '/work/shared', titleKey: 'flow.shared', load: () => import('../modules/flow/ProcessListPages').then((m) => ({ default: m.SharedPage })) },
  // /work/message: the menu path of installs seeded before /myApplication/message
  {
    path: '/work/message',
    titleKey: 'flow.messageList',
    requiresMenu: false,
    load: () => import('../modules/flow/ProcessListPages').then((m) => ({ default: m.MessagesPage })),
  },
  {
    path: '/myApplication/message',
    titleKey: 'flow.messageList',
    load: () => import('../modules/flow/ProcessListPages').then((m) => ({ default: m.MessagesPage })),
  },
  { path: '/work/delegation', titleKey: 'delegation.title', load: () => import('../modules/flow/DelegationPage') },
  {
    path: '/myApplication/notifications',
    titleKey: 'flow.notifications',
    load: () => import('../modules/flow/ProcessListPages').then((m) => ({ default: m.NotificationsPage })),
  },
  { path: '/leave/vacationInfo', titleKey: 'leave.types', load: () => import('../modules/leave/LeavePages').then((m) => ({ default: m.VacationTypePage })) },
  { path: '/leave/vacationRule', titleKey: 'leave.rules', load: () => import('../modules/leave/LeavePages').then((m) => ({ default: m.VacationRulePage })) },
  { path: '/leave/credit', titleKey: 'leave.credits', load: () => import('../modules/leave/LeavePages').then((m) => ({ default: m.CreditPage })) },
  { path: '/leave/record', titleKey: 'leave.staffRecords', load: () => import('../modules/leave/LeavePages').then((m) => ({ default: m.StaffLeavePage })) },
  { path: '/leave/worker', titleKey: 'leave.workerRecords', load: () => import('../modules/leave/LeavePages').then((m) => ({ default: m.WorkerLeavePage })) },
  { path: '/recruit/job', titleKey: 'recruit.jobs', load: () => import('../modules/recruit/JobPage') },
  { path: '/recruit/resume', titleKey: 'recruit.resumes', load: () => import('../modules/recruit/ResumePage') },
  { path: '/recruit/interview', titleKey: 'recruit.interviews', load: () => import('../modules/recruit/InterviewPage') },
  {
    path: '/recruit/interview/view',
    titleKey: 'recruit.interview',
    requiresMenu: false,
    tagParams: ['id'],
    load: () => import('../modules/recruit/InterviewViewPage'),
  },
  { path: '/attendance/holiday', titleKey: 'attendance.holidaySchemes', load: () => import('../modules/attendance/HolidaySchemePage') },
  { path: '/scheme', titleKey: 'attendance.schemes', load: () => import('../modules/attendance/AttendanceSchemePage') },
  { path: '/attendance/record', titleKey: 'attendance.records', load: () => import('../modules/attendance/AttendanceRecordPage') },
  { path: '/sumByTeam', titleKey: 'attendance.sumByTeam', load: () => import('../modules/attendance/SumByTeamPage') },
  { path: '/worker/salarySettlement', titleKey: 'settlement.list', load: () => import('../modules/settlement/SettlementListPage') },
  {
    path: '/worker/salarySettlement/view/:id',
    titleKey: 'settlement.title',
    requiresMenu: false,
    load: () => import('../modules/settlement/SettlementViewPage'),
  },
  { path: '/directorExamine', titleKey: 'settlement.directorExamine', load: () => import('../modules/settlement/DirectorExaminePage') },
  { path: '/probation/staff', titleKey: 'probation.probationStaff', load: () => import('../modules/probation/ProbationPage') },
  { path: '/probation/renewal', titleKey: 'probation.renewal', load: () => import('../modules/probation/RenewalPage') },
  { path: '/probation/assessed', titleKey: 'probation.assessedStaff', load: () => import('../modules/probation/AssessedStaffTable') },
  { path: '/benefit/type', titleKey: 'probation.benefitTypes', load: () => import('../modules/benefit/BenefitTypePage') },
  { path: '/benefit/staff', titleKey: 'probation.staffBenefits', load: () => import('../modules/benefit/StaffBenefitPage') },
  { path: '/formCustom', titleKey: 'flow.formCustom', load: () => import('../modules/flow/FormCustomPage') },
  // the leave calendar in the shell (the menu's entry); its public variant is below
  { path: '/staff/vacation/leaveCalendar', titleKey: 'leave.calendar', load: () => import('../modules/leave/LeaveCalendarPage') },
  // the process-type table: one generic page for every route
  ...FLOW_LIST_ROUTES.map((route) => ({ path: route.path, titleKey: 'flow.requests', load: () => import('../modules/flow/FlowTypeListPage') })),
];

const pageAt = (path: string): PageEntry => menuPages.find((page) => page.path === path)!;
const listPage = (name: 'TodoPage' | 'MessagesPage' | 'NotificationsPage' | 'SentPage' | 'DonePage') => () =>
  import('../modules/flow/ProcessListPages').then((m) => ({ default: m[name] }));

/**
 * Pages of the public layout (seed 001): no side menu, tags or breadcrumbs, for the portal and the mobile
 * app to embed. Other modules add their public routes here.
 */
export const publicPages: PageEntry[] = [
  { path: '/home', titleKey: 'shell.home', load: () => import('../pages/HomePage') },
  { path: '/todo', titleKey: 'flow.todo', load: listPage('TodoPage') },
  { path: '/message', titleKey: 'flow.messageList', load: listPage('MessagesPage') },
  { path: '/notifications', titleKey: 'flow.notifications', load: listPage('NotificationsPage') },
  { path: '/sendRecord', titleKey: 'flow.sent', load: listPage('SentPage') },
  { path: '/approvalRecord', titleKey: 'flow.done', load: listPage('DonePage') },
  { path: '/staff/vacation/leaveCalendar/public', titleKey: 'leave.calendar', load: () => import('../modules/leave/LeaveCalendarPage') },
  { path: publicPath('/flow/detail'), titleKey: 'flow.detail', load: () => import('../modules/flow/ProcessDetailPage') },
  ...PUBLIC_LIST_PATHS.map((path) => ({ ...pageAt(path), path: publicPath(path), menuPath: path })),
];
