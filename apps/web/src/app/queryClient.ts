import { QueryClient } from '@tanstack/react-query';
import { subscribeSession, getSession } from './session/session';

/** The HTTP client already reports failures, so queries do not retry behind the user's back. */
export const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 } } });

// Cached answers belong to one signed-in user: a new token (sign-in, sign-out) starts from an empty cache.
let lastUser = getSession().userInfo?.user_id;
subscribeSession(() => {
  const user = getSession().token ? getSession().userInfo?.user_id : undefined;
  if (user !== lastUser) queryClient.clear();
  lastUser = user;
});
