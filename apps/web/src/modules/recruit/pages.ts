import type { PageEntry } from '../../app/page-entry';

/** Jobs, résumés and interviews: the module's pages by menu path (app/routes.ts composes every module's). */
export const recruitPages: PageEntry[] = [
  { path: '/recruit/job', titleKey: 'recruit.jobs', load: () => import('./JobPage') },
  { path: '/recruit/resume', titleKey: 'recruit.resumes', load: () => import('./ResumePage') },
  { path: '/recruit/interview', titleKey: 'recruit.interviews', load: () => import('./InterviewPage') },
  { path: '/recruit/interview/view', titleKey: 'recruit.interview', requiresMenu: false, tagParams: ['id'], load: () => import('./InterviewViewPage') },
];
