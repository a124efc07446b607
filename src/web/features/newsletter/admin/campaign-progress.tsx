import { ErrorNotice, Spinner } from '#web/components/ui/status';
import { useCampaigns } from '../api/newsletter-admin';

const dateFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

/** Recent campaigns with their delivery progress, refreshed while one is sending. */
export function CampaignProgressList() {
  const campaigns = useCampaigns();
  if (campaigns.isPending) return <Spinner label="Loading sent newsletters" />;
  if (campaigns.isError)
    return (
      <ErrorNotice onRetry={() => void campaigns.refetch()}>
        The sent newsletters could not be loaded.
      </ErrorNotice>
    );
  if (campaigns.data.length === 0) return null;
  return (
    <section aria-labelledby="newsletter-sent-heading" className="space-y-3">
      <h3 id="newsletter-sent-heading" className="text-lg font-semibold text-ink">
        Sent newsletters
      </h3>
      <ul className="space-y-3">
        {campaigns.data.map((campaign) => {
          const label = `Delivery of “${campaign.subject}”`;
          return (
            <li key={campaign.id} className="rounded-xl border border-slate-200 p-4">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <p className="font-semibold text-ink">{campaign.subject}</p>
                <time dateTime={campaign.createdAt} className="text-sm text-slate-600">
                  {dateFormat.format(new Date(campaign.createdAt))}
                </time>
              </div>
              <progress
                className="mt-3 h-3 w-full accent-brand-dark"
                value={campaign.sent + campaign.skipped + campaign.failed}
                max={Math.max(1, campaign.recipients)}
                aria-label={label}
              />
              <p className="mt-1 text-sm text-slate-700" aria-live="polite">
                {campaign.done ? 'Finished: ' : 'Sending: '}
                {campaign.sent} of {campaign.recipients} sent, {campaign.queued} queued
                {campaign.skipped > 0 && `, ${campaign.skipped} unsubscribed before their turn`}
                {campaign.failed > 0 && `, ${campaign.failed} could not be delivered`}
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
