import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { contactEndpoints } from '#common/contact-endpoints';
import { server, startMockServer } from '#web/test-support/msw';
import { ApiError, apiRequest, callApi } from './api-client';

startMockServer();

// docs/decisions/036-idempotent-submissions.md: one Idempotency-Key per submission, from the shared client.

/** Answers each POST to `path` with the next of `answers` and records the key each one carried. */
function recordKeys(path: string, answers: (() => Response)[]) {
  const keys: (string | null)[] = [];
  server.use(
    http.post(`*${path}`, ({ request }) => {
      keys.push(request.headers.get('idempotency-key'));
      return (answers[keys.length - 1] ?? answers[answers.length - 1]!)();
    }),
  );
  return keys;
}

const created = () => HttpResponse.json({ message: 'Thanks' }, { status: 201 });
const broken = () => HttpResponse.json({ message: 'Server error.' }, { status: 500 });
const message = { name: 'Asha Rao', email: 'asha@example.org', message: 'Hello there', website: '' };

describe('the Idempotency-Key of a submission', () => {
  it('is sent by callApi and apiRequest with every write, never with a read', async () => {
    const keys = recordKeys('/api/contact', [created]);
    let readKey: string | null = 'unset';
    server.use(
      http.get('*/api/content/team', ({ request }) => {
        readKey = request.headers.get('idempotency-key');
        return HttpResponse.json({ items: [] });
      }),
    );
    await callApi(contactEndpoints.send, { body: message });
    await apiRequest('/api/contact', { method: 'POST', body: JSON.stringify({ other: true }) });
    await apiRequest('/api/content/team');
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).not.toBe(keys[0]);
    expect(readKey).toBeNull();
  });

  it('is the same for a double click: two identical sends at once', async () => {
    const keys = recordKeys('/api/contact', [created]);
    const body = { ...message, message: 'Double click' };
    await Promise.all([callApi(contactEndpoints.send, { body }), callApi(contactEndpoints.send, { body })]);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('is kept for the retry after a server error, and new after the success', async () => {
    const keys = recordKeys('/api/contact', [broken, created, created]);
    const body = { ...message, message: 'Retry me' };
    await expect(callApi(contactEndpoints.send, { body })).rejects.toBeInstanceOf(ApiError);
    await callApi(contactEndpoints.send, { body });
    await callApi(contactEndpoints.send, { body });
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
  });

  it('is new once the person changed the form, and after a refusal', async () => {
    const refused = () => HttpResponse.json({ message: 'Please check the form.' }, { status: 400 });
    const keys = recordKeys('/api/contact', [broken, refused, created]);
    const body = { ...message, message: 'First words' };
    await expect(callApi(contactEndpoints.send, { body })).rejects.toBeInstanceOf(ApiError);
    await expect(
      callApi(contactEndpoints.send, { body: { ...body, message: 'Edited words' } }),
    ).rejects.toBeInstanceOf(ApiError);
    await callApi(contactEndpoints.send, { body: { ...body, message: 'Edited words' } });
    expect(new Set(keys).size).toBe(3);
  });

  it('is sent again by itself while the server answers "still in progress", until the first answer', async () => {
    const inProgress = () =>
      HttpResponse.json(
        { message: 'Your submission is still being saved.' },
        { status: 409, headers: { 'retry-after': '0', 'idempotency-status': 'in-progress' } },
      );
    const keys = recordKeys('/api/contact', [inProgress, inProgress, created]);
    await expect(callApi(contactEndpoints.send, { body: { ...message, message: 'Slow' } })).resolves.toEqual({
      message: 'Thanks',
    });
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
  });

  it('keeps a key the caller set itself', async () => {
    const keys = recordKeys('/api/contact', [created]);
    await apiRequest('/api/contact', {
      method: 'POST',
      body: JSON.stringify(message),
      headers: { 'Idempotency-Key': 'chosen-by-caller' },
    });
    expect(keys).toEqual(['chosen-by-caller']);
  });

  it('tells two forms with files apart by their files', async () => {
    const keys = recordKeys('/api/contact', [broken]);
    const form = (content: string) => {
      const data = new FormData();
      data.set('cv', new File([content], 'cv.pdf', { type: 'application/pdf', lastModified: 1 }));
      return data;
    };
    await apiRequest('/api/contact', { method: 'POST', body: form('one') }).catch(() => undefined);
    await apiRequest('/api/contact', { method: 'POST', body: form('one') }).catch(() => undefined);
    await apiRequest('/api/contact', { method: 'POST', body: form('other') }).catch(() => undefined);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });
});
