import { defineModule } from '../module.js';
import { resourceMenus } from './resource.menus.js';
import { resourceRoutes } from './resource.routes.js';
import { attachmentBytes, attachmentRefs } from './attach.service.js';
import { resourceNames } from './resource.names.js';

/** Files: uploads, downloads, signed links, attachments, object-storage configs. */
export const resourceModule = defineModule({
  name: 'resource',
  names: resourceNames,
  routes: [resourceRoutes],
  menus: resourceMenus,
  attachmentLinks: attachmentRefs,
  attachmentBytes,
});
