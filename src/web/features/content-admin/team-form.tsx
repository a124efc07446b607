import {
  CONTENT_LIMITS,
  TEAM_GROUP_LABELS,
  TEAM_GROUPS,
  teamMemberInputSchema,
  type TeamMember,
} from '#common/content';
import { FormField } from '#web/components/ui/form-field';
import { PhotoField } from '#web/components/ui/photo-field';
import { usePhotoFormState } from '#web/components/ui/photo-form-state';
import { useSaveWithPhoto } from './api/save-with-photo';
import { ContentFormShell, useContentForm, type ContentFormProps } from './content-form';
import { EmailField, ProfileLinkField } from './person-fields';

const groupOptions = TEAM_GROUPS.map((group) => ({ value: group, label: TEAM_GROUP_LABELS[group] }));

/** Adds or edits a team member (group, name, role, photo, profile link, email). */
export function TeamForm({ member, ...dialog }: ContentFormProps & { member: TeamMember | null }) {
  const save = useSaveWithPhoto('team');
  const photo = usePhotoFormState();
  const form = useContentForm(teamMemberInputSchema, dialog, {
    defaultValues: {
      group: member?.group ?? 'core',
      name: member?.name ?? '',
      role: member?.role ?? '',
      linkedin: member?.linkedin ?? '',
      email: member?.email ?? '',
    },
  });

  return (
    <ContentFormShell
      dialog={dialog}
      form={form}
      busy={save.isPending}
      onSubmit={(values) =>
        form.save(save.mutate, { id: member?.id, fields: values, photo }, values.name, photo.fromServer)
      }
    >
      <FormField form={form} name="group" label="Group" required options={groupOptions} />
      <FormField form={form} name="name" label="Name" required maxLength={CONTENT_LIMITS.name} />
      <FormField form={form} name="role" label="Role" required maxLength={CONTENT_LIMITS.role} />
      <PhotoField label="Photo" current={member?.image ?? null} photo={photo} removable />
      <ProfileLinkField form={form} name="linkedin" />
      <EmailField form={form} name="email" />
    </ContentFormShell>
  );
}
