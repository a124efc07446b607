import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { NewsletterTopic, SubscriberStatus } from '#common/newsletter';
import type { TableOwners } from '../table-owners';

// Subscribers, campaigns and one delivery row per recipient of a campaign (migration 0006).

export type { SubscriberStatus };

export interface NewsletterSubscribersTable {
  id: Generated<number>;
  email: string;
  status: SubscriberStatus;
  created_at: string;
  subscribed_at: string;
  unsubscribed_at: string | null;
  updated_at: string;
}
export type NewsletterSubscriberRow = Selectable<NewsletterSubscribersTable>;
export type NewNewsletterSubscriberRow = Insertable<NewsletterSubscribersTable>;
export type NewsletterSubscriberUpdate = Updateable<NewsletterSubscribersTable>;
/** A subscriber as the lists and look-ups return one. */
export type SubscriberSummaryRow = Pick<
  NewsletterSubscriberRow,
  'id' | 'email' | 'status' | 'subscribed_at' | 'unsubscribed_at'
>;

export type CampaignStatus = 'sending' | 'queued';

export interface NewsletterCampaignsTable {
  id: Generated<number>;
  subject: string;
  body: string;
  created_by_email: string;
  created_at: string;
  status: CampaignStatus;
  recipient_count: number;
  queued_at: string | null;
  /** Migration 0023: the topics it was sent to, comma-separated. */
  topics: Generated<string>;
}

/** Migration 0023: one row per topic a subscriber chose. */
export interface NewsletterSubscriberTopicsTable {
  subscriber_id: number;
  topic: NewsletterTopic;
}
export type NewsletterSubscriberTopicRow = Selectable<NewsletterSubscriberTopicsTable>;
export type NewNewsletterSubscriberTopicRow = Insertable<NewsletterSubscriberTopicsTable>;
export type NewsletterSubscriberTopicUpdate = Updateable<NewsletterSubscriberTopicsTable>;
export type NewsletterCampaignRow = Selectable<NewsletterCampaignsTable>;
export type NewNewsletterCampaignRow = Insertable<NewsletterCampaignsTable>;
export type NewsletterCampaignUpdate = Updateable<NewsletterCampaignsTable>;

export type DeliveryStatus = 'pending' | 'queued' | 'skipped';

export interface NewsletterDeliveriesTable {
  id: Generated<number>;
  campaign_id: number;
  subscriber_id: number;
  email: string;
  status: DeliveryStatus;
  outbox_id: number | null;
  queued_at: string | null;
}
export type NewsletterDeliveryRow = Selectable<NewsletterDeliveriesTable>;
export type NewNewsletterDeliveryRow = Insertable<NewsletterDeliveriesTable>;
export type NewsletterDeliveryUpdate = Updateable<NewsletterDeliveriesTable>;

export interface NewsletterTables {
  newsletter_subscribers: NewsletterSubscribersTable;
  newsletter_campaigns: NewsletterCampaignsTable;
  newsletter_deliveries: NewsletterDeliveriesTable;
  newsletter_subscriber_topics: NewsletterSubscriberTopicsTable;
}

/** Who owns each table (docs/architecture.md#database): only the owner's files name it in a query. */
export const newsletterTableOwners = {
  newsletter_subscribers: 'features/newsletter',
  newsletter_campaigns: 'features/newsletter',
  newsletter_deliveries: 'features/newsletter',
  newsletter_subscriber_topics: 'features/newsletter',
} as const satisfies TableOwners<NewsletterTables>;
