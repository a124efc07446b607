import { describe, expect, it } from 'vitest';
import { REDACTED, SecretPaths, serializeError } from './log-redaction';

function learnt(...routes: string[]): SecretPaths {
  const paths = new SecretPaths();
  for (const route of routes) paths.addRoute(route);
  return paths;
}

describe('SecretPaths', () => {
  const paths = learnt('/api/events/:id', '/api/calendar-feeds/:token.ics', '/api/x/:id(^\\d+$)/:token/more');

  it('logs a routed request as its route, the secret hidden and every query value dropped', () => {
    const request = (url: string, route: string) => ({ url, routeOptions: { url: route } });
    expect(paths.requestUrl(request('/api/calendar-feeds/abc.ics', '/api/calendar-feeds/:token.ics'))).toBe(
      `/api/calendar-feeds/${REDACTED}.ics`,
    );
    expect(paths.requestUrl(request('/api/x/7/abc/more?a=1&b', '/api/x/:id(^\\d+$)/:token/more'))).toBe(
      `/api/x/:id(^\\d+$)/${REDACTED}/more?a=${REDACTED}&b`,
    );
    expect(paths.requestUrl(request('/api/events/42?q=ada', '/api/events/:id'))).toBe(
      `/api/events/42?q=${REDACTED}`,
    );
    expect(paths.requestUrl({ url: '/nowhere?token=abc' })).toBe(`/nowhere?token=${REDACTED}`);
  });

  it('hides secrets in free text however the address was written', () => {
    for (const text of [
      'GET /api/calendar-feeds/SeCrEt1.ics',
      'Route GET:/API/CALENDAR-FEEDS/SeCrEt1 not found',
      'at https://iic.example.edu/api/calendar%2dfeeds/SeCrEt1.ics',
      '//api///calendar-feeds/SeCrEt1',
      '/api/x/7/SeCrEt1/more',
      'the query ?token=SeCrEt1 was refused',
      'token=SeCrEt1',
      '/newsletter/one-click-unsubscribe?topic=a&token=SeCrEt1#top',
    ])
      expect(paths.redact(text), text).not.toContain('SeCrEt1');
    expect(paths.redact('plain text, 1/2 done? yes')).toBe('plain text, 1/2 done? yes');
    expect(paths.redact('/api/events/42 failed')).toBe('/api/events/42 failed');
  });

  it('serializes an error with its fields and cause, every string redacted', () => {
    const error = Object.assign(new Error('at /api/calendar-feeds/SeCrEt1.ics', { cause: 'token=SeCrEt2' }), {
      statusCode: 500,
      url: '/x?token=SeCrEt3',
    });
    const serialized = serializeError(error, (text) => paths.redact(text)) as Record<string, unknown>;
    expect(serialized).toMatchObject({ type: 'Error', statusCode: 500, url: `/x?token=${REDACTED}` });
    expect(JSON.stringify(serialized)).not.toMatch(/SeCrEt/);
    expect(String(serialized.stack)).toContain(`/api/calendar-feeds/${REDACTED}`);
  });
});
