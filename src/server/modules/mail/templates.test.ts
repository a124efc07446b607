import { describe, expect, it } from 'vitest';
import { escapeHtml, oneTimeCodeMail, renderMail } from './templates';

describe('renderMail', () => {
  it('escapes every value that goes into the HTML, so typed names stay inert', () => {
    const hostile = '<script>alert("x")</script> & <img src=x onerror=alert(1)>';
    const { text, html } = renderMail({
      heading: `Welcome, ${hostile}`,
      paragraphs: [`Your idea "${hostile}" was received.`, 'Second paragraph.\nWith a line break.'],
      code: '<b>123456</b>',
      action: { label: `Open ${hostile}`, url: 'https://iic.example.edu/ideas?id=1&x="y"' },
      footer: `Sent to ${hostile}`,
    });
    expect(html).not.toMatch(/<script|<img|<b>|onerror=alert\(1\)>/i);
    expect(html).toContain(
      'Welcome, &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;img src=x onerror=alert(1)&gt;',
    );
    expect(html).toContain('&lt;b&gt;123456&lt;/b&gt;');
    expect(html).toContain('href="https://iic.example.edu/ideas?id=1&amp;x=%22y%22"');
    expect(html).toContain('Second paragraph.<br>With a line break.');
    // The plain-text body is not HTML: it keeps the words as they were typed.
    expect(text).toContain(`Welcome, ${hostile}`);
    expect(text).toContain('<b>123456</b>');
    expect(text).toContain('https://iic.example.edu/ideas?id=1&x=%22y%22');
  });

  it('refuses a link that is not http or https', () => {
    expect(() =>
      renderMail({ heading: 'Hi', paragraphs: [], action: { label: 'Click', url: 'javascript:alert(1)' } }),
    ).toThrow(TypeError);
  });

  it('escapes the five HTML-significant characters', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });
});

describe('oneTimeCodeMail', () => {
  it('puts the sign-in code in the subject and both bodies, with its validity and what to do if unasked', () => {
    const mail = oneTimeCodeMail('042917', 'login');
    expect(mail.subject).toBe('Your sign-in code: 042917');
    expect(mail.text).toMatch(/^\s*042917$/m);
    expect(mail.html).toContain('042917');
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain('10 minutes');
      expect(body).toMatch(/didn(’|'|&#39;)t ask to sign in/);
    }
  });

  it.each(['unsubscribe', 'work_email'] as const)(
    'writes a %s code email that contains the code',
    (purpose) => {
      const mail = oneTimeCodeMail('555123', purpose);
      expect(mail.subject).toMatch(/: 555123$/);
      expect(mail.subject).not.toMatch(/sign-in/);
      expect(mail.text).toContain('555123');
      expect(mail.html).toContain('555123');
      expect(mail.text).toContain('10 minutes');
    },
  );
});
