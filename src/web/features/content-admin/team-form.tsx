import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  CONTENT_LIMITS,
  TEAM_GROUP_LABELS,
  TEAM_GROUPS,
  teamMemberInputSchema,
  type TeamMember,
  type TeamMemberInput,
} from '../../../common/content';
import { Field, FormMessage } from '../../components/ui/form-field';
import { useSaveWithPhoto } from './api/save-with-photo';
import { applyServerErrors } from './apply-server-errors';
import { FormActions } from './form-actions';
import { PhotoField } from './photo-field';
import { usePhotoFormState } from './photo-form-state';

const FIELDS = ['group', 'name', 'role', 'linkedin', 'email'] as const;

/** Adds or edits a team member (group, name, role, photo, profile link, email). */
export function TeamForm({
  member,
  labelledBy,
  onSaved,
  onCancel,
  onBusyChange,
}: {
  member: TeamMember | null;
  labelledBy: string;
  onSaved: (name: string) => void;
  onCancel: () => void;
  onBusyChange: (busy: boolean) => void;
}) {
  const save = useSaveWithPhoto('team');
  const photo = usePhotoFormState();
  const [serverError, setServerError] = useState<string | null>(null);
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

  const onSubmit = handleSubmit((values) => {
    setServerError(null);
    onBusyChange(true);
    save.mutate(
      { id: member?.id, fields: values, photo: photo.file, removePhoto: photo.remove },
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
      <PhotoField
        label="Photo"
        current={member?.image ?? null}
        file={photo.file}
        onFileChange={photo.setFile}
        removable
        remove={photo.remove}
        onRemoveChange={photo.setRemove}
        error={photo.error}
        onError={photo.setError}
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
      <Field
        label="Email"
        required
        type="email"
        inputMode="email"
        maxLength={CONTENT_LIMITS.email}
        error={errors.email?.message}
        registration={register('email')}
      />
      {serverError && <FormMessage tone="error">{serverError}</FormMessage>}
      <FormActions busy={save.isPending} onCancel={onCancel} />
    </form>
  );
}
