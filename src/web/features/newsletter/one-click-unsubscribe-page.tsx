import { useSearchParams } from 'react-router-dom';
import { EmailText } from '#web/components/ui/email-text';
import { NEWSLETTER_MESSAGES } from '#common/newsletter';
import { FormMessage } from '#web/components/ui/form-field';
import { primaryButton } from '#web/components/ui/form-styles';
import { ErrorNotice, Spinner } from '#web/components/ui/status';
import { ApiError } from '#web/lib/api-client';
import { usePageTitle } from '#web/lib/use-page-meta';
import { useOneClickLink, useOneClickUnsubscribe } from './api/one-click-unsubscribe';
import { StandaloneShell } from './standalone-shell';

const refusal = (error: unknown) =>
  error instanceof ApiError && error.fromServer && error.status < 500
    ? error.message
    : NEWSLETTER_MESSAGES.otherError;

/**
 * The link in every newsletter: opening it only asks (mail scanners open links too); the
 * button unsubscribes.
 */
export default function OneClickUnsubscribePage() {
  usePageTitle('Unsubscribe');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const link = useOneClickLink(token);
  const unsubscribe = useOneClickUnsubscribe(token);

  let content;
  if (link.isPending) content = <Spinner label="Checking your link" />;
  else if (link.isError) content = <ErrorNotice>{refusal(link.error)}</ErrorNotice>;
  else if (unsubscribe.isSuccess || !link.data.subscribed)
    content = <FormMessage tone="success">{NEWSLETTER_MESSAGES.unsubscribed}</FormMessage>;
  else
    content = (
      <div className="space-y-4">
        <p className="text-slate-700">
          Stop sending the newsletter to{' '}
          <span className="font-semibold wrap-anywhere">
            <EmailText email={link.data.email} />
          </span>
          ?
        </p>
        {unsubscribe.isError && <FormMessage tone="error">{refusal(unsubscribe.error)}</FormMessage>}
        <button
          type="button"
          disabled={unsubscribe.isPending}
          onClick={() => unsubscribe.mutate()}
          className={`${primaryButton} w-full`}
        >
          {unsubscribe.isPending ? 'Unsubscribing...' : 'Unsubscribe'}
        </button>
      </div>
    );

  return (
    <StandaloneShell>
      <h1 className="mb-4 text-2xl font-bold text-ink">Unsubscribe from our newsletter</h1>
      <div aria-live="polite">{content}</div>
    </StandaloneShell>
  );
}
