import { PARTNER_KINDS, partnerInputSchema, STORY_LIMITS, type Partner } from '#common/content';
import { PARTNER_KIND_NOUNS } from '#common/content-constants';
import { FormField } from '#web/components/ui/form-field';
import { PhotoField } from '#web/components/ui/photo-field';
import { ContentFormShell, type ContentFormProps } from './content-form';
import { usePhotoContentForm } from './photo-content-form';

const kindOptions = PARTNER_KINDS.map((kind) => ({ value: kind, label: PARTNER_KIND_NOUNS[kind] }));

/** Adds or edits a partner or investor: name, kind, website and logo. */
export function PartnerForm({ partner, ...dialog }: ContentFormProps & { partner: Partner | null }) {
  const { form, photo, shell } = usePhotoContentForm('partners', partnerInputSchema, dialog, {
    id: partner?.id,
    savedName: (values) => values.name,
    defaultValues: { name: partner?.name ?? '', kind: partner?.kind ?? 'investor', url: partner?.url ?? '' },
  });

  return (
    <ContentFormShell {...shell}>
      <FormField form={form} name="name" label="Name" required maxLength={STORY_LIMITS.partnerName} />
      <FormField form={form} name="kind" label="Kind" required options={kindOptions} />
      <FormField
        form={form}
        name="url"
        label="Website"
        required
        type="url"
        inputMode="url"
        placeholder="https://…"
        maxLength={STORY_LIMITS.url}
      />
      <PhotoField label="Logo" current={partner?.logo ?? null} photo={photo} removable />
    </ContentFormShell>
  );
}
