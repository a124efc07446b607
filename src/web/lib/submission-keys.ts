/**
 * One `Idempotency-Key` per submission (docs/decisions/036-idempotent-submissions.md). A submission is
 * what is sent: method, address and body. Sending the same again while it is unanswered (a double click)
 * or after it failed without an answer to keep (no connection, a server error, "still in progress") reuses
 * its key, so the server answers with the first result instead of making a second record. An answer —
 * success or refusal — closes the submission: the next send is a new one with a new key, and so is a send
 * after the person changed anything, since the body differs.
 */
const open = new Map<string, string>();
/** Unanswered submissions remembered at most; the oldest is forgotten first. */
const MAX_OPEN = 50;

function newKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function describeBody(body: BodyInit | null | undefined): string {
  if (body === undefined || body === null) return '';
  if (typeof body === 'string') return body;
  if (body instanceof FormData) {
    const parts: string[] = [];
    for (const [name, value] of body.entries()) {
      parts.push(
        typeof value === 'string'
          ? `${name}=${value}`
          : `${name}=file:${value.name}:${value.size}:${value.type}:${value.lastModified}`,
      );
    }
    return JSON.stringify(parts);
  }
  if (body instanceof URLSearchParams) return body.toString();
  // Other bodies are not sent by this site; each is its own submission.
  return newKey();
}

export interface Submission {
  key: string;
  /** The answer came: the next identical send is a new submission. */
  answered(): void;
}

/** The submission `method path body` belongs to: the open one sent the same way, or a new one. */
export function submissionFor(method: string, path: string, body: BodyInit | null | undefined): Submission {
  const what = JSON.stringify([method, path, describeBody(body)]);
  let key = open.get(what);
  if (!key) {
    key = newKey();
    open.set(what, key);
    if (open.size > MAX_OPEN) open.delete(open.keys().next().value as string);
  }
  const own = key;
  return {
    key: own,
    answered: () => {
      if (open.get(what) === own) open.delete(what);
    },
  };
}
