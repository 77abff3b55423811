import { useQuery } from '@tanstack/react-query';
import { api } from '../../app/http/api';

/** The query of the caller's unread message count; invalidate it after marking messages read. */
export const UNREAD_QUERY_KEY = ['flow', 'unread'] as const;
export const UNREAD_REFRESH_MS = 60_000;

export function useUnreadCount(): number {
  const count = useQuery({
    queryKey: UNREAD_QUERY_KEY,
    queryFn: () => api.get('/api/blade-flow/message/unread-count'),
    refetchInterval: UNREAD_REFRESH_MS,
    refetchOnWindowFocus: true,
  });
  return count.data ?? 0;
}
