import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client';
import { removeEvent } from '../live/event-cache';

/** DELETE /api/events/:id. */
export function deleteEvent(id: number) {
  return apiRequest<{ message: string }>(`/api/events/${id}`, { method: 'DELETE' });
}

export function useDeleteEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEvent,
    onSuccess: (_answer, id) => removeEvent(queryClient, id),
  });
}
