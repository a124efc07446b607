/**
 * Submissions made once (docs/decisions/036-idempotent-submissions.md): the browser names each submission
 * with a key, and the server answers a repeat of it with the first answer.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** The methods a key applies to: the writes. */
export const IDEMPOTENT_METHODS: readonly string[] = ['POST', 'PUT', 'PATCH', 'DELETE'];

/** Set by the server on an answer that is not this request's own: `replayed` or `in-progress`. */
export const IDEMPOTENCY_STATUS_HEADER = 'Idempotency-Status';

export const IDEMPOTENCY_MESSAGES = {
  badKey: 'The Idempotency-Key header must be 1 to 255 visible characters.',
  keyReused: 'This Idempotency-Key was already used for a different request. Send the form again.',
  tooDeep: 'The request body is nested too deeply.',
  inProgress: 'Your submission is still being saved. Please wait a moment.',
} as const;
