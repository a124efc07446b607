import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PHOTO_FIELD, REMOVE_PHOTO_FIELD } from '#common/content';
import { callApi } from '#web/lib/api-client';
import { CONTENT_KINDS } from './content-kinds';
import { invalidateAfterChange } from './invalidate-content';

export type PhotoKind = 'team' | 'mentors' | 'slides' | 'partners';

export interface SaveWithPhotoInput {
  /** Absent: create. */
  id?: number;
  fields: Record<string, string>;
  /** The form's picture: a new file, or the "remove" choice (usePhotoFormState). */
  photo: { file: File | null; remove: boolean };
}

/** Creates (no id) or changes an item of a pictured list, as multipart/form-data. */
export function saveWithPhoto(kind: PhotoKind, input: SaveWithPhotoInput): Promise<{ id: number }> {
  const body = new FormData();
  for (const [name, value] of Object.entries(input.fields)) body.append(name, value);
  if (input.photo.file) body.append(PHOTO_FIELD, input.photo.file);
  else if (input.photo.remove) body.append(REMOVE_PHOTO_FIELD, 'true');
  const endpoints = CONTENT_KINDS[kind].admin;
  return input.id === undefined
    ? callApi(endpoints.create, { body })
    : callApi(endpoints.update, { params: { id: input.id }, body });
}

export function useSaveWithPhoto(kind: PhotoKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveWithPhotoInput) => saveWithPhoto(kind, input),
    onSuccess: () => invalidateAfterChange(client, kind),
  });
}
