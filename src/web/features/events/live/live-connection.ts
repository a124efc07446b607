import type { QueryClient } from '@tanstack/react-query';
import { EVENT_STREAM, LIVE_RECONNECT_DELAYS_MS } from '#common/events-constants';
import { eventStreamUrl } from '#common/event-links';
import type { EventChange } from '#common/events';
import { reloadEvents, removeEvent, upsertEvent } from './event-cache';

/**
 * One EventSource per page, shared by every component that shows events. It starts from the
 * list's version, so no change between the first fetch and the stream's opening is lost, and
 * reconnects after 1, 2, 5, then every 10 s (docs/product.md#live-updates), resuming from the last id it saw.
 */
class LiveConnection {
  private source: EventSource | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private attempt = 0;
  private lastEventId: number | null = null;
  private readonly users = new Map<QueryClient, number>();

  acquire(client: QueryClient, version: number): void {
    this.users.set(client, (this.users.get(client) ?? 0) + 1);
    if (this.lastEventId === null) this.lastEventId = version;
    if (!this.source && !this.timer) this.open();
  }

  release(client: QueryClient): void {
    const count = (this.users.get(client) ?? 1) - 1;
    if (count > 0) this.users.set(client, count);
    else this.users.delete(client);
    if (this.users.size === 0) this.stop();
  }

  private stop(): void {
    this.source?.close();
    this.source = null;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.attempt = 0;
    this.lastEventId = null;
  }

  private track(message: MessageEvent<string>): void {
    const id = Number(message.lastEventId);
    if (Number.isFinite(id) && message.lastEventId !== '') this.lastEventId = id;
  }

  private open(): void {
    this.timer = null;
    const source = new EventSource(eventStreamUrl(this.lastEventId));
    this.source = source;
    source.addEventListener(EVENT_STREAM.change, (message) => {
      this.track(message);
      const change = JSON.parse(message.data) as EventChange;
      for (const client of this.users.keys()) {
        if (change.type === 'deleted') removeEvent(client, change.id, this.lastEventId ?? undefined);
        else upsertEvent(client, change.event, this.lastEventId ?? undefined);
      }
    });
    source.addEventListener(EVENT_STREAM.ready, (message) => {
      this.track(message);
      this.attempt = 0;
    });
    source.addEventListener(EVENT_STREAM.reset, (message) => {
      this.track(message);
      for (const client of this.users.keys()) reloadEvents(client);
    });
    source.addEventListener('error', () => {
      // The browser would retry on its own schedule; ours backs off as docs/product.md#live-updates asks.
      source.close();
      if (this.source !== source) return;
      this.source = null;
      const delay = LIVE_RECONNECT_DELAYS_MS[Math.min(this.attempt, LIVE_RECONNECT_DELAYS_MS.length - 1)]!;
      this.attempt += 1;
      this.timer = setTimeout(() => this.open(), delay);
    });
  }
}

let shared: LiveConnection | null = null;

export function liveConnection(): LiveConnection | null {
  if (typeof window === 'undefined' || typeof EventSource === 'undefined') return null;
  shared ??= new LiveConnection();
  return shared;
}
