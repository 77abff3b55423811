import type { SeedForm } from './form/form-define.js';
import { staffForms } from './staff/staff.forms.js';
import { workerForms } from './worker/worker.forms.js';
import { housingForms } from './housing/housing.forms.js';
import { attendanceForms } from './attendance/attendance.forms.js';
import { leaveForms } from './leave/leave.forms.js';
import { recruitForms } from './recruit/recruit.forms.js';
import { settlementForms } from './settlement/settlement.forms.js';
import { probationForms } from './probation/probation.forms.js';
import { benefitForms } from './benefit/benefit.forms.js';

/**
 * Every module's process forms (the `forms` of their defineModule, in install order), for what runs without an app
 * at hand: the names of seeded forms and fields (form/form.i18n.ts), the menus of the process-type lists
 * (flow/flow.menus.ts) and the demo. Seeding reads the installed modules' forms (`app.modules.forms`); a test
 * (form/form.seeds.test.ts) keeps this list equal to them.
 */
export const PRODUCT_FORMS: readonly SeedForm[] = [
  ...staffForms,
  ...workerForms,
  ...housingForms,
  ...attendanceForms,
  ...leaveForms,
  ...recruitForms,
  ...settlementForms,
  ...probationForms,
  ...benefitForms,
];
