import type { Database } from '#server/db/database';
import type { Mailer } from '#server/modules/mail';
import { campaignMail } from './campaign-mail';
import {
  claimPendingDeliveries,
  findCampaign,
  findSendingCampaignIds,
  markCampaignQueuedIfDone,
  markDeliveriesSkipped,
  setDeliveryOutbox,
  stillSubscribed,
} from './repository';
import { unsubscribeTokenSigner } from './unsubscribe-token';

/** Recipients handed to the outbox per transaction. */
export const CAMPAIGN_BATCH_SIZE = 200;
/** How often a server looks for unfinished campaigns when nothing wakes it (another process may have started one). */
export const CAMPAIGN_POLL_MS = 10_000;

export interface CampaignDeps {
  db: Database;
  mail: Pick<Mailer, 'send'>;
  publicUrl: string;
  batchSize?: number;
}

/**
 * Hands one batch of one unfinished campaign to the outbox: in one transaction it claims the
 * recipients (marking them queued) and inserts their messages, so a crash either keeps both or
 * neither. Returns how many recipients it handled; 0 means no campaign has anyone waiting.
 */
export async function queueNextBatch(deps: CampaignDeps): Promise<number> {
  const sign = await unsubscribeTokenSigner(deps.db);
  for (const campaignId of await findSendingCampaignIds(deps.db)) {
    const now = new Date().toISOString();
    const handled = await deps.db.transaction().execute(async (trx) => {
      const claimed = await claimPendingDeliveries(
        trx,
        campaignId,
        deps.batchSize ?? CAMPAIGN_BATCH_SIZE,
        now,
      );
      if (claimed.length === 0) return 0;
      const campaign = (await findCampaign(trx, campaignId))!;
      const subscribed = await stillSubscribed(
        trx,
        claimed.map((row) => row.subscriber_id),
      );
      await markDeliveriesSkipped(
        trx,
        claimed.filter((row) => !subscribed.has(row.subscriber_id)).map((row) => row.id),
      );
      for (const row of claimed) {
        if (!subscribed.has(row.subscriber_id)) continue;
        const outboxId = await deps.mail.send(
          campaignMail({
            campaignId,
            subject: campaign.subject,
            body: campaign.body,
            to: row.email,
            subscriberId: row.subscriber_id,
            token: sign(row.subscriber_id, row.email),
            publicUrl: deps.publicUrl,
          }),
          trx,
        );
        await setDeliveryOutbox(trx, row.id, outboxId);
      }
      return claimed.length;
    });
    if (handled > 0) return handled;
    await markCampaignQueuedIfDone(deps.db, campaignId, now);
  }
  return 0;
}

/** Hands every waiting recipient of every unfinished campaign to the outbox. */
export async function queueAllBatches(deps: CampaignDeps): Promise<number> {
  let total = 0;
  for (let handled = await queueNextBatch(deps); handled > 0; handled = await queueNextBatch(deps))
    total += handled;
  return total;
}

interface Logger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
}

/**
 * Runs campaigns in the background: at start-up (resuming whatever a stopped server left),
 * when woken by a new campaign, and every CAMPAIGN_POLL_MS. Several processes may run it at
 * once; the claims keep them from handling the same recipient.
 */
export class CampaignRunner {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = true;

  constructor(
    private readonly deps: CampaignDeps,
    private readonly log?: Logger,
  ) {}

  start(): void {
    this.stopped = false;
    this.wake();
  }

  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    clearTimeout(this.timer);
    this.running = this.run().finally(() => {
      this.running = undefined;
      if (this.stopped) return;
      if (this.again) {
        this.again = false;
        this.wake();
      } else {
        this.timer = setTimeout(() => this.wake(), CAMPAIGN_POLL_MS);
        this.timer.unref();
      }
    });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  private async run(): Promise<void> {
    try {
      while (!this.stopped) {
        const handled = await queueNextBatch(this.deps);
        if (handled === 0) break;
        this.log?.info({ handled }, 'newsletter batch queued');
      }
    } catch (error) {
      this.log?.warn({ err: error }, 'newsletter batch failed; will retry');
    }
  }
}
