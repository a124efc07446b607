import { HtmlValidate, Rule, type HtmlElement, type Plugin } from 'html-validate';
import { describe, expect, inject, it } from 'vitest';
import { adminCheckInPath, PAGE_ROUTES } from '#common/routes';

const baseUrl = inject('baseUrl');
/**
 * A content rule html-validate does not check but the Nu Html Checker does: a <dl> holds groups of
 * terms and details, optionally each in a <div>; not loading placeholders or notices.
 */
class DescriptionListContent extends Rule {
  setup(): void {
    const termOrDetails = (element: HtmlElement) => ['dt', 'dd'].includes(element.tagName);
    this.on('element:ready', (event) => {
      const list = event.target;
      if (list.tagName !== 'dl') return;
      for (const child of list.childElements) {
        if (termOrDetails(child) || ['script', 'template'].includes(child.tagName)) continue;
        const group = child.tagName === 'div' && child.childElements.length > 0;
        if (group && child.childElements.every(termOrDetails)) continue;
        this.report(
          child,
          `<${child.tagName}> is not a term, details or a group of them, so it may not sit in <dl>`,
        );
      }
    });
  }
}

const siteRules: Plugin = { name: 'site-rules', rules: { 'site/dl-content': DescriptionListContent } };
const validator = new HtmlValidate({
  extends: ['html-validate:standard'],
  plugins: [siteRules],
  rules: { 'site/dl-content': 'error' },
});

/** What the validator finds wrong in a page as the server sends it, before any script runs. */
async function problemsAt(path: string): Promise<string[]> {
  const response = await fetch(`${baseUrl}${path}`);
  expect(response.status, path).toBe(200);
  const report = await validator.validateString(await response.text(), path);
  return report.results.flatMap((result) =>
    result.messages.map(
      (message) =>
        `${message.ruleId}: ${message.message} at ${message.line}:${message.column} (${message.selector ?? ''})`,
    ),
  );
}

// Search engines, link previews and people on slow phones read this HTML; it must be valid as sent.
describe('pages are valid HTML before JavaScript runs', () => {
  for (const route of PAGE_ROUTES) {
    it(route.path, async () => {
      expect(await problemsAt(route.path)).toEqual([]);
    });
  }

  it('the check-in page of an event (the admin area, served as the app shell)', async () => {
    expect(await problemsAt(adminCheckInPath(1))).toEqual([]);
  });

  it('an event page, rendered by the server', async () => {
    const events = (await (await fetch(`${baseUrl}/api/events`)).json()) as {
      items: { id: number; name: string }[];
    };
    expect(events.items.length, 'the demo content has events').toBeGreaterThan(0);
    const event = events.items[0]!;
    expect(await problemsAt(`/events/${event.id}`)).toEqual([]);
    // The event itself is in the HTML, not only in the head: readable before any script runs.
    const html = await (await fetch(`${baseUrl}/events/${event.id}`)).text();
    const body = html.slice(html.indexOf('<body'));
    expect(body).toMatch(/<div id="root"><div data-server-preview[^>]*>.*<h1[^>]*>[^<]+<\/h1>/s);
  });

  it('a startup page and a news post, rendered by the server with their data', async () => {
    for (const path of [await firstStartupPath(), await firstPostPath()])
      expect(await problemsAt(path), path).toEqual([]);
  });
});

/** The page of the first published startup and of the newest post in the demo content. */
async function firstStartupPath() {
  const { items } = (await (await fetch(`${baseUrl}/api/startups`)).json()) as { items: { slug: string }[] };
  expect(items.length, 'the demo content has published startups').toBeGreaterThan(0);
  return `/startups/${items[0]!.slug}`;
}
async function firstPostPath() {
  const { items } = (await (await fetch(`${baseUrl}/api/news`)).json()) as { items: { slug: string }[] };
  expect(items.length, 'the demo content has news').toBeGreaterThan(0);
  return `/news/${items[0]!.slug}`;
}

/** An attribute's or the title's text as a reader of the HTML gets it. */
const decoded = (text: string | undefined) =>
  text
    ?.replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#0?39;/g, "'")
    .replace(/&amp;/g, '&');

/** What a link preview reads from a page's head as sent (docs/product.md#search-engines). */
async function previewOf(path: string) {
  const html = await (await fetch(`${baseUrl}${path}`)).text();
  const head = html.slice(0, html.indexOf('</head>'));
  const meta = (attribute: 'property' | 'name', key: string) =>
    decoded(new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(head)?.[1]);
  return {
    title: decoded(/<title>([^<]*)<\/title>/.exec(head)?.[1]),
    canonical: decoded(/<link rel="canonical" href="([^"]*)"/.exec(head)?.[1]),
    description: meta('name', 'description'),
    ogType: meta('property', 'og:type'),
    ogTitle: meta('property', 'og:title'),
    ogDescription: meta('property', 'og:description'),
    ogUrl: meta('property', 'og:url'),
    ogImage: meta('property', 'og:image'),
    twitterCard: meta('name', 'twitter:card'),
  };
}

/** Checks what every shared page needs to preview: its own address, title, description and a picture that loads. */
async function expectPreview(path: string) {
  const preview = await previewOf(path);
  expect(preview.title, path).toBeTruthy();
  expect(preview.ogTitle, path).toBeTruthy();
  expect(preview.description, path).toBeTruthy();
  expect(preview.ogDescription, path).toBe(preview.description);
  expect(new URL(preview.canonical!).pathname, path).toBe(path);
  expect(preview.ogUrl, path).toBe(preview.canonical);
  expect(preview.twitterCard, path).toMatch(/^summary(_large_image)?$/);
  const image = await fetch(new URL(new URL(preview.ogImage!).pathname, baseUrl));
  expect(image.status, `${path}: ${preview.ogImage}`).toBe(200);
  expect(image.headers.get('content-type'), path).toMatch(/^image\//);
  return preview;
}

describe('link previews: each shared page carries its own head before JavaScript runs', () => {
  const shared = PAGE_ROUTES.filter((route) => route.prerender && !('canonical' in route));
  for (const route of shared) {
    it(route.path, async () => {
      const preview = await expectPreview(route.path);
      expect(preview.description).toBe(route.description);
    });
  }

  it('a startup page previews as that startup', async () => {
    const path = await firstStartupPath();
    const startup = (await (await fetch(`${baseUrl}/api${path}`)).json()) as { name: string; pitch: string };
    const preview = await expectPreview(path);
    expect(preview.ogTitle).toBe(startup.name);
    expect(preview.description).toBe(startup.pitch);
  });

  it('a news post previews as an article with its cover', async () => {
    const path = await firstPostPath();
    const post = (await (await fetch(`${baseUrl}/api${path}`)).json()) as { title: string; summary: string };
    const preview = await expectPreview(path);
    expect(preview.ogType).toBe('article');
    expect(preview.ogTitle).toBe(post.title);
    expect(preview.description).toBe(post.summary);
    expect(new URL(preview.ogImage!).pathname).toMatch(/^\/media\//);
  });
});
