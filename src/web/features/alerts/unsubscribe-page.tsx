import { Link, useSearchParams } from 'react-router-dom';
import { ALERT_MESSAGES, type AlertLinkStatus } from '#common/alerts';
import { FormMessage } from '#web/components/ui/form-field';
import { QueryStates } from '#web/components/ui/status';
import { ApiError } from '#web/lib/api-client';
import { usePageTitle } from '#web/lib/use-page-meta';
import { useAlertLink, useAlertUnsubscribe } from './api/one-click-unsubscribe';
import { Button } from '#web/components/ui/button';

const LIST_NAMES = {
  ideas: 'Ideas',
  projects: 'Projects',
  internships: 'Internships',
  calls: 'Calls',
} as const;

const refusal = (error: unknown) =>
  error instanceof ApiError && error.fromServer && error.status < 500
    ? error.message
    : 'Something went wrong. Please try again.';

/**
 * The unsubscribe link of every alert digest (docs/product.md#unsubscribe-from-alerts): opening it only
 * lists the digest's alerts (mail scanners open links too); the button pauses them all.
 */
export default function AlertUnsubscribePage() {
  usePageTitle('Unsubscribe from alerts');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const link = useAlertLink(token);
  const unsubscribe = useAlertUnsubscribe(token);

  const content = (
    <QueryStates query={link} loading="Checking your link" failure={refusal} retry={false}>
      {({ alerts }) =>
        alerts.length === 0 ? (
          <FormMessage tone="success">{ALERT_MESSAGES.noneLeft}</FormMessage>
        ) : unsubscribe.isSuccess || alerts.every((alert) => alert.paused) ? (
          <FormMessage tone="success">{ALERT_MESSAGES.unsubscribed}</FormMessage>
        ) : (
          <Confirm alerts={alerts} unsubscribe={unsubscribe} />
        )
      }
    </QueryStates>
  );

  return (
    <section aria-labelledby="alert-unsubscribe-heading" className="min-h-[70vh] bg-mist pt-28 pb-20">
      <div className="mx-auto max-w-xl px-4 sm:px-6">
        <h1 id="alert-unsubscribe-heading" className="text-3xl font-bold tracking-tight text-ink">
          Unsubscribe from alerts
        </h1>
        <div
          aria-live="polite"
          className="mt-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
        >
          {content}
        </div>
        <p className="mt-6 text-slate-600">
          Resume, edit or delete your alerts in{' '}
          <Link to="/my/alerts" className="font-semibold text-brand-dark hover:underline">
            My alerts
          </Link>
          .
        </p>
      </div>
    </section>
  );
}

function Confirm({
  alerts,
  unsubscribe,
}: {
  alerts: AlertLinkStatus['alerts'];
  unsubscribe: ReturnType<typeof useAlertUnsubscribe>;
}) {
  return (
    <div className="space-y-4">
      <p className="text-slate-700">
        Stop mailing {alerts.length === 1 ? 'this alert' : `these ${alerts.length} alerts`}? They stay in My
        alerts, paused.
      </p>
      <ul className="space-y-2">
        {alerts.map((alert, index) => (
          <li key={index} className="rounded-lg bg-mist px-3 py-2">
            <span className="font-semibold wrap-anywhere text-ink">{alert.name}</span>{' '}
            <span className="text-sm text-slate-600">({LIST_NAMES[alert.list]})</span>
          </li>
        ))}
      </ul>
      {unsubscribe.isError && <FormMessage tone="error">{refusal(unsubscribe.error)}</FormMessage>}
      <Button
        type="button"
        disabled={unsubscribe.isPending}
        onClick={() => unsubscribe.mutate()}
        className="w-full"
      >
        {unsubscribe.isPending ? 'Unsubscribing...' : 'Unsubscribe'}
      </Button>
    </div>
  );
}
