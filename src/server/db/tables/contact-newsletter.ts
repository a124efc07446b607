import type { Generated } from 'kysely';

export interface ContactResponsesTable {
  id: Generated<number>;
  name: string;
  email: string;
  message: string;
  created_at: string;
}

export type SubscriberStatus = 'subscribed' | 'unsubscribed';

export interface NewsletterSubscribersTable {
  id: Generated<number>;
  /** Lower-cased; unique. */
  email: string;
  status: SubscriberStatus;
  created_at: string;
  subscribed_at: string;
  unsubscribed_at: string | null;
  updated_at: string;
}

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
}

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

// Tables of migration 0006.
export interface ContactNewsletterTables {
  contact_responses: ContactResponsesTable;
  newsletter_subscribers: NewsletterSubscribersTable;
  newsletter_campaigns: NewsletterCampaignsTable;
  newsletter_deliveries: NewsletterDeliveriesTable;
}
