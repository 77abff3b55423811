import { defineModule } from '../module.js';
import { resourceMenus } from './resource.menus.js';
import { resourceRoutes } from './resource.routes.js';
import { attachmentBytes, attachmentRefs } from './attach.service.js';

/** Files: uploads, downloads, signed links, attachments, object-storage configs. */
export const resourceModule = defineModule({
  name: 'resource',
  routes: [resourceRoutes],
  menus: resourceMenus,
  attachmentLinks: attachmentRefs,
  attachmentBytes,
});
