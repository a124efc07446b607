import { describe, expect, it } from 'vitest';
import { createConsoleTransport } from './transport';
import { oneTimeCodeMail } from './templates';

describe('the console transport (development, no SMTP_URL)', () => {
  it('prints the recipient, the subject and the text with its code as one readable block', async () => {
    const printed: string[] = [];
    const transport = createConsoleTransport('Centre <no-reply@localhost>', (block) => printed.push(block));
    await transport.deliver({
      to: 'ada@example.edu',
      ...oneTimeCodeMail('381204', 'login'),
      headers: { 'Reply-To': 'office@example.edu' },
    });

    expect(transport.kind).toBe('console');
    expect(printed).toHaveLength(1);
    const block = printed[0]!;
    expect(block).toContain('To:      ada@example.edu');
    expect(block).toContain('From:    Centre <no-reply@localhost>');
    expect(block).toContain('Subject: Your sign-in code: 381204');
    expect(block).toContain('Reply-To: office@example.edu');
    expect(block).toMatch(/^│\s+381204$/m);
    expect(block).toContain('10 minutes');
    expect(block).not.toContain('<p'); // the text body, not the HTML
    expect(block.endsWith('\n')).toBe(true);
  });

  it('does not print a message whose delivery was already abandoned', async () => {
    const printed: string[] = [];
    const transport = createConsoleTransport('c@localhost', (block) => printed.push(block));
    const controller = new AbortController();
    controller.abort(new Error('shutting down'));
    await expect(
      transport.deliver({ to: 'a@example.edu', subject: 's', text: 't', html: 'h' }, controller.signal),
    ).rejects.toThrow('shutting down');
    expect(printed).toHaveLength(0);
  });
});
