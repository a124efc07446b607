import type { ReactNode } from 'react';
import { z } from 'zod';
import type { UseMutationResult } from '@tanstack/react-query';
import { topicsSchema, type MessageAnswer, type NewsletterTopic } from '#common/newsletter';
import { FormError, FormMessage } from '#web/components/ui/form-field';
import { useServerForm } from '#web/lib/use-server-form';
import { TopicCheckboxes } from './topic-checkboxes';
import { Button } from '#web/components/ui/button';
import { PrivacyNoticeLine } from '#web/components/ui/privacy-notice-line';

// The route takes the topics themselves; the form holds them under one field, so their message lands there.
const topicsFormSchema = z.object({ topics: topicsSchema });

/**
 * The four topics to tick and a button that sends them (docs/product.md#newsletter-topics): the confirm page
 * confirms with them, the page a newsletter links to changes them. `intro` may say whose address it is.
 */
export function TopicsForm({
  initial,
  save,
  submitLabel,
  refusal,
  onSaved,
  children,
}: {
  initial: readonly NewsletterTopic[];
  save: UseMutationResult<MessageAnswer, Error, NewsletterTopic[]>;
  submitLabel: string;
  refusal: (error: unknown) => string;
  onSaved?: () => void;
  children?: ReactNode;
}) {
  const form = useServerForm(topicsFormSchema, {
    defaultValues: { topics: [...initial] },
    failureMessage: refusal,
  });
  const topicsField = form.register('topics', {
    onChange: () => {
      form.clearFormError();
      save.reset();
    },
  });
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={form.handleSubmit(({ topics }) => {
        form.clearFormError();
        save.mutate(topics, { onSuccess: () => onSaved?.(), onError: form.showServerError });
      })}
    >
      {children}
      <TopicCheckboxes
        legend="What would you like to hear about?"
        error={form.formState.errors.topics?.message}
        inputProps={() => topicsField}
      />
      <FormError message={form.formError} />
      {save.isSuccess && <FormMessage tone="success">{save.data.message}</FormMessage>}
      <Button type="submit" disabled={save.isPending} className="w-full">
        {save.isPending ? 'Saving...' : submitLabel}
      </Button>
      <PrivacyNoticeLine section="mail" />
    </form>
  );
}
