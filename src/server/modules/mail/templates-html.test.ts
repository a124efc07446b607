import fs from 'node:fs';
import path from 'node:path';
import { HtmlValidate } from 'html-validate';
import { describe, expect, it } from 'vitest';
import { oneTimeCodeMail, renderMail, type MailLayout } from './templates';

const validator = new HtmlValidate({ extends: ['html-validate:standard'] });

async function problems(html: string): Promise<string[]> {
  const report = await validator.validateString(html, 'mail.html');
  return report.results.flatMap((result) =>
    result.messages.map((message) => `${message.ruleId}: ${message.message} (${message.selector ?? ''})`),
  );
}

const HOSTILE = '<script>alert(1)</script> & "quotes" \'apostrophes\' </p><div>';
const LONG_WORD = 'x'.repeat(5000);

/** Every part a mail can have, with typed text that tries to break the markup. */
const LAYOUTS: Record<string, MailLayout> = {
  minimal: { heading: 'Hello', paragraphs: [] },
  everything: {
    heading: `New message from ${HOSTILE}`,
    paragraphs: [`From: ${HOSTILE}`, `Line one\nLine two\r\nLine three`, LONG_WORD],
    code: '123456',
    action: { label: `Open ${HOSTILE}`, url: 'https://iic.example.edu/ad123?a=1&b="2"' },
    footer: `Sent to ${HOSTILE}`,
    footerLink: {
      label: `Unsubscribe ${HOSTILE}`,
      url: 'https://iic.example.edu/newsletter/one-click-unsubscribe?token=1.a&b',
    },
  },
  footerLinkOnly: {
    heading: 'News',
    paragraphs: ['Body'],
    footerLink: { label: 'Unsubscribe', url: 'https://iic.example.edu/x' },
  },
};

describe('mail HTML is valid HTML', () => {
  for (const [name, layout] of Object.entries(LAYOUTS)) {
    it(`renderMail: ${name}`, async () => {
      expect(await problems(renderMail(layout).html)).toEqual([]);
    });
  }

  it('the one-time code mail of every purpose', async () => {
    for (const purpose of ['login', 'unsubscribe', 'work_email'] as const) {
      const mail = oneTimeCodeMail('654321', purpose);
      expect(await problems(mail.html), purpose).toEqual([]);
    }
  });

  // Every feature's mail goes through renderMail, so the cases above cover their markup. A file that
  // wrote its own HTML document would escape this guard; none may.
  it('no server file other than the mail templates writes an HTML document of its own', () => {
    const root = path.resolve('src/server');
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(file);
        else if (/\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name)) {
          const source = fs.readFileSync(file, 'utf8');
          // web-client.ts holds the "site not built" page and api-reference the API reference page; neither is
          // a mail.
          if (
            /<!doctype html>/i.test(source) &&
            !/(mail\/templates|plugins\/web-client|api-reference\/routes)\.ts$/.test(file)
          )
            offenders.push(path.relative(root, file));
        }
      }
    };
    walk(root);
    expect(offenders).toEqual([]);
  });
});
