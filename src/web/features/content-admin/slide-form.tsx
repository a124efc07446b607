import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  CONTENT_LIMITS,
  PHOTO_REQUIRED_MESSAGE,
  slideInputSchema,
  type CarouselSlide,
  type SlideInput,
} from '../../../common/content';
import { Field, FormMessage } from '../../components/ui/form-field';
import { useSaveWithPhoto } from './api/save-with-photo';
import { applyServerErrors } from './apply-server-errors';
import { FormActions } from './form-actions';
import { PhotoField } from './photo-field';
import { usePhotoFormState } from './photo-form-state';

/** Adds or edits a carousel slide: a picture (required) and its caption. */
export function SlideForm({
  slide,
  labelledBy,
  onSaved,
  onCancel,
  onBusyChange,
}: {
  slide: CarouselSlide | null;
  labelledBy: string;
  onSaved: (caption: string) => void;
  onCancel: () => void;
  onBusyChange: (busy: boolean) => void;
}) {
  const save = useSaveWithPhoto('slides');
  const photo = usePhotoFormState();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<SlideInput>({
    resolver: zodResolver(slideInputSchema),
    defaultValues: { caption: slide?.caption ?? '' },
  });

  const onSubmit = handleSubmit((values) => {
    setServerError(null);
    if (!slide && !photo.file) {
      photo.setError(PHOTO_REQUIRED_MESSAGE);
      return;
    }
    onBusyChange(true);
    save.mutate(
      { id: slide?.id, fields: values, photo: photo.file },
      {
        onSuccess: () => onSaved(values.caption),
        onError: (error) => {
          const { message, other } = applyServerErrors(error, ['caption'], setError);
          photo.fromServer(error, other);
          setServerError(message);
        },
        onSettled: () => onBusyChange(false),
      },
    );
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby={labelledBy} className="mt-4 space-y-4">
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
      {serverError && <FormMessage tone="error">{serverError}</FormMessage>}
      <FormActions busy={save.isPending} onCancel={onCancel} />
    </form>
  );
}
