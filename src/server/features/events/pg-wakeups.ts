import type pg from 'pg';
import { postgresDriver } from '#server/db/postgres-driver';
import { listenForEventChanges } from './repository';

interface WakeupOptions {
  url: string;
  /** Called for every NOTIFY and after every (re)connection, when notifications may have been missed. */
  onWake: () => void;
  onProblem: (error: unknown) => void;
}

const MAX_RECONNECT_DELAY_MS = 10_000;
/** Names the listening connection in pg_stat_activity. */
export const LISTENER_NAME = 'iic-event-feed';

/**
 * A dedicated PostgreSQL connection that LISTENs for committed event changes. NOTIFY only
 * wakes the feed: the change log table is the record, so a dropped connection loses nothing;
 * it reconnects with backoff and wakes the feed to read what it missed.
 */
export class PgWakeups {
  private client: pg.Client | null = null;
  private timer: NodeJS.Timeout | null = null;
  private attempt = 0;
  private stopped = false;

  constructor(private readonly options: WakeupOptions) {}

  /** Resolves after the first attempt, connected or not (a failure retries in the background). */
  start(): Promise<void> {
    return this.connect();
  }

  private async connect(): Promise<void> {
    this.timer = null;
    if (this.stopped) return;
    const client = new (postgresDriver().Client)({
      connectionString: this.options.url,
      application_name: LISTENER_NAME,
    });
    let dropped = false;
    const drop = (error?: unknown) => {
      if (dropped) return;
      dropped = true;
      if (error) this.options.onProblem(error);
      if (this.client === client) this.client = null;
      client.end().catch(() => {});
      this.scheduleReconnect();
    };
    client.on('error', drop);
    client.on('end', () => drop());
    client.on('notification', () => this.options.onWake());
    try {
      await client.connect();
      await listenForEventChanges(client);
      if (this.stopped) {
        await client.end().catch(() => {});
        return;
      }
      this.client = client;
      this.attempt = 0;
      this.options.onWake();
    } catch (error) {
      drop(error);
    }
  }

  private scheduleReconnect(): void {
    if (this.stopped || this.timer) return;
    const delay = Math.min(500 * 2 ** this.attempt, MAX_RECONNECT_DELAY_MS);
    this.attempt += 1;
    this.timer = setTimeout(() => void this.connect(), delay);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => {});
  }
}
