import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FeedbackAnswerBody } from '#common/event-feedback';
import { eventFeedbackEndpoints as endpoints } from '#common/event-feedback-endpoints';
import { callApi } from '#web/lib/api-client';
import { feedbackKeys } from '../query-keys';

/** Sends or changes the attendee's answer; the form then shows what was saved. */
export function useSendFeedback(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FeedbackAnswerBody) => callApi(endpoints.answer, { params: { token }, body }),
    onSuccess: (form) => queryClient.setQueryData(feedbackKeys.form(token), form),
  });
}
