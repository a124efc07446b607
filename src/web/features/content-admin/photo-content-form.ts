import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { PHOTO_REQUIRED_MESSAGE } from '#common/content';
import { usePhotoFormState } from '#web/components/ui/photo-form-state';
import type { ServerFormOptions } from '#web/lib/use-server-form';
import { useSaveWithPhoto, type PhotoKind } from './api/save-with-photo';
import { useContentForm, type ContentFormProps } from './content-form';

/**
 * A content form whose item has a picture (team, mentors, partners, slides), saved as multipart with its
 * fields: the form, its picture and what `ContentFormShell` takes (`shell`).
 */
export function usePhotoContentForm<Input extends FieldValues, Output extends Record<string, string>>(
  kind: PhotoKind,
  schema: z.ZodType<Output, Input>,
  dialog: ContentFormProps,
  {
    id,
    savedName,
    photoRequired = false,
    ...options
  }: Omit<ServerFormOptions<Input, Output>, 'failureMessage'> & {
    /** The item edited; absent when adding one. */
    id: number | undefined;
    /** The saved item's name, for the editor's announcement. */
    savedName: (values: Output) => string;
    /** A new item needs a picture (a slide). */
    photoRequired?: boolean;
  },
) {
  const save = useSaveWithPhoto(kind);
  const photo = usePhotoFormState();
  const form = useContentForm(schema, dialog, options);
  const onSubmit = (values: Output) => {
    if (photoRequired && id === undefined && !photo.file) {
      form.clearFormError();
      photo.setError(PHOTO_REQUIRED_MESSAGE);
      return;
    }
    form.save(save.mutate, { id, fields: values, photo }, savedName(values), photo.fromServer);
  };
  return { form, photo, shell: { dialog, form, busy: save.isPending, onSubmit } };
}
