import { PRODUCT_FORMS } from '../forms.js';

/*
 * What the demo company (modules/demo) still reads of the seeded forms here, until it creates its company through
 * the modules' services. The forms are defined in their modules (`x.forms.ts`), seeded by form.seeds.ts.
 */
export { HR_ROLE_ALIASES } from './form.seeds.js';
export const SEED_FORMS = PRODUCT_FORMS;
/** The seeded forms only HR starts by hand (with administrators). */
export const HR_STARTED_FORMS: ReadonlySet<number> = new Set(PRODUCT_FORMS.filter((f) => f.hrStarted).map((f) => f.id));
