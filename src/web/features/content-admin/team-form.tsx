import {
  CONTENT_LIMITS,
  TEAM_GROUP_LABELS,
  TEAM_GROUPS,
  teamMemberInputSchema,
  type TeamMember,
} from '#common/content';
import { Field } from '#web/components/ui/form-field';
import { useSaveWithPhoto } from './api/save-with-photo';
import { ContentFormShell, useContentForm, type ContentFormProps } from './content-form';
import { EmailField, PersonPhotoField, ProfileLinkField } from './person-fields';
import { usePhotoFormState } from '#web/components/ui/photo-form-state';

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
  const form = useContentForm(teamMemberInputSchema, {
    onBusyChange,
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
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = form;

  const onSubmit = handleSubmit((values) =>
    form.save(
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
      serverError={form.formError}
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
