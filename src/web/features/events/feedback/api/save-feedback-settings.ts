import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FeedbackSettingsBody } from '#common/event-feedback';
import { eventFeedbackEndpoints as endpoints } from '#common/event-feedback-endpoints';
import { callApi } from '#web/lib/api-client';
import { feedbackKeys } from '../query-keys';

/** Turns an event's feedback on or off and sets its questions (admin). */
export function useSaveFeedbackSettings(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FeedbackSettingsBody) =>
      callApi(endpoints.saveSettings, { params: { id: eventId }, body }),
    onSuccess: (answer) => queryClient.setQueryData(feedbackKeys.admin(eventId), answer),
  });
}
