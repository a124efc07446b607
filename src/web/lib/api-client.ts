import type { ApiErrorBody } from '#common/api-error';
import {
  endpointUrl,
  type Endpoint,
  type EndpointAnswer,
  type EndpointInput,
  type EndpointResponses,
} from '#common/api-contract';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_STATUS_HEADER } from '#common/idempotency';

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

const SERVER_ERROR = 'Server error. Please try again.';

/**
 * Calls our own API (same origin, session cookie included) and unwraps its JSON error shape, by path. Every
 * feature calls `callApi` with an endpoint declaration instead (docs/decisions/035-one-contract-per-endpoint.md);
 * scripts/api-contract-ratchet.test.ts keeps the features' use of this at zero. The client's own tests use it.
 */
export async function apiRequest<T>(path: string, init: RequestInit = {}): Promise<T> {
  return (await request(path, init)).body as T;
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Times a submission the server is still saving is asked about again, Retry-After apart. */
const IN_PROGRESS_RETRIES = 5;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function request(path: string, init: RequestInit): Promise<{ status: number; body: unknown }> {
  const headers = new Headers(init.headers);
  if (init.body && typeof init.body === 'string' && !headers.has('content-type')) {
    headers.set('content-type', 'application/json');
  }
  // Every write is a submission with its key (docs/decisions/036-idempotent-submissions.md).
  const method = (init.method ?? 'GET').toUpperCase();
  // Loaded with the first write, so pages that only read (home's first paint) do not carry it.
  const submission =
    WRITE_METHODS.has(method) && !headers.has(IDEMPOTENCY_KEY_HEADER)
      ? (await import('./submission-keys')).submissionFor(method, path, init.body)
      : null;
  if (submission) headers.set(IDEMPOTENCY_KEY_HEADER, submission.key);
  let response = await fetch(path, { credentials: 'same-origin', ...init, headers });
  for (let retry = 0; retry < IN_PROGRESS_RETRIES && stillInProgress(response); retry += 1) {
    await wait(retryAfterMs(response));
    response = await fetch(path, { credentials: 'same-origin', ...init, headers });
  }
  // A server error or an unfinished one leaves the submission open: the person's retry reuses its key.
  if (submission && response.status < 500 && !stillInProgress(response)) submission.answered();
  const text = await response.text();
  let body: unknown = undefined;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      throw new ApiError(response.status, SERVER_ERROR, {}, false);
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
  return { status: response.status, body };
}

/** The answer's Retry-After (seconds), at most 5 s; 1 s when it says none. */
function retryAfterMs(response: Response): number {
  const seconds = Number(response.headers.get('retry-after') ?? 'none');
  return (Number.isFinite(seconds) && seconds >= 0 ? Math.min(seconds, 5) : 1) * 1000;
}

function stillInProgress(response: Response): boolean {
  return response.status === 409 && response.headers.get(IDEMPOTENCY_STATUS_HEADER) === 'in-progress';
}

/**
 * A declaration loaded when first called, for calls a public page makes at its first paint: a declaration
 * brings its zod schemas, and zod does not fit that page's JavaScript budget (docs/performance.md).
 */
export type LazyEndpoint<E extends Endpoint> = () => Promise<E>;

/** The caller's part of a call; a call with nothing to pass may leave it out. */
type CallArguments<E extends Endpoint> =
  Record<never, never> extends EndpointInput<E>
    ? [input?: EndpointInput<E> & CallOptions]
    : [input: EndpointInput<E> & CallOptions];
interface CallOptions {
  signal?: AbortSignal;
  headers?: HeadersInit;
}

/**
 * Calls a declared endpoint (docs/decisions/035-one-contract-per-endpoint.md): the address from its path,
 * parameters and query, the body as JSON (or a FormData as it is), and the answer typed from — and checked
 * against — the response schema the server declared for that status, so a server that drifts from the
 * browser fails loudly instead of rendering half a page.
 */
export async function callApi<const E extends Endpoint>(
  declared: E | LazyEndpoint<E>,
  ...[input]: CallArguments<E>
): Promise<EndpointAnswer<E>> {
  const endpoint = typeof declared === 'function' ? await declared() : declared;
  const { params, query, body, signal, headers } = (input ?? {}) as CallOptions & {
    params?: object;
    query?: object;
    body?: unknown;
  };
  const { status, body: answer } = await request(endpointUrl(endpoint, { params, query }), {
    method: endpoint.method,
    signal,
    headers,
    body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
  });
  const schema = (endpoint.responses as EndpointResponses)[status as keyof EndpointResponses];
  if (!schema || answer === undefined || schema.meta()?.contentType) return answer as EndpointAnswer<E>;
  const parsed = schema.safeParse(answer);
  if (!parsed.success) {
    console.error(
      `${endpoint.method} ${endpoint.path} answered outside its declaration`,
      parsed.error.issues,
    );
    throw new ApiError(status, SERVER_ERROR, {}, false);
  }
  return parsed.data as EndpointAnswer<E>;
}
