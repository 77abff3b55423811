import { DEFAULT_TENANT } from '../../platform/auth/context.js';
import type { SeedRun } from '../module.js';
import { formsOfTenant } from '../form/form.queries.js';
import { ensureDefaultDefinition } from './flow.service.js';

/** Every default form gets its default approval chain as version 1 of its process key, once. */
export const seedFlowDefinitions: SeedRun = async (db, app) => {
  await db.transaction(async (tx) => {
    const forms = await formsOfTenant(tx, { tenantId: DEFAULT_TENANT });
    for (const seed of app.modules.forms) {
      const form = forms.find((f) => f.id === String(seed.id));
      if (form) await ensureDefaultDefinition(tx, { tenantId: DEFAULT_TENANT }, form, seed.chain, app.modules.flow);
    }
  });
};
