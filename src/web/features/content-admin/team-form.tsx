import {
  CONTENT_LIMITS,
  TEAM_GROUP_LABELS,
  TEAM_GROUPS,
  teamMemberInputSchema,
  type TeamMember,
} from '#common/content';
import { FormField } from '#web/components/ui/form-field';
import { PhotoField } from '#web/components/ui/photo-field';
import { ContentFormShell, type ContentFormProps } from './content-form';
import { EmailField, ProfileLinkField } from './person-fields';
import { usePhotoContentForm } from './photo-content-form';

const groupOptions = TEAM_GROUPS.map((group) => ({ value: group, label: TEAM_GROUP_LABELS[group] }));

/** Adds or edits a team member (group, name, role, photo, profile link, email). */
export function TeamForm({ member, ...dialog }: ContentFormProps & { member: TeamMember | null }) {
  const { form, photo, shell } = usePhotoContentForm('team', teamMemberInputSchema, dialog, {
    id: member?.id,
    savedName: (values) => values.name,
    defaultValues: {
      group: member?.group ?? 'core',
      name: member?.name ?? '',
      role: member?.role ?? '',
      linkedin: member?.linkedin ?? '',
      email: member?.email ?? '',
    },
  });

  return (
    <ContentFormShell {...shell}>
      <FormField form={form} name="group" label="Group" required options={groupOptions} />
      <FormField form={form} name="name" label="Name" required maxLength={CONTENT_LIMITS.name} />
      <FormField form={form} name="role" label="Role" required maxLength={CONTENT_LIMITS.role} />
      <PhotoField label="Photo" current={member?.image ?? null} photo={photo} removable />
      <ProfileLinkField form={form} name="linkedin" />
      <EmailField form={form} name="email" />
    </ContentFormShell>
  );
}
