import type { ApiErrorBody } from '#common/api-error';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors: Record<string, string> = {},
    /** False when the message is ours because the answer carried none (no body, or not JSON). */
    readonly fromServer = true,
  ) {
    super(message);
  }
}

/** Calls our own API (same origin, session cookie included) and unwraps its JSON error shape. */
export async function apiRequest<T>(path: string, init: RequestInit = {}): Promise<T> {
  const headers = new Headers(init.headers);
  if (init.body && typeof init.body === 'string' && !headers.has('content-type')) {
    headers.set('content-type', 'application/json');
  }
  const response = await fetch(path, { credentials: 'same-origin', ...init, headers });
  const text = await response.text();
  let body: unknown = undefined;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      throw new ApiError(response.status, 'Server error. Please try again.', {}, false);
    }
  }
  if (!response.ok) {
    const error = (body ?? {}) as Partial<ApiErrorBody>;
    throw new ApiError(
      response.status,
      error.message ?? `Request failed (${response.status})`,
      error.fieldErrors,
      typeof error.message === 'string',
    );
  }
  return body as T;
}
