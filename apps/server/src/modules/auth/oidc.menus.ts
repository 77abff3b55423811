import { SystemPermissions as P } from '@hr/contracts';
import type { MenuSeed } from '../system/menu-seeds.js';

/** System > Single sign-on: the tenant's OpenID Connect provider. */
export const oidcMenus: MenuSeed[] = [
  { code: P.oidc.menu, name: 'Single sign-on', parent: P.root, path: '/system/oidc', source: 'safety', sort: 13 },
  { code: P.oidc.view, name: 'View single sign-on settings', alias: 'view', parent: P.oidc.menu, category: 2, action: 1, sort: 1 },
  { code: P.oidc.edit, name: 'Edit single sign-on settings', alias: 'edit', parent: P.oidc.menu, category: 2, action: 1, sort: 2 },
];
