import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_NEWS, seedDemoNews } from '#server/db/seed/demo-news';
import { atomSchemaProblems } from '#server/test-support/atom-schema';
import { createTestApp, type TestApp } from '#server/test-support/test-app';

// docs/product.md#news: the news feed is valid Atom (RFC 4287) as a feed reader gets it, checked by Jing against
// the RFC's grammar (src/server/test-support/atom.rnc), before and after there are posts.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const feed = async () => {
  const response = await t.app.inject({ method: 'GET', url: '/news.xml' });
  expect(response.statusCode).toBe(200);
  return response.body;
};

describe('the news feed against the Atom grammar (RFC 4287)', () => {
  it('is valid with no posts yet, and with the demo posts (Markdown, links, lists) in it', async () => {
    expect(await atomSchemaProblems(await feed())).toEqual([]);
    await seedDemoNews(t.app.db);
    const withPosts = await feed();
    const published = DEMO_NEWS.filter((post) => post.status === 'published');
    expect(withPosts.match(/<entry>/g)).toHaveLength(published.length);
    expect(await atomSchemaProblems(withPosts)).toEqual([]);
    // What the grammar cannot say (section 4.1.1): without an author in every entry, the feed names one.
    expect(withPosts).toMatch(/<feed[^>]*>[\s\S]*?<author><name>[^<]+<\/name><\/author>[\s\S]*?<entry>/);
  });

  it('names what is wrong in a broken feed', async () => {
    const broken = (await feed())
      .replace(/<updated>[^<]*<\/updated>/, '')
      .replace('<title>', '<title type="md">');
    const problems = await atomSchemaProblems(broken);
    expect(problems).toEqual([
      expect.stringMatching(/Bad value “md” for attribute “type” on element “title”/),
      expect.stringMatching(/Element “feed” is missing required child element “updated”/),
    ]);
  });
});
