import { defineModule } from '../module.js';
import { deskRoutes } from './desk.routes.js';

/** Employee self-service (issue 11 section 1): the home page's panels, the start page's forms, the leave form's check. */
export const deskModule = defineModule({ name: 'desk', routes: [deskRoutes] });
