import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CentreEvent } from '#common/events';
import { apiRequest } from '#web/lib/api-client';
import { upsertEvent } from '../live/event-cache';

export interface EventFormSubmission {
  fields: Record<string, string>;
  image: File | null;
}

function toFormData({ fields, image }: EventFormSubmission): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (image) form.append('image', image, image.name);
  return form;
}

/** POST /api/events (multipart with the image). */
export function createEvent(submission: EventFormSubmission) {
  return apiRequest<{ message: string; event: CentreEvent }>('/api/events', {
    method: 'POST',
    body: toFormData(submission),
  });
}

/** PATCH /api/events/:id (multipart; the image only when a new one was picked). */
export function updateEvent(id: number, submission: EventFormSubmission) {
  return apiRequest<{ message: string; event: CentreEvent }>(`/api/events/${id}`, {
    method: 'PATCH',
    body: toFormData(submission),
  });
}

export function useSaveEvent(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (submission: EventFormSubmission) =>
      id === null ? createEvent(submission) : updateEvent(id, submission),
    onSuccess: ({ event }) => upsertEvent(queryClient, event),
  });
}
