import { recruitForms } from './recruit.forms.js';
import { defineModule } from '../module.js';
import { resumeRoutes } from './resume.routes.js';
import { interviewRoutes } from './interview.routes.js';
import { candidateRoutes } from './candidate.routes.js';
import { recruitMenus } from './recruit.menus.js';
import { recruitFlow } from './recruit.flow.js';
import { interview } from './recruit.tables.js';
import { recruitNames } from './recruit.names.js';

/** Jobs, resumes, interviews (forms 1, 4, 16 and 32: recruit.forms.ts), offers, contracts, candidate pages, onboarding. */
export const recruitModule = defineModule({
  name: 'recruit',
  names: recruitNames,
  routes: [resumeRoutes, interviewRoutes, candidateRoutes],
  menus: recruitMenus,
  forms: recruitForms,
  flow: recruitFlow,
  // requests about a candidate (forms 16 and 32: their result notices) name them
  idNames: { interviewId: { table: interview, id: interview.id, name: interview.name, tenant: interview.tenantId } },
});
