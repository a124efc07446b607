import {
  FAQ_CATEGORIES,
  FAQ_CATEGORY_LABELS,
  faqEntryInputSchema,
  STORY_LIMITS,
  type FaqEntry,
} from '#common/content';
import { FormField } from '#web/components/ui/form-field';
import { useSaveTextItem } from './api/save-text-item';
import { ContentFormShell, useContentForm, type ContentFormProps } from './content-form';

const categoryOptions = FAQ_CATEGORIES.map((category) => ({
  value: category,
  label: FAQ_CATEGORY_LABELS[category],
}));

/** Adds or edits a question: its category, the question and the answer. */
export function FaqForm({ entry, ...dialog }: ContentFormProps & { entry: FaqEntry | null }) {
  const save = useSaveTextItem('faq');
  const form = useContentForm(faqEntryInputSchema, dialog, {
    defaultValues: {
      category: entry?.category ?? 'applying',
      question: entry?.question ?? '',
      answer: entry?.answer ?? '',
    },
  });

  return (
    <ContentFormShell
      dialog={dialog}
      form={form}
      busy={save.isPending}
      onSubmit={(values) => form.save(save.mutate, { id: entry?.id, input: values }, values.question)}
    >
      <FormField form={form} name="category" label="Category" required options={categoryOptions} />
      <FormField form={form} name="question" label="Question" required maxLength={STORY_LIMITS.question} />
      <FormField
        form={form}
        name="answer"
        label="Answer"
        required
        multiline
        rows={5}
        maxLength={STORY_LIMITS.answer}
        hint="Plain text; blank lines start a new paragraph."
      />
    </ContentFormShell>
  );
}
