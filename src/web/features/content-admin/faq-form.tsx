import {
  FAQ_CATEGORIES,
  FAQ_CATEGORY_LABELS,
  faqEntryInputSchema,
  STORY_LIMITS,
  type FaqEntry,
  type FaqEntryInput,
} from '#common/content';
import { Field } from '#web/components/ui/form-field';
import { useSaveTextItem } from './api/save-text-item';
import { ContentFormShell, useContentForm, type ContentFormProps } from './content-form';

/** Adds or edits a question: its category, the question and the answer. */
export function FaqForm({
  entry,
  labelledBy,
  onSaved,
  onCancel,
  onBusyChange,
}: ContentFormProps & { entry: FaqEntry | null }) {
  const save = useSaveTextItem<FaqEntryInput>('faq');
  const form = useContentForm(faqEntryInputSchema, {
    onBusyChange,
    defaultValues: {
      category: entry?.category ?? 'applying',
      question: entry?.question ?? '',
      answer: entry?.answer ?? '',
    },
  });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = form;

  const onSubmit = handleSubmit((values) =>
    form.save(save.mutate, { id: entry?.id, input: values }, () => onSaved(values.question)),
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
        label="Category"
        required
        options={FAQ_CATEGORIES.map((category) => ({
          value: category,
          label: FAQ_CATEGORY_LABELS[category],
        }))}
        error={errors.category?.message}
        registration={register('category')}
      />
      <Field
        label="Question"
        required
        maxLength={STORY_LIMITS.question}
        error={errors.question?.message}
        registration={register('question')}
      />
      <Field
        label="Answer"
        required
        multiline
        rows={5}
        maxLength={STORY_LIMITS.answer}
        hint="Plain text; blank lines start a new paragraph."
        error={errors.answer?.message}
        registration={register('answer')}
      />
    </ContentFormShell>
  );
}
