import { RECRUIT_PERMISSIONS as R } from '@hr/contracts';
import { crudButtons, type MenuSeed } from '../system/menu-seeds.js';

export const recruitMenus: MenuSeed[] = [
  { code: R.menu, name: 'Recruitment', path: '/recruit', source: 'team', sort: 20 },
  { code: R.job.menu, name: 'Jobs', parent: R.menu, path: '/recruit/job', source: 'solution', sort: 1 },
  ...crudButtons(R.job.menu, 'job'),
  { code: R.resume.menu, name: 'Resumes', parent: R.menu, path: '/recruit/resume', source: 'profile', sort: 2 },
  ...crudButtons(R.resume.menu, 'resume'),
  { code: R.resume.invite, name: 'Invite candidate', alias: 'invite', parent: R.resume.menu, category: 2, action: 0, sort: 5 },
  { code: R.interview.menu, name: 'Interviews', parent: R.menu, path: '/recruit/interview', source: 'audit', sort: 3 },
  ...crudButtons(R.interview.menu, 'interview'),
  { code: R.interview.evaluate, name: 'Evaluate interviews', alias: 'evaluate', parent: R.interview.menu, category: 2, action: 1, sort: 5 },
  { code: R.interview.export, name: 'Export interviews', alias: 'export', parent: R.interview.menu, category: 2, action: 0, sort: 6 },
];
