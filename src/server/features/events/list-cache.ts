import { compressBody, type CompressedBody } from '#server/lib/compressed-body';

export interface CachedAnswer {
  etag: string;
  body: CompressedBody;
}

/**
 * The public event list's answer, serialised and compressed once and kept until something may
 * have changed it. The events routes invalidate it right after a write commits (before answering
 * the admin), and the live feed whenever it reads a change from the log, which also covers other
 * instances' writes on PostgreSQL. A request therefore answers from memory, If-None-Match
 * included, without touching the database.
 */
export class EventListCache {
  private generation = 0;
  private current: { generation: number; answer: CachedAnswer } | null = null;
  private loading: { generation: number; promise: Promise<CachedAnswer> } | null = null;

  constructor(private readonly load: () => Promise<{ etag: string; json: string }>) {}

  /** Something may have changed: the next request reads the list again. */
  invalidate(): void {
    this.generation += 1;
  }

  /** The answer for the list as it is now; concurrent requests share one read. */
  get(): Promise<CachedAnswer> {
    const generation = this.generation;
    if (this.current?.generation === generation) return Promise.resolve(this.current.answer);
    if (this.loading?.generation === generation) return this.loading.promise;
    const promise = this.read(generation);
    this.loading = { generation, promise };
    return promise;
  }

  private async read(generation: number): Promise<CachedAnswer> {
    try {
      const { etag, json } = await this.load();
      const answer = { etag, body: await compressBody(json) };
      // An invalidation during the read makes this answer one request old: keep it only if
      // nothing newer has been kept meanwhile, and let the next request read again.
      if (!this.current || this.current.generation <= generation) this.current = { generation, answer };
      return answer;
    } finally {
      if (this.loading?.generation === generation) this.loading = null;
    }
  }
}
