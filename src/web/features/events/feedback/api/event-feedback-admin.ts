import { useQuery } from '@tanstack/react-query';
import { endpointUrl } from '#common/api-contract';
import { eventFeedbackEndpoints as endpoints } from '#common/event-feedback-endpoints';
import { callApi } from '#web/lib/api-client';
import { feedbackKeys } from '../query-keys';

/** An event's feedback questions and the summary of its answers (admin). */
export function useEventFeedback(eventId: number) {
  return useQuery({
    queryKey: feedbackKeys.admin(eventId),
    queryFn: () => callApi(endpoints.settings, { params: { id: eventId } }),
  });
}

/** The answers as CSV and as an Excel workbook. */
export function feedbackDownloadUrls(eventId: number) {
  return {
    csv: endpointUrl(endpoints.csv, { params: { id: eventId } }),
    xlsx: endpointUrl(endpoints.xlsx, { params: { id: eventId } }),
  };
}
