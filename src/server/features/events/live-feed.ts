import type { ServerResponse } from 'node:http';
import { LIVE_RECONNECT_DELAYS_MS, EVENT_STREAM } from '#common/events';
import type { Database } from '#server/db/database';
import { PgWakeups } from './pg-wakeups';
import {
  CHANGE_LOG_RETAINED,
  latestChangeId,
  listChangesAfter,
  oldestChangeId,
  type EventChangeRow,
} from './repository';

export interface LiveFeedOptions {
  db: Database;
  /** PostgreSQL connection string: other instances' changes arrive by LISTEN/NOTIFY. */
  postgresUrl?: string;
  heartbeatMs: number;
  /** Caps on open streams, in all and per client address; each stream ends after maxLifetimeMs. */
  limits: { maxTotal: number; maxPerAddress: number; maxLifetimeMs: number };
  /** Called whenever changes have been read from the log, whoever made them. */
  onChange?: () => void;
  log: { warn: (object: unknown, message: string) => void };
}

interface Subscriber {
  res: ServerResponse;
  address: string;
  /** The newest change id this client has been sent; broadcasts at or below it are skipped. */
  lastSentId: number;
  /** While a reconnecting client's replay is read, live messages wait here. */
  waiting: { id: number; message: string }[] | null;
}

const PAGE = 500;
/** A client that cannot keep up (this much unsent) is dropped; it reconnects with Last-Event-ID. */
const MAX_BUFFERED_BYTES = 256 * 1024;

/** One SSE message for a change. The payload is stored as JSON already, so nothing is re-encoded. */
export function formatChange(row: EventChangeRow): string {
  const event = row.kind === 'deleted' ? '' : `,"event":${row.payload}`;
  return `id: ${row.id}\nevent: ${EVENT_STREAM.change}\ndata: {"type":"${row.kind}","id":${row.event_id}${event}}\n\n`;
}

function control(name: string, id: number): string {
  return `id: ${id}\nevent: ${name}\ndata: {}\n\n`;
}

/**
 * The live change feed of one server instance. Every change is read from the database once per
 * instance (woken by the local write, by NOTIFY from other instances, or by the heartbeat as a
 * safety net) and the same bytes are written to every connected client, so a client costs only
 * its socket and this small record.
 */
export class LiveFeed {
  private readonly subscribers = new Set<Subscriber>();
  private readonly perAddress = new Map<string, number>();
  private lastId = 0;
  private pulling = false;
  private pullAgain = false;
  private closed = false;
  private heartbeat: NodeJS.Timeout | null = null;
  private wakeups: PgWakeups | null = null;

  constructor(private readonly options: LiveFeedOptions) {}

  get clientCount(): number {
    return this.subscribers.size;
  }

  async start(): Promise<void> {
    this.lastId = await latestChangeId(this.options.db);
    this.heartbeat = setInterval(() => this.beat(), this.options.heartbeatMs);
    this.heartbeat.unref();
    if (this.options.postgresUrl) {
      this.wakeups = new PgWakeups({
        url: this.options.postgresUrl,
        onWake: () => this.wake(),
        onProblem: (error) => this.options.log.warn({ err: error }, 'event feed listener lost; reconnecting'),
      });
      await this.wakeups.start();
    }
  }

  /** Something may have changed: read the log past what this instance has already sent. */
  wake(): void {
    void this.pull();
  }

  private async pull(): Promise<void> {
    if (this.closed) return;
    if (this.pulling) {
      this.pullAgain = true;
      return;
    }
    this.pulling = true;
    try {
      do {
        this.pullAgain = false;
        const rows = await listChangesAfter(this.options.db, this.lastId, PAGE);
        if (rows.length > 0) this.options.onChange?.();
        for (const row of rows) {
          this.lastId = row.id;
          this.broadcast(row.id, formatChange(row));
        }
        if (rows.length === PAGE) this.pullAgain = true;
      } while (this.pullAgain && !this.closed);
    } catch (error) {
      if (!this.closed) this.options.log.warn({ err: error }, 'event feed could not read changes');
    } finally {
      this.pulling = false;
    }
  }

  private broadcast(id: number, message: string): void {
    for (const subscriber of this.subscribers) {
      if (subscriber.waiting) subscriber.waiting.push({ id, message });
      else if (id > subscriber.lastSentId) {
        subscriber.lastSentId = id;
        this.write(subscriber, message);
      }
    }
  }

