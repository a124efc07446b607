import {
  STORY_LIMITS,
  testimonialInputSchema,
  type Testimonial,
  type TestimonialInput,
} from '#common/content';
import { Field } from '#web/components/ui/form-field';
import { useSaveTextItem } from './api/save-text-item';
import { ContentFormShell, useContentForm, type ContentFormProps } from './content-form';

/** Adds or edits a testimonial: the quote, who said it, their role and startup. */
export function TestimonialForm({
  testimonial,
  labelledBy,
  onSaved,
  onCancel,
  onBusyChange,
}: ContentFormProps & { testimonial: Testimonial | null }) {
  const save = useSaveTextItem<TestimonialInput>('testimonials');
  const form = useContentForm(testimonialInputSchema, {
    onBusyChange,
    defaultValues: {
      quote: testimonial?.quote ?? '',
      name: testimonial?.name ?? '',
      role: testimonial?.role ?? '',
      startup: testimonial?.startup ?? '',
    },
  });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = form;

  const onSubmit = handleSubmit((values) =>
    form.save(save.mutate, { id: testimonial?.id, input: values }, () => onSaved(values.name)),
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
        label="Quote"
        required
        multiline
        rows={4}
        maxLength={STORY_LIMITS.quote}
        error={errors.quote?.message}
        registration={register('quote')}
      />
      <Field
        label="Name"
        required
        maxLength={STORY_LIMITS.name}
        error={errors.name?.message}
        registration={register('name')}
      />
      <Field
        label="Role"
        required
        maxLength={STORY_LIMITS.role}
        hint="For example Co-founder & CTO."
        error={errors.role?.message}
        registration={register('role')}
      />
      <Field
        label="Startup"
        required
        maxLength={STORY_LIMITS.startup}
        error={errors.startup?.message}
        registration={register('startup')}
      />
    </ContentFormShell>
  );
}
