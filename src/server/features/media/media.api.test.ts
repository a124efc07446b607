import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test-support/test-app';
import { processImage } from '#server/modules/media/image-pipeline';
import { insertMediaAsset } from '#server/modules/media/repository';

describe('GET /media/:key/:width.webp', () => {
  let subject: TestApp;
  const key = randomUUID();

  beforeAll(async () => {
    subject = await createTestApp();
    const picture = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#2255aa' } })
      .png()
      .toBuffer();
    // 640 wide: variants 480 and 640.
    await insertMediaAsset(subject.app.db, key, await processImage(picture), new Date().toISOString());
  });
  afterAll(async () => {
    await subject?.close();
  });

  it('serves a stored variant as immutable WebP with nosniff', async () => {
    for (const width of [480, 640]) {
      const response = await subject.app.inject({ method: 'GET', url: `/media/${key}/${width}.webp` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      const metadata = await sharp(response.rawPayload).metadata();
      expect(metadata.format).toBe('webp');
      expect(metadata.width).toBe(width);
    }
  });

  it('serves the same bytes again (from its cache)', async () => {
    const url = `/media/${key}/480.webp`;
    const first = await subject.app.inject({ method: 'GET', url });
    const second = await subject.app.inject({ method: 'GET', url });
    expect(second.statusCode).toBe(200);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(second.headers['content-length']).toBe(String(first.rawPayload.length));
  });

  it('answers an unknown key with 404 JSON', async () => {
    const response = await subject.app.inject({ method: 'GET', url: `/media/${randomUUID()}/480.webp` });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ message: 'Image not found' });
  });

  it('answers a width that was never made with 404 JSON', async () => {
    const response = await subject.app.inject({ method: 'GET', url: `/media/${key}/1600.webp` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Image not found' });
  });

  it.each([
    ['a key that is not a UUID', '/media/not-a-uuid/480.webp'],
    ['a key with SQL in it', `/media/${encodeURIComponent("1' or '1'='1")}/480.webp`],
    ['another extension', () => `/media/${key}/480.png`],
    ['a width that is not a number', () => `/media/${key}/wide.webp`],
    ['an absurd width', () => `/media/${key}/1234567.webp`],
  ])('answers %s with 400 JSON', async (_label, url) => {
    const response = await subject.app.inject({
      method: 'GET',
      url: typeof url === 'function' ? url() : url,
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const body = response.json<{ message: string }>();
    expect(body.message).toEqual(expect.any(String));
    expect(response.body).not.toMatch(/\bat .+:\d+:\d+/);
  });

  it('answers a path under /media/ that matches no route with 404 JSON, not a redirect', async () => {
    const response = await subject.app.inject({ method: 'GET', url: `/media/${key}` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found' });
  });
});
