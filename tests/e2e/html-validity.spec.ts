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
});
