import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { NEWSLETTER_MESSAGES, type ConfirmLinkStatus } from '#common/newsletter';
import { EmailText } from '#web/components/ui/email-text';
import { QueryStates } from '#web/components/ui/status';
import { ApiError } from '#web/lib/api-client';
import { usePageTitle } from '#web/lib/use-page-meta';
import { useConfirmByLink, useConfirmLink } from './api/confirm-subscription';
import { StandaloneShell } from './standalone-shell';
import { TopicsForm } from './topics-form';

const refusal = (error: unknown) =>
  error instanceof ApiError && error.fromServer && error.status < 500
    ? error.message
    : NEWSLETTER_MESSAGES.otherError;

/** The topics to choose, then Confirm (or, once subscribed, Save topics). */
function ConfirmForm({ token, link }: { token: string; link: ConfirmLinkStatus }) {
  const confirm = useConfirmByLink(token);
  const [subscribed, setSubscribed] = useState(link.subscribed);
  return (
    <TopicsForm
      initial={link.topics}
      save={confirm}
      submitLabel={subscribed ? 'Save topics' : 'Confirm subscription'}
      refusal={refusal}
      onSaved={() => setSubscribed(true)}
    >
      <p className="text-slate-700">
        {subscribed ? 'The newsletter goes to ' : 'Send the newsletter to '}
        <span className="font-semibold wrap-anywhere">
          <EmailText email={link.email} />
        </span>
        {subscribed ? '. Change what you hear about:' : '?'}
      </p>
    </TopicsForm>
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

  const content = (
    <QueryStates query={link} loading="Checking your link" failure={refusal} retry={false}>
      {(data) => <ConfirmForm token={token} link={data} />}
    </QueryStates>
  );

  return (
    <StandaloneShell>
      <h1 className="mb-4 text-2xl font-bold text-ink">Confirm your subscription</h1>
      <div aria-live="polite">{content}</div>
    </StandaloneShell>
  );
}