  private write(subscriber: Subscriber, text: string): void {
    const { res } = subscriber;
    if (res.writableEnded || res.destroyed) return;
    if (res.writableLength > MAX_BUFFERED_BYTES) {
      res.destroy();
      return;
    }
    res.write(text);
  }

  private beat(): void {
    for (const subscriber of this.subscribers) this.write(subscriber, ':\n\n');
    // NOTIFY is only a wake-up; if one was lost, this catches up within one heartbeat.
    if (this.wakeups) this.wake();
  }

  /**
   * Why a new stream from this address may not open now ('full' or 'address'), or null when it may.
   * The caller subscribes in the same tick, so no other stream can take the place in between.
   */
  refusal(address: string): 'full' | 'address' | null {
    const { maxTotal, maxPerAddress } = this.options.limits;
    if (this.subscribers.size >= maxTotal) return 'full';
    if ((this.perAddress.get(address) ?? 0) >= maxPerAddress) return 'address';
    return null;
  }

  private count(address: string, delta: number): void {
    const next = (this.perAddress.get(address) ?? 0) + delta;
    if (next > 0) this.perAddress.set(address, next);
    else this.perAddress.delete(address);
  }

  /**
   * Takes over a response as an event stream. `lastEventId` (from the Last-Event-ID header or
   * the `lastEventId` query) replays what the client missed, or tells it to reload everything
   * when that is no longer in the log.
   */
  async subscribe(res: ServerResponse, address: string, lastEventId: number | null): Promise<void> {
    const subscriber: Subscriber = { res, address, lastSentId: this.lastId, waiting: [] };
    this.subscribers.add(subscriber);
    this.count(address, 1);
    // No stream lasts for ever: the client reconnects with Last-Event-ID and misses nothing. The last
    // tenth is spread at random, so streams opened together do not all reconnect together.
    const { maxLifetimeMs } = this.options.limits;
    const lifetime = setTimeout(
      () => res.end(),
      maxLifetimeMs - Math.floor(Math.random() * (maxLifetimeMs / 10)),
    );
    lifetime.unref();
    res.on('close', () => {
      clearTimeout(lifetime);
      if (this.subscribers.delete(subscriber)) this.count(address, -1);
    });
    // docs/product.md#live-updates: the first reconnect waits 1 s; the web client backs off further itself.
    res.write(`retry: ${LIVE_RECONNECT_DELAYS_MS[0]}\n\n`);

    try {
      if (lastEventId !== null) await this.replay(subscriber, lastEventId);
    } catch (error) {
      this.options.log.warn({ err: error }, 'event feed could not replay changes');
      subscriber.lastSentId = this.lastId;
      this.write(subscriber, control(EVENT_STREAM.reset, subscriber.lastSentId));
    }
    const waiting = subscriber.waiting ?? [];
    subscriber.waiting = null;
    this.write(subscriber, control(EVENT_STREAM.ready, subscriber.lastSentId));
    for (const item of waiting) {
      if (item.id > subscriber.lastSentId) {
        subscriber.lastSentId = item.id;
        this.write(subscriber, item.message);
      }
    }
    if (this.closed) res.end();
  }

  private async replay(subscriber: Subscriber, lastEventId: number): Promise<void> {
    const { db } = this.options;
    const [oldest, latest] = await Promise.all([oldestChangeId(db), latestChangeId(db)]);
    const pruned = oldest > 0 && lastEventId + 1 < oldest;
    if (pruned || lastEventId > latest) {
      subscriber.lastSentId = Math.max(latest, this.lastId);
      this.write(subscriber, control(EVENT_STREAM.reset, subscriber.lastSentId));
      return;
    }
    let after = lastEventId;
    for (let read = 0; read <= CHANGE_LOG_RETAINED;) {
      const rows = await listChangesAfter(db, after, PAGE);
      for (const row of rows) this.write(subscriber, formatChange(row));
      read += rows.length;
      if (rows.length > 0) after = rows[rows.length - 1]!.id;
      if (rows.length < PAGE) break;
    }
    subscriber.lastSentId = after;
  }

  /** Ends every stream, so the server can close (graceful shutdown, tests' app.close()). */
  async close(): Promise<void> {
    this.closed = true;
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
    await this.wakeups?.stop();
    for (const subscriber of this.subscribers) subscriber.res.end();
    this.subscribers.clear();
    this.perAddress.clear();
  }
}
