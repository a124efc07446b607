import { describe, expect, it } from 'vitest';
import { KeyedBatches } from './batches';

describe('KeyedBatches', () => {
  it('runs requests of one key in arrival order, those ready together in one batch, at most maxBatch', async () => {
    const batches: number[][] = [];
    const batcher = new KeyedBatches<string, number, number>(async (_key, inputs) => {
      batches.push(inputs);
      return inputs.map((value) => ({ ok: true, value: value * 10 }));
    }, 3);
    const answers = await Promise.all([1, 2, 3, 4, 5].map((n) => batcher.submit('a', n)));
    expect(answers).toEqual([10, 20, 30, 40, 50]);
    expect(batches).toEqual([
      [1, 2, 3],
      [4, 5],
    ]);
  });

  it('answers each request with its own outcome, and every request of a failed batch with the error', async () => {
    let fail = false;
    const batcher = new KeyedBatches<string, number, number>(async (_key, inputs) => {
      if (fail) throw new Error('database gone');
      return inputs.map((value) =>
        value % 2 ? { ok: true, value } : { ok: false, error: new Error(`refused ${value}`) },
      );
    }, 10);
    const settled = await Promise.allSettled([1, 2].map((n) => batcher.submit('a', n)));
    expect(settled[0]).toEqual({ status: 'fulfilled', value: 1 });
    expect(settled[1]).toMatchObject({ status: 'rejected', reason: new Error('refused 2') });
    fail = true;
    const failed = await Promise.allSettled([3, 5].map((n) => batcher.submit('b', n)));
    expect(failed.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected']);
  });
});
