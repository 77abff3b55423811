import type { ComponentType } from 'react';

/**
 * Pages reachable from the server's menu tree, by menu path. The menu decides what the side menu shows;
 * this table decides which code renders a path. Each page is its own chunk.
 */
export interface PageEntry {
  path: string;
  titleKey: string;
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
  { path: '/staff', titleKey: 'people.staff', load: () => import('../modules/staff/StaffPage') },
  { path: '/staff/detail/:id', titleKey: 'people.records', load: () => import('../modules/staff/StaffDetailPage') },
  { path: '/worker', titleKey: 'people.workers', load: () => import('../modules/worker/WorkerPage') },
  { path: '/worker/team', titleKey: 'people.teams', load: () => import('../modules/worker/TeamPage') },
  { path: '/worker/transition', titleKey: 'people.transitions', load: () => import('../modules/worker/TransitionPage') },
  { path: '/base/project', titleKey: 'people.projects', load: () => import('../modules/base/ProjectPage') },
  { path: '/base/country', titleKey: 'people.countries', load: () => import('../modules/base/LookupPage').then((m) => ({ default: m.CountryPage })) },
  { path: '/base/university', titleKey: 'people.universities', load: () => import('../modules/base/LookupPage').then((m) => ({ default: m.UniversityPage })) },
  { path: '/base/city', titleKey: 'people.cities', load: () => import('../modules/base/LookupPage').then((m) => ({ default: m.CityPage })) },
  { path: '/process/index', titleKey: 'flow.audit', load: () => import('../modules/flow/ProcessListPages').then((m) => ({ default: m.AuditPage })) },
  { path: '/apply/list', titleKey: 'flow.myApplications', load: () => import('../modules/flow/ProcessListPages').then((m) => ({ default: m.MyApplicationsPage })) },
  { path: '/apply/listByAuditor', titleKey: 'flow.byAuditor', load: () => import('../modules/flow/ProcessListPages').then((m) => ({ default: m.ByAuditorPage })) },
  { path: '/work/start', titleKey: 'flow.startRequest', load: () => import('../modules/flow/ProcessListPages').then((m) => ({ default: m.StartRequestPage })) },
  { path: '/work/todo', titleKey: 'flow.todo', load: () => import('../modules/flow/ProcessListPages').then((m) => ({ default: m.TodoPage })) },
  { path: '/work/done', titleKey: 'flow.done', load: () => import('../modules/flow/ProcessListPages').then((m) => ({ default: m.DonePage })) },
  { path: '/work/send', titleKey: 'flow.sent', load: () => import('../modules/flow/ProcessListPages').then((m) => ({ default: m.SentPage })) },
  { path: '/work/shared', titleKey: 'flow.shared', load: () => import('../modules/flow/ProcessListPages').then((m) => ({ default: m.SharedPage })) },
  { path: '/work/message', titleKey: 'flow.messages', load: () => import('../modules/flow/ProcessListPages').then((m) => ({ default: m.MessagesPage })) },
  { path: '/probation/staff', titleKey: 'probation.probationStaff', load: () => import('../modules/probation/ProbationPage') },
  { path: '/probation/renewal', titleKey: 'probation.renewal', load: () => import('../modules/probation/RenewalPage') },
  { path: '/probation/assessed', titleKey: 'probation.assessedStaff', load: () => import('../modules/probation/AssessedStaffTable') },
  { path: '/benefit/type', titleKey: 'probation.benefitTypes', load: () => import('../modules/benefit/BenefitTypePage') },
  { path: '/benefit/staff', titleKey: 'probation.staffBenefits', load: () => import('../modules/benefit/StaffBenefitPage') },
  { path: '/formCustom', titleKey: 'flow.formCustom', load: () => import('../modules/flow/FormCustomPage') },
];
