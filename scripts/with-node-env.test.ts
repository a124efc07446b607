import { afterEach, describe, expect, it } from 'vitest';
import { withNodeEnv } from './with-node-env';

const original = process.env.NODE_ENV;
afterEach(() => {
  if (original === undefined) delete process.env.NODE_ENV;
  else process.env.NODE_ENV = original;
});

describe('withNodeEnv', () => {
  it('sets NODE_ENV for the work and leaves it unset again when it was unset', async () => {
    delete process.env.NODE_ENV;
    const seen = await withNodeEnv('production', async () => process.env.NODE_ENV);
    expect(seen).toBe('production');
    expect('NODE_ENV' in process.env).toBe(false);
  });

  it('restores an earlier value, also when the work fails', async () => {
    process.env.NODE_ENV = 'test';
    await expect(
      withNodeEnv('production', async () => {
        throw new Error('build failed');
      }),
    ).rejects.toThrow('build failed');
    expect(process.env.NODE_ENV).toBe('test');
  });
});
