import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation, useMatches, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { RouteHandle } from '../router';
import { useSession } from '../session/session';
import { ChunkLoadError } from '../lazyPage';
import { findMenuByPath, framedMenu } from './menus';

export { findMenuByPath };

/** The page title: the menu item's name (or the route's own title) followed by the app suffix. */
function useDocumentTitle() {
  const { t, i18n } = useTranslation();
  const matches = useMatches();
  const location = useLocation();
  const { menus } = useSession();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the title is translated again when the language changes
  useEffect(() => {
    const handle = [...matches]
      .reverse()
      .map((match) => match.handle as RouteHandle | undefined)
      .find((h) => h?.titleKey);
    const fromMenu = findMenuByPath(menus, location.pathname)?.name;
    // a framed page is named by its menu entry, never by the link
    const iframeName = location.pathname === '/iframe' ? framedMenu(menus, new URLSearchParams(location.search).get('src') ?? '')?.name : undefined;
    const name = fromMenu ?? iframeName ?? (handle?.titleKey ? t(handle.titleKey) : undefined);
    document.title = name ? `${name}${t('app.titleSuffix')}` : t('app.name');
  }, [matches, location, menus, t, i18n.language]);
}

export function RootRoute() {
  useDocumentTitle();
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

/** Shown when a route fails to render; a chunk that did not load gets a retry. Plain HTML: antd may be what failed. */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  const isChunk = error instanceof ChunkLoadError || (error instanceof Error && /dynamically imported module|Loading chunk/i.test(error.message));
  return (
    <main className="auth-page">
      <section className="auth-card" role="alert">
        <p>{isChunk ? t('shell.chunkFailed') : String((error as Error)?.message ?? error)}</p>
        <button type="button" className="primary" onClick={() => window.location.reload()}>
          {t('common.retry')}
        </button>
      </section>
    </main>
  );
}
