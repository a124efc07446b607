import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  NEWSLETTER_MESSAGES,
  TOPICS_REQUIRED,
  type ConfirmLinkStatus,
  type NewsletterTopic,
} from '#common/newsletter';
import { EmailText } from '#web/components/ui/email-text';
import { FormMessage } from '#web/components/ui/form-field';
import { primaryButton } from '#web/components/ui/form-styles';
import { ErrorNotice, Spinner } from '#web/components/ui/status';
import { ApiError } from '#web/lib/api-client';
import { usePageTitle } from '#web/lib/use-page-meta';
import { useConfirmByLink, useConfirmLink } from './api/confirm-subscription';
import { StandaloneShell } from './standalone-shell';
import { TopicCheckboxes } from './topic-checkboxes';

const refusal = (error: unknown) =>
  error instanceof ApiError && error.fromServer && error.status < 500
    ? error.message
    : NEWSLETTER_MESSAGES.otherError;

/** The topics to choose, then Confirm (or, once subscribed, Save topics). */
function TopicsForm({ token, link }: { token: string; link: ConfirmLinkStatus }) {
  const confirm = useConfirmByLink(token);
  const [topics, setTopics] = useState<NewsletterTopic[]>(link.topics);
  const [missing, setMissing] = useState(false);
  const [subscribed, setSubscribed] = useState(link.subscribed);
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (topics.length === 0) return setMissing(true);
        confirm.mutate(topics, { onSuccess: () => setSubscribed(true) });
      }}
    >
      <p className="text-slate-700">
        {subscribed ? 'The newsletter goes to ' : 'Send the newsletter to '}
        <span className="font-semibold wrap-anywhere">
          <EmailText email={link.email} />
        </span>
        {subscribed ? '. Change what you hear about:' : '?'}
      </p>
      <TopicCheckboxes
        legend="What would you like to hear about?"
        error={missing ? TOPICS_REQUIRED : undefined}
        inputProps={(topic) => ({
          checked: topics.includes(topic),
          onChange: (event) => {
            setMissing(false);
            confirm.reset();
            setTopics((now) =>
              event.target.checked ? [...now, topic] : now.filter((each) => each !== topic),
            );
          },
        })}
      />
      {confirm.isError && <FormMessage tone="error">{refusal(confirm.error)}</FormMessage>}
      {confirm.isSuccess && <FormMessage tone="success">{confirm.data.message}</FormMessage>}
      <button type="submit" disabled={confirm.isPending} className={`${primaryButton} w-full`}>
        {confirm.isPending ? 'Saving...' : subscribed ? 'Save topics' : 'Confirm subscription'}
      </button>
    </form>
  );
}

/**
 * docs/product.md#confirm-subscription-page: the link in the confirmation mail. Opening it only asks (mail
 * scanners open links too); the button confirms with the topics chosen, and later changes them.
 */
export default function ConfirmSubscriptionPage() {
  usePageTitle('Confirm your subscription');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const link = useConfirmLink(token);

  let content;
  if (link.isPending) content = <Spinner label="Checking your link" />;
  else if (link.isError) content = <ErrorNotice>{refusal(link.error)}</ErrorNotice>;
  else content = <TopicsForm token={token} link={link.data} />;

  return (
    <StandaloneShell>
      <h1 className="mb-4 text-2xl font-bold text-ink">Confirm your subscription</h1>
      <div aria-live="polite">{content}</div>
    </StandaloneShell>
  );
}
