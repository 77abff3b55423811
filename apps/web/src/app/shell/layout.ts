import { useMatches } from 'react-router';
import type { RouteHandle } from '../router';

/** Whether the current route is shown in the public layout (no side menu, tags or breadcrumbs). */
export function useIsPublicLayout(): boolean {
  return useMatches().some((match) => (match.handle as RouteHandle | undefined)?.layout === 'public');
}
