import { CONTENT_LIMITS, mentorInputSchema, type Mentor } from '#common/content';
import { FormField } from '#web/components/ui/form-field';
import { PhotoField } from '#web/components/ui/photo-field';
import { usePhotoFormState } from '#web/components/ui/photo-form-state';
import { useSaveWithPhoto } from './api/save-with-photo';
import { ContentFormShell, useContentForm, type ContentFormProps } from './content-form';
import { EmailField, ProfileLinkField } from './person-fields';

/** Adds or edits a mentor (name, photo, field, bio, email, profile link). */
export function MentorForm({ mentor, ...dialog }: ContentFormProps & { mentor: Mentor | null }) {
  const save = useSaveWithPhoto('mentors');
  const photo = usePhotoFormState();
  const form = useContentForm(mentorInputSchema, dialog, {
    defaultValues: {
      name: mentor?.name ?? '',
      field: mentor?.field ?? '',
      bio: mentor?.bio ?? '',
      email: mentor?.email ?? '',
      linkedin: mentor?.linkedin ?? '',
    },
  });

  return (
    <ContentFormShell
      dialog={dialog}
      form={form}
      busy={save.isPending}
      onSubmit={(values) =>
        form.save(save.mutate, { id: mentor?.id, fields: values, photo }, values.name, photo.fromServer)
      }
    >
      <FormField form={form} name="name" label="Name" required maxLength={CONTENT_LIMITS.name} />
      <PhotoField label="Photo" current={mentor?.image ?? null} photo={photo} removable />
      <FormField
        form={form}
        name="field"
        label="Field"
        required
        maxLength={CONTENT_LIMITS.field}
        hint="For example Venture Capital or Deep Tech."
      />
      <FormField
        form={form}
        name="bio"
        label="Bio"
        required
        multiline
        rows={3}
        maxLength={CONTENT_LIMITS.bio}
      />
      <EmailField form={form} name="email" />
      <ProfileLinkField form={form} name="linkedin" />
    </ContentFormShell>
  );
}
