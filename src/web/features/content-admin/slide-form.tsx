import {
  CONTENT_LIMITS,
  PHOTO_REQUIRED_MESSAGE,
  slideInputSchema,
  type CarouselSlide,
} from '#common/content';
import { Field } from '#web/components/ui/form-field';
import { useSaveWithPhoto } from './api/save-with-photo';
import { ContentFormShell, useContentForm, type ContentFormProps } from './content-form';
import { PhotoField } from '#web/components/ui/photo-field';
import { usePhotoFormState } from '#web/components/ui/photo-form-state';

/** Adds or edits a carousel slide: a picture (required) and its caption. */
export function SlideForm({
  slide,
  labelledBy,
  onSaved,
  onCancel,
  onBusyChange,
}: ContentFormProps & { slide: CarouselSlide | null }) {
  const save = useSaveWithPhoto('slides');
  const photo = usePhotoFormState();
  const form = useContentForm(slideInputSchema, {
    onBusyChange,
    defaultValues: { caption: slide?.caption ?? '' },
  });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = form;

  const onSubmit = handleSubmit((values) => {
    if (!slide && !photo.file) {
      form.clearFormError();
      photo.setError(PHOTO_REQUIRED_MESSAGE);
      return;
    }
    form.save(
      save.mutate,
      { id: slide?.id, fields: values, photo: photo.file },
      () => onSaved(values.caption),
      photo.fromServer,
    );
  });

  return (
    <ContentFormShell
      labelledBy={labelledBy}
      onSubmit={onSubmit}
      serverError={form.formError}
      busy={save.isPending}
      onCancel={onCancel}
    >
      <PhotoField
        label="Image"
        current={slide?.image ?? null}
        file={photo.file}
        onFileChange={photo.setFile}
        removable={false}
        remove={false}
        onRemoveChange={() => undefined}
        error={photo.error}
        onError={photo.setError}
      />
      <Field
        label="Caption"
        required
        maxLength={CONTENT_LIMITS.caption}
        error={errors.caption?.message}
        registration={register('caption')}
      />
    </ContentFormShell>
  );
}
