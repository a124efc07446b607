import { CONTENT_LIMITS, mentorInputSchema, type Mentor } from '#common/content';
import { Field } from '#web/components/ui/form-field';
import { useSaveWithPhoto } from './api/save-with-photo';
import { ContentFormShell, useContentForm, type ContentFormProps } from './content-form';
import { EmailField, PersonPhotoField, ProfileLinkField } from './person-fields';
import { usePhotoFormState } from '#web/components/ui/photo-form-state';

/** Adds or edits a mentor (name, photo, field, bio, email, profile link). */
export function MentorForm({
  mentor,
  labelledBy,
  onSaved,
  onCancel,
  onBusyChange,
}: ContentFormProps & { mentor: Mentor | null }) {
  const save = useSaveWithPhoto('mentors');
  const photo = usePhotoFormState();
  const form = useContentForm(mentorInputSchema, {
    onBusyChange,
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
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = form;

  const onSubmit = handleSubmit((values) =>
    form.save(
      save.mutate,
      { id: mentor?.id, fields: values, photo: photo.file, removePhoto: photo.remove },
      () => onSaved(values.name),
      photo.fromServer,
    ),
  );

  return (
    <ContentFormShell
      labelledBy={labelledBy}
      onSubmit={onSubmit}
      serverError={form.formError}
      busy={save.isPending}
      onCancel={onCancel}
    >
      <Field
        label="Name"
        required
        maxLength={CONTENT_LIMITS.name}
        error={errors.name?.message}
        registration={register('name')}
      />
      <PersonPhotoField current={mentor?.image ?? null} photo={photo} />
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
      <EmailField error={errors.email?.message} registration={register('email')} />
      <ProfileLinkField error={errors.linkedin?.message} registration={register('linkedin')} />
    </ContentFormShell>
  );
}
