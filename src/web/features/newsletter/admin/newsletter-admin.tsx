import { CampaignComposer } from './campaign-composer';
import { CampaignProgressList } from './campaign-progress';
import { SubscriberList } from './subscriber-list';

/** The Newsletter tab: compose and send, follow the sending, and the subscribers. */
export function NewsletterAdmin() {
  return (
    <div className="space-y-10">
      <CampaignComposer />
      <CampaignProgressList />
      <SubscriberList />
    </div>
  );
}
