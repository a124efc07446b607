import { useSearchParams } from 'react-router-dom';
import { EmailText } from '#web/components/ui/email-text';
import { NEWSLETTER_MESSAGES, type OneClickStatus } from '#common/newsletter';
import { FormMessage } from '#web/components/ui/form-field';
import { QueryStates } from '#web/components/ui/status';
import { ApiError } from '#web/lib/api-client';
import { usePageTitle } from '#web/lib/use-page-meta';
import { useOneClickLink, useOneClickUnsubscribe, useTopicsByLink } from './api/one-click-unsubscribe';
import { StandaloneShell } from './standalone-shell';
import { TopicsForm } from './topics-form';
import { Button } from '#web/components/ui/button';

const refusal = (error: unknown) =>
  error instanceof ApiError && error.fromServer && error.status < 500
    ? error.message
    : NEWSLETTER_MESSAGES.otherError;

/** A subscribed address: its topics to change, and the button that unsubscribes. */
function Preferences({ token, link }: { token: string; link: OneClickStatus }) {
  const unsubscribe = useOneClickUnsubscribe(token);
  const topics = useTopicsByLink(token);
  if (unsubscribe.isSuccess)
    return <FormMessage tone="success">{NEWSLETTER_MESSAGES.unsubscribed}</FormMessage>;
  return (
    <div className="space-y-6">
      <TopicsForm initial={link.topics} save={topics} submitLabel="Save topics" refusal={refusal}>
        <p className="text-slate-700">
          The newsletter goes to{' '}
          <span className="font-semibold wrap-anywhere">
            <EmailText email={link.email} />
          </span>
          . Choose what you hear about:
        </p>
      </TopicsForm>
      <section aria-labelledby="stop-newsletter-heading" className="space-y-3 border-t border-slate-200 pt-5">
        <h2 id="stop-newsletter-heading" className="font-semibold text-ink">
          Or stop the newsletter
        </h2>
        {unsubscribe.isError && <FormMessage tone="error">{refusal(unsubscribe.error)}</FormMessage>}
        <Button
          type="button"
          disabled={unsubscribe.isPending}
          onClick={() => unsubscribe.mutate()}
          variant="secondary"
          className="w-full"
        >
          {unsubscribe.isPending ? 'Unsubscribing...' : 'Unsubscribe'}
        </Button>
      </section>
    </div>
  );
}

/**
 * The link in every newsletter (docs/product.md#one-click-unsubscribe): opening it only asks (mail scanners
 * open links too); the subscriber changes topics or unsubscribes with a button.
 */
export default function OneClickUnsubscribePage() {
  usePageTitle('Your newsletter');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const link = useOneClickLink(token);

  const content = (
    <QueryStates query={link} loading="Checking your link" failure={refusal} retry={false}>
      {(data) =>
        data.subscribed ? (
          <Preferences token={token} link={data} />
        ) : (
          <FormMessage tone="success">{NEWSLETTER_MESSAGES.unsubscribed}</FormMessage>
        )
      }
    </QueryStates>
  );

  return (
    <StandaloneShell>
      <h1 className="mb-4 text-2xl font-bold text-ink">Your newsletter</h1>
      <div aria-live="polite">{content}</div>
    </StandaloneShell>
  );
}
