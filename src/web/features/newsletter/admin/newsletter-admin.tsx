import { useSubscribers } from '../api/newsletter-admin';
import { CampaignComposer } from './campaign-composer';
import { CampaignProgressList } from './campaign-progress';
import { SubscriberList } from './subscriber-list';

/** The Newsletter tab: compose and send, follow the sending, and the subscribers. */
export function NewsletterAdmin() {
  // The first page of the unfiltered list is cached anyway; it carries the count for the confirmation.
  const count = useSubscribers('', 1).data?.subscribedCount;
  return (
    <div className="space-y-10">
      <CampaignComposer subscribedCount={count} />
      <CampaignProgressList />
      <SubscriberList />
    </div>
  );
}
