/**
 * Failures of the database itself rather than of the request: disk full, read-only storage, I/O errors,
 * a lock held too long, a lost or refused connection. They are answered with 503 (try again later),
 * never 500, and the server recovers by itself once the storage or connection is back.
 */
const SQLITE_UNAVAILABLE = /^SQLITE_(FULL|READONLY|IOERR|BUSY|LOCKED|CANTOPEN|NOMEM|PROTOCOL)/;
// PostgreSQL SQLSTATE classes 08 (connection), 53 (insufficient resources: disk full, out of memory),
// 57P (operator intervention: shutdown), and 25006 (read-only transaction, e.g. a standby).
const POSTGRES_UNAVAILABLE = /^(08|53|57P)|^25006$/;
const NETWORK_UNAVAILABLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

export function isStorageUnavailable(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (SQLITE_UNAVAILABLE.test(code) || NETWORK_UNAVAILABLE.has(code)) return true;
    if (/^[0-9A-Z]{5}$/.test(code) && POSTGRES_UNAVAILABLE.test(code)) return true;
  }
  const message = (error as { message?: unknown }).message;
  return (
    typeof message === 'string' &&
    /Connection terminated|timeout exceeded when trying to connect/.test(message)
  );
}
