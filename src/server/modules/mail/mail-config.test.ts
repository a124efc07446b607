import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '#server/config';

describe('SMTP_URL', () => {
  it.each([
    'smtp://127.0.0.1:2525',
    'smtp://user:p%40ss@smtp.example.edu:587',
    'smtps://smtp.example.edu:465',
  ])('accepts %s', (url) => {
    expect(loadConfig({ SMTP_URL: url }).smtpUrl).toBe(url);
  });

  it('treats an empty value as unset (mail is printed to the console)', () => {
    expect(loadConfig({ SMTP_URL: '  ' }).smtpUrl).toBeUndefined();
  });

  it.each(['https://smtp.example.edu', 'smtp.example.edu:587'])('refuses %s with one clear line', (url) => {
    let caught: unknown;
    try {
      loadConfig({ SMTP_URL: url });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    expect((caught as ConfigError).problems).toHaveLength(1);
    expect((caught as ConfigError).problems[0]).toMatch(/^SMTP_URL: /);
  });

  it('runs the mail worker unless a test turns it off', () => {
    expect(loadConfig({}).mailWorker).toBe(true);
  });
});
