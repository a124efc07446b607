import type { InputHTMLAttributes } from 'react';
import { NEWSLETTER_TOPIC_LABELS, NEWSLETTER_TOPICS, type NewsletterTopic } from '#common/newsletter';

/**
 * The four newsletter topics as checkboxes in one fieldset (docs/product.md#newsletter-topics): the confirm
 * page and the composer both use it. `inputProps` wires each box to a form or to state.
 */
export function TopicCheckboxes({
  legend,
  error,
  inputProps,
}: {
  legend: string;
  error?: string | undefined;
  inputProps: (topic: NewsletterTopic) => InputHTMLAttributes<HTMLInputElement>;
}) {
  return (
    <fieldset aria-describedby={error ? 'newsletter-topics-error' : undefined}>
      <legend className="text-sm font-medium text-ink">{legend}</legend>
      <div className="mt-2 grid gap-1 sm:grid-cols-2">
        {NEWSLETTER_TOPICS.map((topic) => (
          <label key={topic} className="flex min-h-11 items-center gap-3 text-slate-800">
            <input
              type="checkbox"
              value={topic}
              className="h-5 w-5 shrink-0 accent-brand-dark"
              {...inputProps(topic)}
            />
            {NEWSLETTER_TOPIC_LABELS[topic]}
          </label>
        ))}
      </div>
      {error && (
        <p id="newsletter-topics-error" className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
