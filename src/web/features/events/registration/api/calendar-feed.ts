import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CalendarFeedAnswer } from '#common/event-registrations';
import { apiRequest } from '#web/lib/api-client';

const feedKeys = { mine: ['my', 'calendar-feed'] as const };

/** GET /api/my/calendar-feed: the person's private feed address, or null. */
export function useCalendarFeed() {
  return useQuery({
    queryKey: feedKeys.mine,
    queryFn: () => apiRequest<CalendarFeedAnswer>('/api/my/calendar-feed'),
  });
}

/** POST (a new address, revoking the old) or DELETE (revoke) /api/my/calendar-feed. */
export function useChangeCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: 'new' | 'revoke') =>
      apiRequest<CalendarFeedAnswer>('/api/my/calendar-feed', {
        method: change === 'new' ? 'POST' : 'DELETE',
        body: '{}',
      }),
    onSuccess: (answer) => queryClient.setQueryData(feedKeys.mine, answer),
  });
}
