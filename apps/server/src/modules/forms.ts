import type { SeedForm } from './form/form-define.js';
import { settlementForms } from './settlement/settlement.forms.js';
import { attendanceForms } from './attendance/attendance.forms.js';
import { benefitForms } from './benefit/benefit.forms.js';
import { staffForms } from './staff/staff.forms.js';
import { LEGACY_FORMS } from './form/form-legacy.js';
import { leaveForms } from './leave/leave.forms.js';
import { probationForms } from './probation/probation.forms.js';
import { recruitForms } from './recruit/recruit.forms.js';

/**
 * Every module's process forms (the `forms` of their defineModule), for what runs without an app at hand: the
 * names of seeded forms and fields (form/form.i18n.ts) and the menus of the process-type lists (flow/flow.menus.ts).
 * Seeding reads the installed modules' forms (`app.modules.forms`); a test keeps this list equal to them.
 */
export const PRODUCT_FORMS: readonly SeedForm[] = [
  ...LEGACY_FORMS,
  ...leaveForms,
  ...recruitForms,
  ...probationForms,
  ...staffForms,
  ...benefitForms,
  ...attendanceForms,
  ...settlementForms,
];
