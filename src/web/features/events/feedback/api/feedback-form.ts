import { useQuery } from '@tanstack/react-query';
import { eventFeedbackEndpoints as endpoints } from '#common/event-feedback-endpoints';
import { callApi } from '#web/lib/api-client';
import { feedbackKeys } from '../query-keys';

/** The form of the attendee holding the token, with their answer if they sent one (never cached). */
export function useFeedbackForm(token: string) {
  return useQuery({
    queryKey: feedbackKeys.form(token),
    queryFn: () => callApi(endpoints.form, { params: { token } }),
    enabled: token !== '',
    retry: false,
    staleTime: 0,
  });
}
