import { describe, expect, it } from 'vitest';
import { atomFeed, entryUpdated } from './feed';

const POST = {
  slug: 'demo-day',
  title: 'Demo day & more',
  summary: 'Seven teams <pitched>.',
  body: 'Read the [programme](/programs).\n\n<script>alert(1)</script>',
  published_on: '2026-03-10',
  created_at: '2026-03-01T09:00:00.000Z',
  updated_at: '2026-03-01T09:00:00.000Z',
};

describe('the Atom feed', () => {
  it('dates an entry by its publish day, or by an edit made after it was written, whichever is later', () => {
    expect(entryUpdated(POST)).toBe('2026-03-10T00:00:00.000Z');
    expect(entryUpdated({ ...POST, updated_at: '2026-03-12T08:30:00.000Z' })).toBe(
      '2026-03-12T08:30:00.000Z',
    );
    // Edited before its publish day: still its publish day.
    expect(entryUpdated({ ...POST, updated_at: '2026-03-05T08:30:00.000Z' })).toBe(
      '2026-03-10T00:00:00.000Z',
    );
  });

  it('gives entries their own dates, the feed the latest, a language and a base for relative links', () => {
    const feed = atomFeed('https://innovation.example.edu', [
      { ...POST, slug: 'newer', published_on: '2026-04-01' },
      POST,
    ]);
    expect(feed).toContain('xml:lang="en" xml:base="https://innovation.example.edu/"');
    const updated = [...feed.matchAll(/<updated>([^<]+)<\/updated>/g)].map((match) => match[1]);
    expect(updated).toEqual([
      '2026-04-01T00:00:00.000Z',
      '2026-04-01T00:00:00.000Z',
      '2026-03-10T00:00:00.000Z',
    ]);
  });

  it('carries the whole post as escaped HTML, with typed markup as text', () => {
    const feed = atomFeed('https://innovation.example.edu', [POST]);
    expect(feed).toContain(
      '<content type="html">&lt;p&gt;Read the &lt;a href=&quot;/programs&quot;&gt;programme&lt;/a&gt;',
    );
    expect(feed).toContain('&amp;lt;script&amp;gt;');
    expect(feed).not.toContain('<script>');
    expect(feed).toContain('<title>Demo day &amp; more</title>');
    expect(feed).toContain('<summary>Seven teams &lt;pitched&gt;.</summary>');
  });
});
