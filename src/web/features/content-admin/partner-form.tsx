import { PARTNER_KINDS, partnerInputSchema, STORY_LIMITS, type Partner } from '#common/content';
import { PARTNER_KIND_NOUNS } from '#common/content-constants';
import { Field } from '#web/components/ui/form-field';
import { useSaveWithPhoto } from './api/save-with-photo';
import { ContentFormShell, useContentForm, type ContentFormProps } from './content-form';
import { PhotoField } from '#web/components/ui/photo-field';
import { usePhotoFormState } from '#web/components/ui/photo-form-state';

/** Adds or edits a partner or investor: name, kind, website and logo. */
export function PartnerForm({
  partner,
  labelledBy,
  onSaved,
  onCancel,
  onBusyChange,
}: ContentFormProps & { partner: Partner | null }) {
  const save = useSaveWithPhoto('partners');
  const logo = usePhotoFormState();
  const form = useContentForm(partnerInputSchema, {
    onBusyChange,
    defaultValues: partner
      ? { name: partner.name, kind: partner.kind, url: partner.url }
      : { name: '', kind: 'investor', url: '' },
  });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = form;

  const onSubmit = handleSubmit((values) =>
    form.save(
      save.mutate,
      { id: partner?.id, fields: values, photo: logo.file, removePhoto: logo.remove },
      () => onSaved(values.name),
      logo.fromServer,
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
        maxLength={STORY_LIMITS.partnerName}
        error={errors.name?.message}
        registration={register('name')}
      />
      <Field
        label="Kind"
        required
        options={PARTNER_KINDS.map((kind) => ({ value: kind, label: PARTNER_KIND_NOUNS[kind] }))}
        error={errors.kind?.message}
        registration={register('kind')}
      />
      <Field
        label="Website"
        required
        type="url"
        inputMode="url"
        placeholder="https://…"
        maxLength={STORY_LIMITS.url}
        error={errors.url?.message}
        registration={register('url')}
      />
      <PhotoField
        label="Logo"
        current={partner?.logo ?? null}
        file={logo.file}
        onFileChange={logo.setFile}
        removable
        remove={logo.remove}
        onRemoveChange={logo.setRemove}
        error={logo.error}
        onError={logo.setError}
      />
    </ContentFormShell>
  );
}
