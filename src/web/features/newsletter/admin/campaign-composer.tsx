import { useState } from 'react';
import {
  bodyToParagraphs,
  CAMPAIGN_LIMITS,
  campaignSchema,
  NEWSLETTER_TOPICS,
  subscribersLabel,
  type CampaignInput,
} from '#common/newsletter';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { Field, FormError, FormMessage } from '#web/components/ui/form-field';
import { apiMessageOr, useServerForm } from '#web/lib/use-server-form';
import { useRecipientCount, useSendCampaign, useSendTest } from '../api/newsletter-admin';
import { TopicCheckboxes } from '../topic-checkboxes';
import { Button } from '#web/components/ui/button';

/**
 * Compose, choose the topics, preview, test, then send to the subscribers of those topics after a
 * confirmation; the number of recipients shows as the topics change (docs/product.md#campaigns).
 */
export function CampaignComposer() {
  const sendTest = useSendTest();
  const sendAll = useSendCampaign();
  const [preview, setPreview] = useState<CampaignInput | null>(null);
  const [confirming, setConfirming] = useState<CampaignInput | null>(null);
  const [sentNotice, setSentNotice] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors },
    formError,
    clearFormError,
    showServerError,
  } = useServerForm(campaignSchema, {
    defaultValues: { topics: [...NEWSLETTER_TOPICS], subject: '', body: '' },
    failureMessage: apiMessageOr('The request failed. Check your connection and try again.'),
  });
  const clearNotices = () => {
    setSentNotice(null);
    clearFormError();
  };

  const busy = sendTest.isPending || sendAll.isPending;
  const topics = watch('topics') ?? [];
  const count = useRecipientCount(topics);
  const recipients = topics.length === 0 ? 0 : count.data?.recipients;
  const reach =
    recipients === undefined
      ? count.isError
        ? 'The number of recipients could not be counted.'
        : 'Counting recipients…'
      : `Goes to ${subscribersLabel(recipients)}.`;
  return (
    <section aria-labelledby="newsletter-compose-heading" className="space-y-4">
      <h3 id="newsletter-compose-heading" className="text-lg font-semibold text-ink">
        Write a newsletter
      </h3>
      <form noValidate className="space-y-4" onSubmit={(event) => event.preventDefault()}>
        <TopicCheckboxes
          legend="Send to subscribers of"
          error={errors.topics?.message}
          inputProps={() => register('topics')}
        />
        <p className="text-sm font-semibold text-ink" aria-live="polite" data-testid="recipient-count">
          {reach}
        </p>
        <Field
          label="Subject"
          maxLength={CAMPAIGN_LIMITS.subject}
          error={errors.subject?.message}
          registration={register('subject')}
        />
        <Field
          label="Message"
          multiline
          rows={10}
          hint="Plain text. Leave an empty line between paragraphs."
          maxLength={CAMPAIGN_LIMITS.body}
          error={errors.body?.message}
          registration={register('body')}
        />
        <div aria-live="polite">
          {sentNotice && <FormMessage tone="success">{sentNotice}</FormMessage>}
          <FormError message={formError} />
        </div>
        <div className="flex flex-wrap gap-3">
          <Button type="button" variant="secondary" onClick={handleSubmit((values) => setPreview(values))}>
            Preview
          </Button>
          <Button
            type="button"
            variant="secondary"
            disabled={busy}
            onClick={handleSubmit((values) => {
              clearNotices();
              sendTest.mutate(values, {
                onSuccess: (answer) => setSentNotice(answer.message),
                onError: showServerError,
              });
            })}
          >
            {sendTest.isPending ? 'Sending test...' : 'Send a test to me'}
          </Button>
          <Button
            type="button"

            disabled={busy}
            onClick={handleSubmit((values) => {
              clearNotices();
              setConfirming(values);
            })}
          >
            Send
          </Button>
        </div>
      </form>
      {preview && (
        <article aria-label="Preview" className="rounded-xl border border-slate-200 bg-mist p-5">
          <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">Preview</p>
          <h4 className="mt-2 text-xl font-bold text-ink">{preview.subject}</h4>
          {bodyToParagraphs(preview.body).map((paragraph, index) => (
            <p key={index} className="mt-3 whitespace-pre-line text-slate-800">
              {paragraph}
            </p>
          ))}
          <p className="mt-4 text-xs text-slate-600">
            Each subscriber's copy ends with a link to unsubscribe in one click.
          </p>
        </article>
      )}
      {confirming && (
        <ConfirmDialog
          title="Send this newsletter?"
          confirmLabel="Send"
          busyLabel="Starting..."
          busy={sendAll.isPending}
          onCancel={() => setConfirming(null)}
          onConfirm={() =>
            sendAll.mutate(confirming, {
              onSuccess: (answer) => {
                setConfirming(null);
                reset();
                setPreview(null);
                setSentNotice(answer.message);
              },
              onError: (error) => {
                setConfirming(null);
                showServerError(error);
              },
            })
          }
        >
          “{confirming.subject}” goes to{' '}
          {recipients === undefined ? 'the subscribers of the topics chosen' : subscribersLabel(recipients)}.
          This cannot be undone.
        </ConfirmDialog>
      )}
    </section>
  );
}
