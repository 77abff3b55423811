import { ResourcePermissions as P } from '@hr/contracts';
import { crudButtons, type MenuSeed } from '../system/menu-seeds.js';

/** The files menus: object-storage configs and attachments. */
export const resourceMenus: MenuSeed[] = [
  { code: P.root, name: 'Resource', path: '/resource', source: 'folder', sort: 98 },
  { code: P.oss.menu, name: 'Object storage', parent: P.root, path: '/resource/oss', source: 'cloud', sort: 1 },
  ...crudButtons(P.oss.menu, 'object storage'),
  { code: P.oss.enable, name: 'Enable object storage', alias: 'enable', parent: P.oss.menu, category: 2, action: 1, sort: 5 },
  { code: P.attach.menu, name: 'Attachments', parent: P.root, path: '/resource/attach', source: 'paper-clip', sort: 2 },
  ...crudButtons(P.attach.menu, 'attachment'),
];
