import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { CONTENT_LIMITS, mentorInputSchema, type Mentor, type MentorInput } from '../../../common/content';
import { Field, FormMessage } from '../../components/ui/form-field';
import { useSaveWithPhoto } from './api/save-with-photo';
import { applyServerErrors } from './apply-server-errors';
import { FormActions } from './form-actions';
import { PhotoField } from './photo-field';
import { usePhotoFormState } from './photo-form-state';

const FIELDS = ['name', 'field', 'bio', 'email', 'linkedin'] as const;

/** Adds or edits a mentor (name, photo, field, bio, email, profile link). */
export function MentorForm({
  mentor,
  labelledBy,
  onSaved,
  onCancel,
  onBusyChange,
}: {
  mentor: Mentor | null;
  labelledBy: string;
  onSaved: (name: string) => void;
  onCancel: () => void;
  onBusyChange: (busy: boolean) => void;
}) {
  const save = useSaveWithPhoto('mentors');
  const photo = usePhotoFormState();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<MentorInput>({
    resolver: zodResolver(mentorInputSchema),
    defaultValues: mentor
      ? {
          name: mentor.name,
          field: mentor.field,
          bio: mentor.bio,
          email: mentor.email,
          linkedin: mentor.linkedin,
        }
      : { name: '', field: '', bio: '', email: '', linkedin: '' },
  });

  const onSubmit = handleSubmit((values) => {
    setServerError(null);
    onBusyChange(true);
    save.mutate(
      { id: mentor?.id, fields: values, photo: photo.file, removePhoto: photo.remove },
      {
        onSuccess: () => onSaved(values.name),
        onError: (error) => {
          const { message, other } = applyServerErrors(error, FIELDS, setError);
          photo.fromServer(error, other);
          setServerError(message);
        },
        onSettled: () => onBusyChange(false),
      },
    );
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby={labelledBy} className="mt-4 space-y-4">
      <Field
        label="Name"
        required
        maxLength={CONTENT_LIMITS.name}
        error={errors.name?.message}
        registration={register('name')}
      />
      <PhotoField
        label="Photo"
        current={mentor?.image ?? null}
        file={photo.file}
        onFileChange={photo.setFile}
        removable
        remove={photo.remove}
        onRemoveChange={photo.setRemove}
        error={photo.error}
        onError={photo.setError}
      />
      <Field
        label="Field"
        required
        maxLength={CONTENT_LIMITS.field}
        hint="For example Venture Capital or Deep Tech."
        error={errors.field?.message}
        registration={register('field')}
      />
      <Field
        label="Bio"
        required
        multiline
        rows={3}
        maxLength={CONTENT_LIMITS.bio}
        error={errors.bio?.message}
        registration={register('bio')}
      />
      <Field
        label="Email"
        required
        type="email"
        inputMode="email"
        maxLength={CONTENT_LIMITS.email}
        error={errors.email?.message}
        registration={register('email')}
      />
      <Field
        label="Professional profile link"
        required
        type="url"
        inputMode="url"
        placeholder="https://www.linkedin.com/in/…"
        maxLength={CONTENT_LIMITS.url}
        error={errors.linkedin?.message}
        registration={register('linkedin')}
      />
      {serverError && <FormMessage tone="error">{serverError}</FormMessage>}
      <FormActions busy={save.isPending} onCancel={onCancel} />
    </form>
  );
}
