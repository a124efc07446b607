import { useMutation, useQueryClient } from '@tanstack/react-query';
import { eventEndpoints } from '#common/event-endpoints';
import { callApi } from '#web/lib/api-client';
import { removeEvent } from '../live/event-cache';

export function deleteEvent(id: number) {
  return callApi(eventEndpoints.remove, { params: { id } });
}

export function useDeleteEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEvent,
    onSuccess: (_answer, id) => removeEvent(queryClient, id),
  });
}
