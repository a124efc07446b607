import { QueryStates } from '#web/components/ui/status';
import type { CampaignProgress } from '#common/newsletter';
import { useCampaigns } from '../api/newsletter-admin';
import { formatDate } from '#common/intl-cache';

/** Recent campaigns with their delivery progress, refreshed while one is sending. */
export function CampaignProgressList() {
  const campaigns = useCampaigns();
  return (
    <QueryStates
      query={campaigns}
      loading="Loading sent newsletters"
      failure="The sent newsletters could not be loaded."
    >
      {(data) => {
        if (data.length === 0) return null;
        return (
          <section aria-labelledby="newsletter-sent-heading" className="space-y-3">
            <h3 id="newsletter-sent-heading" className="text-lg font-semibold text-ink">
              Sent newsletters
            </h3>
            <ul className="space-y-3">
              {data.map((campaign) => {
                const label = `Delivery of “${campaign.subject}”`;
                return (
                  <li key={campaign.id} className="rounded-xl border border-slate-200 p-4">
                    <div className="flex flex-wrap items-baseline justify-between gap-2">
                      <p className="font-semibold text-ink">{campaign.subject}</p>
                      <time dateTime={campaign.createdAt} className="text-sm text-slate-600">
                        {formatDate(campaign.createdAt, 'dateTime')}
                      </time>
                    </div>
                    <progress
                      className="mt-3 h-3 w-full accent-brand-dark"
                      value={campaign.sent + campaign.skipped + campaign.failed}
                      max={Math.max(1, campaign.recipients)}
                      aria-label={label}
                    />
                    <p className="mt-1 text-sm text-slate-700" aria-live="polite">
                      {progressSummary(campaign)}
                    </p>
                  </li>
                );
              })}
            </ul>
          </section>
        );
      }}
    </QueryStates>
  );
}

/**
 * One sentence whose parts agree: a finished campaign names no one as waiting, and a running one
 * counts as waiting exactly those with no outcome yet (docs/product.md#campaigns).
 */
export function progressSummary(campaign: CampaignProgress): string {
  const handled = campaign.sent + campaign.skipped + campaign.failed;
  const waiting = Math.max(0, campaign.recipients - handled);
  const parts = [`${campaign.sent} of ${campaign.recipients} sent`];
  if (!campaign.done && waiting > 0) parts.push(`${waiting} waiting`);
  if (campaign.skipped > 0) parts.push(`${campaign.skipped} unsubscribed before their turn`);
  if (campaign.failed > 0) parts.push(`${campaign.failed} could not be delivered`);
  return `${campaign.done ? 'Finished' : 'Sending'}: ${parts.join(', ')}`;
}
