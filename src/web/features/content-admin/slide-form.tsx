import {
  CONTENT_LIMITS,
  PHOTO_REQUIRED_MESSAGE,
  slideInputSchema,
  type CarouselSlide,
} from '#common/content';
import { FormField } from '#web/components/ui/form-field';
import { PhotoField } from '#web/components/ui/photo-field';
import { usePhotoFormState } from '#web/components/ui/photo-form-state';
import { useSaveWithPhoto } from './api/save-with-photo';
import { ContentFormShell, useContentForm, type ContentFormProps } from './content-form';

/** Adds or edits a carousel slide: a picture (required) and its caption. */
export function SlideForm({ slide, ...dialog }: ContentFormProps & { slide: CarouselSlide | null }) {
  const save = useSaveWithPhoto('slides');
  const photo = usePhotoFormState();
  const form = useContentForm(slideInputSchema, dialog, {
    defaultValues: { caption: slide?.caption ?? '' },
  });

  return (
    <ContentFormShell
      dialog={dialog}
      form={form}
      busy={save.isPending}
      onSubmit={(values) => {
        if (!slide && !photo.file) {
          form.clearFormError();
          photo.setError(PHOTO_REQUIRED_MESSAGE);
          return;
        }
        form.save(save.mutate, { id: slide?.id, fields: values, photo }, values.caption, photo.fromServer);
      }}
    >
      <PhotoField label="Image" current={slide?.image ?? null} photo={photo} removable={false} />
      <FormField form={form} name="caption" label="Caption" required maxLength={CONTENT_LIMITS.caption} />
    </ContentFormShell>
  );
}
