import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressBody, preferredEncoding } from './compressed-body';

describe('preferredEncoding', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['BR;Q=0.5', 'br'],
    ['gzip;q=0.0', null],
    ['identity', null],
    ['', null],
    [undefined, null],
  ])('Accept-Encoding %s → %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});

describe('compressBody', () => {
  it('leaves small bodies alone', async () => {
    const body = await compressBody('{"items":[]}');
    expect(body).toEqual({ raw: Buffer.from('{"items":[]}'), br: null, gzip: null });
  });

  it('keeps a large body in both encodings, each decoding to the original', async () => {
    const text = 'the same words again and again '.repeat(200);
    const body = await compressBody(text);
    expect(zlib.brotliDecompressSync(body.br!).toString()).toBe(text);
    expect(zlib.gunzipSync(body.gzip!).toString()).toBe(text);
  });
});
