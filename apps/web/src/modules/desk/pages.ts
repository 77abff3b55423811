import type { PageEntry } from '../../app/page-entry';

/** Starting a request: the module's pages by menu path (app/routes.ts composes every module's). */
export const deskPages: PageEntry[] = [{ path: '/work/start', titleKey: 'flow.startRequest', load: () => import('./StartRequestPage') }];
