import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { EventListCache } from './list-cache';

/** A loader whose reads finish only when the test says so. */
function controlledLoader() {
  const pending: { resolve: () => void }[] = [];
  let reads = 0;
  const load = () => {
    reads += 1;
    const read = reads;
    return new Promise<{ etag: string; json: string }>((resolve) => {
      pending.push({ resolve: () => resolve({ etag: `"v${read}"`, json: JSON.stringify({ read }) }) });
    });
  };
  return {
    load,
    get reads() {
      return reads;
    },
    finish: (index: number) => pending[index]!.resolve(),
  };
}

describe('EventListCache', () => {
  it('reads once, then answers from memory until invalidated', async () => {
    let reads = 0;
    const cache = new EventListCache(async () => {
      reads += 1;
      return { etag: `"v${reads}"`, json: '{"items":[]}' };
    });
    const first = await cache.get();
    expect(await cache.get()).toBe(first);
    expect(reads).toBe(1);

    cache.invalidate();
    const second = await cache.get();
    expect(reads).toBe(2);
    expect(second.etag).toBe('"v2"');
  });

  it('lets concurrent requests share one read', async () => {
    const loader = controlledLoader();
    const cache = new EventListCache(loader.load);
    const answers = [cache.get(), cache.get(), cache.get()];
    loader.finish(0);
    const [a, b, c] = await Promise.all(answers);
    expect(loader.reads).toBe(1);
    expect(a).toBe(b);
    expect(b).toBe(c);
  });

  it('never keeps a read that started before an invalidation', async () => {
    const loader = controlledLoader();
    const cache = new EventListCache(loader.load);
    const before = cache.get();
    cache.invalidate();
    const after = cache.get();
    expect(loader.reads).toBe(2);
    loader.finish(1);
    expect((await after).etag).toBe('"v2"');
    // The older read finishing last must not replace the newer answer.
    loader.finish(0);
    expect((await before).etag).toBe('"v1"');
    expect((await cache.get()).etag).toBe('"v2"');
    expect(loader.reads).toBe(2);
  });

  it('reads again after a failed read', async () => {
    let fail = true;
    const cache = new EventListCache(async () => {
      if (fail) throw new Error('database unavailable');
      return { etag: '"ok"', json: '{}' };
    });
    await expect(cache.get()).rejects.toThrow('database unavailable');
    fail = false;
    expect((await cache.get()).etag).toBe('"ok"');
  });

  it('keeps large answers compressed with brotli and gzip', async () => {
    const json = JSON.stringify({
      items: Array.from({ length: 200 }, (_, id) => ({ id, name: 'Demo day' })),
    });
    const cache = new EventListCache(async () => ({ etag: '"big"', json }));
    const { body } = await cache.get();
    expect(body.raw.toString()).toBe(json);
    expect(zlib.brotliDecompressSync(body.br!).toString()).toBe(json);
    expect(zlib.gunzipSync(body.gzip!).toString()).toBe(json);
    expect(body.br!.length).toBeLessThan(json.length / 4);
  });
});
