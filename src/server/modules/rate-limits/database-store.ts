import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Database } from '#server/db/database';
import { takeHit } from './rate-limits';

type Increment = Parameters<FastifyRateLimitStore['incr']>[1];

interface StoreOptions {
  routeInfo?: { method?: string | string[]; url?: string };
  max?: unknown;
  timeWindow?: unknown;
}

/**
 * A store for `@fastify/rate-limit` that counts in the database (`takeHit`), so that a route's
 * `config.rateLimit` holds across instances and restarts. Each route counts on its own (its method and
 * address name the limit), as the plugin's in-memory store does.
 */
export function databaseRateLimitStore(db: Database): FastifyRateLimitStoreCtor {
  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    private readonly name: string;
    private readonly max: number | undefined;
    private readonly timeWindow: number | undefined;

    // The plugin passes its merged limit options (with `routeInfo`), whatever its typings say.
    constructor(given: object = {}) {
      const options = given as StoreOptions;
      const method = [options.routeInfo?.method ?? ''].flat().join(',');
      this.name = `route:${method} ${options.routeInfo?.url ?? ''}`;
      if (typeof options.max === 'number') this.max = options.max;
      if (typeof options.timeWindow === 'number') this.timeWindow = options.timeWindow;
    }

    // The plugin passes the window and maximum it worked out for the request; its typings omit them.
    incr(key: string, done: Increment, timeWindow?: number, max?: number): void {
      const windowMs = timeWindow ?? this.timeWindow ?? 60_000;
      const limit = { name: this.name, max: max ?? this.max ?? 1000, windowMs };
      takeHit(db, limit, key).then(
        (answer) => done(null, { current: answer.count, ttl: answer.retryAfterSeconds * 1000 }),
        (error: unknown) => done(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(routeOptions: object): FastifyRateLimitStore {
      return new DatabaseRateLimitStore(routeOptions);
    }
  }
  return DatabaseRateLimitStore;
}
