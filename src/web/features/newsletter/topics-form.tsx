import { useState, type ReactNode } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { TOPICS_REQUIRED, type MessageAnswer, type NewsletterTopic } from '#common/newsletter';
import { FormMessage } from '#web/components/ui/form-field';
import { TopicCheckboxes } from './topic-checkboxes';
import { Button } from '#web/components/ui/button';
import { PrivacyNoticeLine } from '#web/components/ui/privacy-notice-line';

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
  const [topics, setTopics] = useState<NewsletterTopic[]>([...initial]);
  const [missing, setMissing] = useState(false);
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (topics.length === 0) return setMissing(true);
        save.mutate(topics, { onSuccess: () => onSaved?.() });
      }}
    >
      {children}
      <TopicCheckboxes
        legend="What would you like to hear about?"
        error={missing ? TOPICS_REQUIRED : undefined}
        inputProps={(topic) => ({
          checked: topics.includes(topic),
          onChange: (event) => {
            setMissing(false);
            save.reset();
            setTopics((now) =>
              event.target.checked ? [...now, topic] : now.filter((each) => each !== topic),
            );
          },
        })}
      />
      {save.isError && <FormMessage tone="error">{refusal(save.error)}</FormMessage>}
      {save.isSuccess && <FormMessage tone="success">{save.data.message}</FormMessage>}
      <Button type="submit" disabled={save.isPending} className="w-full">
        {save.isPending ? 'Saving...' : submitLabel}
      </Button>
      <PrivacyNoticeLine section="mail" />
    </form>
  );
}
