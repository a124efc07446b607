import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { eventRegistrationEndpoints as endpoints } from '#common/event-registration-endpoints';
import { callApi } from '#web/lib/api-client';

const feedKeys = { mine: ['my', 'calendar-feed'] as const };

/** The person's private feed address, or null. */
export function useCalendarFeed() {
  return useQuery({
    queryKey: feedKeys.mine,
    queryFn: () => callApi(endpoints.calendarFeed),
  });
}

/** A new address (revoking the old), or revoke. */
export function useChangeCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: 'new' | 'revoke') =>
      callApi(change === 'new' ? endpoints.newCalendarFeed : endpoints.revokeCalendarFeed, { body: {} }),
    onSuccess: (answer) => queryClient.setQueryData(feedKeys.mine, answer),
  });
}
