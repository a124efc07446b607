import { STORY_LIMITS, testimonialInputSchema, type Testimonial } from '#common/content';
import { FormField } from '#web/components/ui/form-field';
import { useSaveTextItem } from './api/save-text-item';
import { ContentFormShell, useContentForm, type ContentFormProps } from './content-form';

/** Adds or edits a testimonial: the quote, who said it, their role and startup. */
export function TestimonialForm({
  testimonial,
  ...dialog
}: ContentFormProps & { testimonial: Testimonial | null }) {
  const save = useSaveTextItem('testimonials');
  const form = useContentForm(testimonialInputSchema, dialog, {
    defaultValues: {
      quote: testimonial?.quote ?? '',
      name: testimonial?.name ?? '',
      role: testimonial?.role ?? '',
      startup: testimonial?.startup ?? '',
    },
  });

  return (
    <ContentFormShell
      dialog={dialog}
      form={form}
      busy={save.isPending}
      onSubmit={(values) => form.save(save.mutate, { id: testimonial?.id, input: values }, values.name)}
    >
      <FormField
        form={form}
        name="quote"
        label="Quote"
        required
        multiline
        rows={4}
        maxLength={STORY_LIMITS.quote}
      />
      <FormField form={form} name="name" label="Name" required maxLength={STORY_LIMITS.name} />
      <FormField
        form={form}
        name="role"
        label="Role"
        required
        maxLength={STORY_LIMITS.role}
        hint="For example Co-founder & CTO."
      />
      <FormField form={form} name="startup" label="Startup" required maxLength={STORY_LIMITS.startup} />
    </ContentFormShell>
  );
}
