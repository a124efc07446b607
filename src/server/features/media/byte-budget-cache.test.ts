import { describe, expect, it } from 'vitest';
import { ByteBudgetCache } from './byte-budget-cache';

function keysOf(cache: ByteBudgetCache<string>, candidates: string[]): string[] {
  return candidates.filter((key) => cache.get(key) !== undefined);
}

describe('ByteBudgetCache', () => {
  it('returns what was stored and undefined for what was not', () => {
    const cache = new ByteBudgetCache<string>(100);
    cache.set('a', 'alpha', 10);
    expect(cache.get('a')).toBe('alpha');
    expect(cache.get('b')).toBeUndefined();
    expect(cache.size).toBe(10);
  });

  it('evicts the least recently stored entries once over budget', () => {
    const cache = new ByteBudgetCache<string>(100);
    cache.set('a', 'A', 40);
    cache.set('b', 'B', 40);
    cache.set('c', 'C', 40); // 120 > 100: 'a' goes
    expect(cache.size).toBe(80);
    expect(keysOf(cache, ['a', 'b', 'c'])).toEqual(['b', 'c']);
  });

  it('counts a read as a use, so the entry read survives and the stale one goes', () => {
    const cache = new ByteBudgetCache<string>(100);
    cache.set('a', 'A', 40);
    cache.set('b', 'B', 40);
    expect(cache.get('a')).toBe('A'); // 'b' is now the least recently used
    cache.set('c', 'C', 40);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe('A');
    expect(cache.get('c')).toBe('C');
    expect(cache.size).toBe(80);
  });

  it('evicts as many entries as needed to fit a large one', () => {
    const cache = new ByteBudgetCache<string>(100);
    for (const key of ['a', 'b', 'c', 'd', 'e']) cache.set(key, key.toUpperCase(), 20);
    expect(cache.size).toBe(100);
    cache.set('big', 'BIG', 70);
    expect(keysOf(cache, ['a', 'b', 'c', 'd', 'e', 'big'])).toEqual(['e', 'big']);
    expect(cache.size).toBe(90);
  });

  it('keeps an entry exactly the size of the budget', () => {
    const cache = new ByteBudgetCache<string>(100);
    cache.set('a', 'A', 50);
    cache.set('whole', 'W', 100);
    expect(cache.get('whole')).toBe('W');
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(100);
  });

  it('does not store an entry larger than the whole budget, and evicts nothing for it', () => {
    const cache = new ByteBudgetCache<string>(100);
    cache.set('a', 'A', 60);
    cache.set('huge', 'H', 101);
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.get('a')).toBe('A');
    expect(cache.size).toBe(60);
  });

  it('replaces a key, counting only the new size', () => {
    const cache = new ByteBudgetCache<string>(100);
    cache.set('a', 'old', 30);
    cache.set('a', 'new', 50);
    expect(cache.get('a')).toBe('new');
    expect(cache.size).toBe(50);
  });

  it('never answers with the old value of a key replaced by one too large to keep', () => {
    const cache = new ByteBudgetCache<string>(100);
    cache.set('a', 'old', 30);
    cache.set('a', 'new but huge', 500);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('deletes entries and frees their bytes; deleting a missing key is harmless', () => {
    const cache = new ByteBudgetCache<string>(100);
    cache.set('a', 'A', 30);
    cache.set('b', 'B', 30);
    cache.delete('a');
    cache.delete('missing');
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBe('B');
    expect(cache.size).toBe(30);
  });

  it('stays within budget over many mixed writes', () => {
    const cache = new ByteBudgetCache<number>(1000);
    for (let i = 0; i < 500; i++) {
      cache.set(`k${i % 37}`, i, (i * 7919) % 300);
      if (i % 5 === 0) cache.get(`k${(i * 3) % 37}`);
      expect(cache.size).toBeLessThanOrEqual(1000);
      expect(cache.size).toBeGreaterThanOrEqual(0);
    }
  });
});
