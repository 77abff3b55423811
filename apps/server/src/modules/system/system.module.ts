import { defineModule } from '../module.js';
import { postRoutes } from './post.routes.js';
import { dictRoutes } from './dict.routes.js';
import { deptRoutes } from './dept.routes.js';
import { paramRoutes } from './param.routes.js';
import { clientRoutes } from './client.routes.js';
import { feedbackRoutes } from './feedback.routes.js';
import { appVersionRoutes } from './app-version.routes.js';
import { auditLogRoutes } from './audit-log.routes.js';
import { userRoutes } from './user.routes.js';
import { roleRoutes } from './role.routes.js';
import { menuRoutes } from './menu.routes.js';
import { scopeRoutes } from './scope.routes.js';
import { outboxRoutes } from './outbox.routes.js';
import { systemMenus } from './system.menus.js';
import { seedAllDictionaries } from './dict.seeds.js';
import { seedParams, seedTimeZoneParam } from './param.seeds.js';
import { clockRoutes } from './clock.routes.js';
import { languageRoutes } from './language.routes.js';
import { setupRoutes, systemSetupSteps } from './setup.js';
import { systemNames } from './system.names.js';

/** System administration: posts, dictionaries, departments, parameters, clients, users, roles, menus, scopes. */
export const systemModule = defineModule({
  name: 'system',
  names: systemNames,
  routes: [
    postRoutes,
    dictRoutes,
    deptRoutes,
    paramRoutes,
    clientRoutes,
    feedbackRoutes,
    appVersionRoutes,
    auditLogRoutes,
    userRoutes,
    roleRoutes,
    menuRoutes,
    scopeRoutes,
    outboxRoutes,
    clockRoutes,
    languageRoutes,
    setupRoutes,
  ],
  menus: systemMenus,
  setupSteps: systemSetupSteps,
  seeds: { dictionaries: seedAllDictionaries, params: seedParams, 'time-zone': seedTimeZoneParam },
});
