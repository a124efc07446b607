import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server, startMockServer } from '#web/test-support/msw';
import { ApiError, apiRequest } from './api-client';

startMockServer();

/** Runs the request and returns what it threw; fails the test if it did not throw an ApiError. */
async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the request to fail');
    },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('apiRequest', () => {
  it('returns the parsed JSON body of a successful answer', async () => {
    server.use(http.get('*/api/content/team', () => HttpResponse.json({ items: [{ id: 1 }] })));
    await expect(apiRequest('/api/content/team')).resolves.toEqual({ items: [{ id: 1 }] });
  });

  it('turns the JSON error shape into an ApiError with status, message and field errors', async () => {
    server.use(
      http.post('*/api/contact', () =>
        HttpResponse.json(
          {
            message: 'Please check the form.',
            fieldErrors: { email: 'Enter a valid email address.', name: 'Required.' },
          },
          { status: 422 },
        ),
      ),
    );
    const error = await failure(
      apiRequest('/api/contact', { method: 'POST', body: JSON.stringify({ email: 'x' }) }),
    );
    expect(error).toBeInstanceOf(Error);
    expect(error.status).toBe(422);
    expect(error.message).toBe('Please check the form.');
    expect(error.fieldErrors).toEqual({ email: 'Enter a valid email address.', name: 'Required.' });
    expect(error.fromServer).toBe(true);
  });

  it('gives empty field errors when the error body has none', async () => {
    server.use(
      http.get('*/api/content/mentors', () =>
        HttpResponse.json(
          { message: 'Something went wrong on our side. Please try again.' },
          { status: 500 },
        ),
      ),
    );
    const error = await failure(apiRequest('/api/content/mentors'));
    expect(error.status).toBe(500);
    expect(error.message).toBe('Something went wrong on our side. Please try again.');
    expect(error.fieldErrors).toEqual({});
  });

  it('answers "Server error. Please try again." for an unparsable error body', async () => {
    server.use(
      http.get('*/api/content/programs', () =>
        HttpResponse.text('<html><body>502 Bad Gateway</body></html>', {
          status: 502,
          headers: { 'content-type': 'text/html' },
        }),
      ),
    );
    const error = await failure(apiRequest('/api/content/programs'));
    expect(error.status).toBe(502);
    expect(error.message).toBe('Server error. Please try again.');
    expect(error.fieldErrors).toEqual({});
    expect(error.fromServer).toBe(false);
  });

  it('answers "Server error. Please try again." for an unparsable body even with a 200', async () => {
    server.use(http.get('*/api/content/programs', () => HttpResponse.text('not json')));
    const error = await failure(apiRequest('/api/content/programs'));
    expect(error.status).toBe(200);
    expect(error.message).toBe('Server error. Please try again.');
  });

  it('falls back to "Request failed (status)" for an error answer without a body', async () => {
    server.use(http.get('*/api/content/slides', () => new HttpResponse(null, { status: 503 })));
    const error = await failure(apiRequest('/api/content/slides'));
    expect(error.status).toBe(503);
    expect(error.message).toBe('Request failed (503)');
    expect(error.fieldErrors).toEqual({});
    expect(error.fromServer).toBe(false);
  });

  it('sends a JSON content type with a string body, keeps one set by the caller, and none without a body', async () => {
    const seen: (string | null)[] = [];
    server.use(
      http.all('*/api/echo', ({ request }) => {
        seen.push(request.headers.get('content-type'));
        return HttpResponse.json({});
      }),
    );
    await apiRequest('/api/echo', { method: 'POST', body: '{"a":1}' });
    await apiRequest('/api/echo', { method: 'POST', body: 'a=1', headers: { 'Content-Type': 'text/plain' } });
    await apiRequest('/api/echo');
    expect(seen).toEqual(['application/json', 'text/plain', null]);
  });
});
