import { useSearchParams } from 'react-router-dom';
import { EmailText } from '#web/components/ui/email-text';
import { NEWSLETTER_MESSAGES } from '#common/newsletter';
import { FormMessage } from '#web/components/ui/form-field';
import { primaryButton } from '#web/components/ui/form-styles';
import { ErrorNotice, Spinner } from '#web/components/ui/status';
import { ApiError } from '#web/lib/api-client';
import { usePageTitle } from '#web/lib/use-page-meta';
import { useConfirmByLink, useConfirmLink } from './api/confirm-subscription';
import { StandaloneShell } from './standalone-shell';

const refusal = (error: unknown) =>
  error instanceof ApiError && error.fromServer && error.status < 500
    ? error.message
    : NEWSLETTER_MESSAGES.otherError;

/**
 * docs/product.md#confirm-subscription-page: the link in the confirmation mail. Opening it only asks (mail
 * scanners open links too); the button confirms.
 */
export default function ConfirmSubscriptionPage() {
  usePageTitle('Confirm your subscription');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const link = useConfirmLink(token);
  const confirm = useConfirmByLink(token);

  let content;
  if (link.isPending) content = <Spinner label="Checking your link" />;
  else if (link.isError) content = <ErrorNotice>{refusal(link.error)}</ErrorNotice>;
  else if (confirm.isSuccess || link.data.subscribed)
    content = <FormMessage tone="success">{NEWSLETTER_MESSAGES.confirmed}</FormMessage>;
  else
    content = (
      <div className="space-y-4">
        <p className="text-slate-700">
          Send the newsletter to{' '}
          <span className="font-semibold wrap-anywhere">
            <EmailText email={link.data.email} />
          </span>
          ?
        </p>
        {confirm.isError && <FormMessage tone="error">{refusal(confirm.error)}</FormMessage>}
        <button
          type="button"
          disabled={confirm.isPending}
          onClick={() => confirm.mutate()}
          className={`${primaryButton} w-full`}
        >
          {confirm.isPending ? 'Confirming...' : 'Confirm subscription'}
        </button>
      </div>
    );

  return (
    <StandaloneShell>
      <h1 className="mb-4 text-2xl font-bold text-ink">Confirm your subscription</h1>
      <div aria-live="polite">{content}</div>
    </StandaloneShell>
  );
}
