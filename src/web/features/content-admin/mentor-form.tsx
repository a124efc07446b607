import { CONTENT_LIMITS, mentorInputSchema, type Mentor } from '#common/content';
import { FormField } from '#web/components/ui/form-field';
import { PhotoField } from '#web/components/ui/photo-field';
import { ContentFormShell, type ContentFormProps } from './content-form';
import { EmailField, ProfileLinkField } from './person-fields';
import { usePhotoContentForm } from './photo-content-form';

/** Adds or edits a mentor (name, photo, field, bio, email, profile link). */
export function MentorForm({ mentor, ...dialog }: ContentFormProps & { mentor: Mentor | null }) {
  const { form, photo, shell } = usePhotoContentForm('mentors', mentorInputSchema, dialog, {
    id: mentor?.id,
    savedName: (values) => values.name,
    defaultValues: {
      name: mentor?.name ?? '',
      field: mentor?.field ?? '',
      bio: mentor?.bio ?? '',
      email: mentor?.email ?? '',
      linkedin: mentor?.linkedin ?? '',
    },
  });

  return (
    <ContentFormShell {...shell}>
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
