import { probationForms } from './probation.forms.js';
import { defineModule } from '../module.js';
import { probationRoutes } from './probation.routes.js';
import { probationMenus } from './probation.menus.js';
import { assessedHook, probationFlow } from './probation.flow.js';
import { noticesSweep } from './probation.notices.js';
import { contractDocuments } from './probation.queries.js';
import { probationNames } from './probation.names.js';

/** Probation records, the confirmation assessment (form 5: probation.forms.ts), contract renewal, notices. */
export const probationModule = defineModule({
  name: 'probation',
  names: probationNames,
  routes: [probationRoutes],
  menus: probationMenus,
  forms: probationForms,
  flow: probationFlow,
  serviceHooks: { 'positive.assessed': assessedHook },
  sweeps: { 'probation.notices': noticesSweep },
  staffDocuments: contractDocuments,
});
