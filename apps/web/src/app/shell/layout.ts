import { useEffect, useSyncExternalStore } from 'react';
import { useLocation, useMatches } from 'react-router';
import type { RouteHandle } from '../router';

/** Whether the current route is shown in the public layout (no side menu, tags or breadcrumbs). */
export function useIsPublicLayout(): boolean {
  return useMatches().some((match) => (match.handle as RouteHandle | undefined)?.layout === 'public');
}

/** The name a page gives itself (a request's number), for its tab and breadcrumb; keyed by the address it was set at. */
let pageTitle: { at: string; title: string } | undefined;
const titleListeners = new Set<() => void>();
const subscribeTitle = (listener: () => void) => {
  titleListeners.add(listener);
  return () => titleListeners.delete(listener);
};

/** A page names itself while it is open (undefined until it knows its name); the frame reads it for this address only. */
export function usePageTitle(title: string | undefined): void {
  const location = useLocation();
  const at = location.pathname + location.search;
  useEffect(() => {
    if (!title) return;
    pageTitle = { at, title };
    for (const listener of titleListeners) listener();
  }, [at, title]);
}

/** The name the page at `at` gave itself, if any. */
export function useOwnPageTitle(at: string): string | undefined {
  const current = useSyncExternalStore(subscribeTitle, () => pageTitle);
  return current?.at === at ? current.title : undefined;
}
