import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { lazyPage } from './lazyPage';
import { menuPages, publicPages } from './routes';
import { RootRoute, RouteError } from './shell/RootRoute';
import { RequireAuth, HomeRedirect } from './shell/RequireAuth';

/** Route meta: the layout a route is shown in and the text key of its title. */
export interface RouteHandle {
  layout?: 'full' | 'public';
  titleKey?: string;
  /** The menu whose name names the page (public variants of menu pages). */
  menuPath?: string;
  /** The menu path a user's menu tree must hold to open the page; the shell shows 403 otherwise. */
  menu?: string;
  /** Query parameters naming a different record on the page (a tab each); the others are view state (shell/menus.ts tagKeyOf). */
  tagParams?: readonly string[];
}

function fullPage(path: string, titleKey: string, load: () => Promise<{ default: React.ComponentType }>): RouteObject {
  return { path, lazy: lazyPage(load), handle: { layout: 'full', titleKey } satisfies RouteHandle };
}

function publicPage(path: string, titleKey: string, load: () => Promise<{ default: React.ComponentType }>): RouteObject {
  return { path, lazy: lazyPage(load), handle: { layout: 'public', titleKey } satisfies RouteHandle };
}

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootRoute />,
    errorElement: <RouteError />,
    // the first route is lazy; nothing to show while its chunk loads
    hydrateFallbackElement: <></>,
    children: [
      { index: true, element: <HomeRedirect />, handle: { layout: 'full' } },
      fullPage('login', 'login.title', () => import('../pages/auth/LoginPage')),
      fullPage('loginBySms', 'login.bySms', () => import('../pages/auth/SmsLoginPage')),
      fullPage('loginByMCCPortal', 'login.title', () => import('../pages/auth/PortalLoginPage')),
      fullPage('loginByOidc', 'login.title', () => import('../pages/auth/OidcLoginPage')),
      fullPage('downloadPortalApp', 'login.downloadApp', () => import('../pages/auth/DownloadAppPage')),
      fullPage('error-404', 'shell.notFound', () => import('../pages/errors/NotFoundPage')),
      fullPage('lock', 'lock.title', () => import('../pages/auth/LockPage')),
      // the candidate's pages: no sign-in, authorised by the signed link in their e-mail
      publicPage('recruit/invitation', 'recruit.page.invitationTitle', () =>
        import('../modules/recruit/CandidatePages').then((m) => ({ default: m.InvitationPage })),
      ),
      publicPage('recruit/offer', 'recruit.page.offerTitle', () => import('../modules/recruit/CandidatePages').then((m) => ({ default: m.OfferPage }))),
      publicPage('recruit/contract', 'recruit.page.contractTitle', () =>
        import('../modules/recruit/CandidatePages').then((m) => ({ default: m.ContractPage })),
      ),
      // an approval e-mail's approve/reject link: shows the request, acts only on the confirm button
      publicPage('mail-action', 'delegation.mail.title', () => import('../modules/flow/MailActionPage')),
      // a worker's own pages on his phone (issue 33): outside the staff shell, which his session may not call
      {
        path: 'me',
        lazy: lazyPage(() => import('../modules/me/WorkerApp')),
        handle: { layout: 'full', titleKey: 'me.title' } satisfies RouteHandle,
        children: [
          { index: true, lazy: lazyPage(() => import('../modules/me/MeHomePage')), handle: { layout: 'full', titleKey: 'me.nav.home' } },
          { path: 'payslips', lazy: lazyPage(() => import('../modules/me/MePayslipsPage')), handle: { layout: 'full', titleKey: 'me.nav.payslips' } },
          { path: 'leave', lazy: lazyPage(() => import('../modules/me/MeLeavePage')), handle: { layout: 'full', titleKey: 'me.nav.leave' } },
          { path: 'requests', lazy: lazyPage(() => import('../modules/me/MeRequestsPage')), handle: { layout: 'full', titleKey: 'me.nav.requests' } },
          { path: 'file', lazy: lazyPage(() => import('../modules/me/MeFilePage')), handle: { layout: 'full', titleKey: 'me.file.title' } },
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          {
            path: 'interviewPrint',
            lazy: lazyPage(() => import('../modules/recruit/InterviewPrintPage')),
            handle: { layout: 'full', titleKey: 'recruit.print' },
          },
          { path: 'processPrint', lazy: lazyPage(() => import('../modules/flow/ProcessPrintPage')), handle: { layout: 'full', titleKey: 'flow.print' } },
          {
            lazy: lazyPage(() => import('./shell/Shell')),
            children: [
              { path: 'homePage', lazy: lazyPage(() => import('../pages/HomePage')), handle: { titleKey: 'shell.home' } },
              { path: 'AccountSetting/index', lazy: lazyPage(() => import('../pages/AccountSettingPage')), handle: { titleKey: 'shell.accountSetting' } },
              { path: 'iframe', lazy: lazyPage(() => import('../pages/IframePage')), handle: { tagParams: ['src', 'name'] } satisfies RouteHandle },
              {
                path: 'flow/detail',
                lazy: lazyPage(() => import('../modules/flow/ProcessDetailPage')),
                handle: { titleKey: 'flow.detail', tagParams: ['processId', 'formId'] } satisfies RouteHandle,
              },
              ...menuPages.map((page) => ({
                path: page.path.slice(1),
                lazy: lazyPage(page.load),
                handle: { titleKey: page.titleKey, menu: page.requiresMenu === false ? undefined : page.path, tagParams: page.tagParams } satisfies RouteHandle,
              })),
              ...publicPages.map((page) => ({
                path: page.path.slice(1),
                lazy: lazyPage(page.load),
                handle: { layout: 'public', titleKey: page.titleKey, menuPath: page.menuPath, menu: page.menuPath } satisfies RouteHandle,
              })),
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to="/error-404" replace /> },
    ],
  },
];

export const router = createBrowserRouter(routes);
