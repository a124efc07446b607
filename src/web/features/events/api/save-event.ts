import { useMutation, useQueryClient } from '@tanstack/react-query';
import { eventEndpoints } from '#common/event-endpoints';
import { speakerPhotoField } from '#common/event-details';
import { callApi } from '#web/lib/api-client';
import { upsertEvent } from '../live/event-cache';

export interface EventFormSubmission {
  fields: Record<string, string>;
  image: File | null;
  /** New speaker photos by their speaker's index in the `speakers` field. */
  speakerPhotos?: ReadonlyMap<number, File>;
}

function toFormData({ fields, image, speakerPhotos }: EventFormSubmission): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (image) form.append('image', image, image.name);
  for (const [index, photo] of speakerPhotos ?? []) form.append(speakerPhotoField(index), photo, photo.name);
  return form;
}

/** A new event: a form with its image. */
export function createEvent(submission: EventFormSubmission) {
  return callApi(eventEndpoints.create, { body: toFormData(submission) });
}

/** A changed event: a form with the image only when a new one was picked. */
export function updateEvent(id: number, submission: EventFormSubmission) {
  return callApi(eventEndpoints.update, { params: { id }, body: toFormData(submission) });
}

export function useSaveEvent(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (submission: EventFormSubmission) =>
      id === null ? createEvent(submission) : updateEvent(id, submission),
    onSuccess: ({ event }) => upsertEvent(queryClient, event),
  });
}
