import { CONTENT_LIMITS, slideInputSchema, type CarouselSlide } from '#common/content';
import { FormField } from '#web/components/ui/form-field';
import { PhotoField } from '#web/components/ui/photo-field';
import { ContentFormShell, type ContentFormProps } from './content-form';
import { usePhotoContentForm } from './photo-content-form';

/** Adds or edits a carousel slide: a picture (required) and its caption. */
export function SlideForm({ slide, ...dialog }: ContentFormProps & { slide: CarouselSlide | null }) {
  const { form, photo, shell } = usePhotoContentForm('slides', slideInputSchema, dialog, {
    id: slide?.id,
    savedName: (values) => values.caption,
    photoRequired: true,
    defaultValues: { caption: slide?.caption ?? '' },
  });

  return (
    <ContentFormShell {...shell}>
      <PhotoField label="Image" current={slide?.image ?? null} photo={photo} removable={false} />
      <FormField form={form} name="caption" label="Caption" required maxLength={CONTENT_LIMITS.caption} />
    </ContentFormShell>
  );
}
