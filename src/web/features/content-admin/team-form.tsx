import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  CONTENT_LIMITS,
  TEAM_GROUP_LABELS,
  TEAM_GROUPS,
  teamMemberInputSchema,
  type TeamMember,
  type TeamMemberInput,
} from '#common/content';
import { Field } from '#web/components/ui/form-field';
import { useSaveWithPhoto } from './api/save-with-photo';
import { ContentFormShell, useContentSave, type ContentFormProps } from './content-form';
import { EmailField, PersonPhotoField, ProfileLinkField } from './person-fields';
import { usePhotoFormState } from './photo-form-state';

const FIELDS = ['group', 'name', 'role', 'linkedin', 'email'] as const;

/** Adds or edits a team member (group, name, role, photo, profile link, email). */
export function TeamForm({
  member,
  labelledBy,
  onSaved,
  onCancel,
  onBusyChange,
}: ContentFormProps & { member: TeamMember | null }) {
  const save = useSaveWithPhoto('team');
  const photo = usePhotoFormState();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<TeamMemberInput>({
    resolver: zodResolver(teamMemberInputSchema),
    defaultValues: member
      ? {
          group: member.group,
          name: member.name,
          role: member.role,
          linkedin: member.linkedin,
          email: member.email,
        }
      : { group: 'core', name: '', role: '', linkedin: '', email: '' },
  });
  const saving = useContentSave(FIELDS, setError, onBusyChange);

  const onSubmit = handleSubmit((values) =>
    saving.save(
      save.mutate,
      { id: member?.id, fields: values, photo: photo.file, removePhoto: photo.remove },
      () => onSaved(values.name),
      photo.fromServer,
    ),
  );

  return (
    <ContentFormShell
      labelledBy={labelledBy}
      onSubmit={onSubmit}
      serverError={saving.serverError}
      busy={save.isPending}
      onCancel={onCancel}
    >
      <Field
        label="Group"
        required
        options={TEAM_GROUPS.map((group) => ({ value: group, label: TEAM_GROUP_LABELS[group] }))}
        error={errors.group?.message}
        registration={register('group')}
      />
      <Field
        label="Name"
        required
        maxLength={CONTENT_LIMITS.name}
        error={errors.name?.message}
        registration={register('name')}
      />
      <Field
        label="Role"
        required
        maxLength={CONTENT_LIMITS.role}
        error={errors.role?.message}
        registration={register('role')}
      />
      <PersonPhotoField current={member?.image ?? null} photo={photo} />
      <ProfileLinkField error={errors.linkedin?.message} registration={register('linkedin')} />
      <EmailField error={errors.email?.message} registration={register('email')} />
    </ContentFormShell>
  );
}
