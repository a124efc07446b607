import { createHash } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_MESSAGES,
  IDEMPOTENCY_STATUS_HEADER,
  IDEMPOTENT_METHODS,
} from '#common/idempotency';
import { FIXED_RETENTION } from '#common/retention';
import type { Executor, IdempotencyKeyRow } from '#server/db/database';
import { HttpError } from '#server/lib/http-error';
import { claimKey, findKey, releaseKey, storeAnswer, takeOverKey, type KeyOf } from './repository';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A create whose identical repeat by the same person within SAME_CREATE_MS is the same submission:
     * it answers with the first record (docs/decisions/036-idempotent-submissions.md).
     */
    identicalCreateIsRepeat?: boolean;
  }
}

/** How long a submission's key is remembered (as /privacy says, docs/product.md#retention). */
export const KEY_LIFETIME_MS = FIXED_RETENTION.repeatsKeptHours * 60 * 60 * 1000;
/** How long an identical create by the same person counts as the same one. */
export const SAME_CREATE_MS = 10_000;
/** How long a repeat waits for the first request's answer before answering 409 "still in progress". */
export const WAIT_FOR_FIRST_MS = 5_000;
/** A claim still pending after this was abandoned (its process died): a repeat takes it over. */
export const ABANDONED_AFTER_MS = 2 * 60 * 1000;

/** Node lower-cases header names. */
const KEY_HEADER = IDEMPOTENCY_KEY_HEADER.toLowerCase();
const STATUS_HEADER = IDEMPOTENCY_STATUS_HEADER.toLowerCase();
const VALID_KEY = /^[\x21-\x7e]{1,255}$/;

interface Claim extends KeyOf {
  claimedAt: string;
  /** The highest status (exclusive) whose answer is kept: a content repeat only repeats a created record. */
  keepBelow: number;
}

interface RequestState {
  fingerprint: string;
  claims: Claim[];
}

type Outcome = { kind: 'claimed'; claimedAt: string } | { kind: 'replay'; row: IdempotencyKeyRow };

/**
 * SHA-256 of what makes two requests the same: method, address with query, and the body as validated (a
 * route without a body schema gets what was parsed). Null for a body too deeply nested to write out, which
 * no form sends.
 */
function fingerprintOf(request: FastifyRequest): string | null {
  // A multipart body is read by its handler, after this point: its length stands for it (a browser's
  // boundary is new on every send but always as long), see the decision.
  const body = request.headers['content-type']?.startsWith('multipart/')
    ? `multipart:${request.headers['content-length'] ?? ''}`
    : (request.body ?? null);
  let text: string;
  try {
    text = JSON.stringify([request.method, request.url, body]);
  } catch {
    return null;
  }
  return createHash('sha256').update(text).digest('hex');
}

async function scopeOf(request: FastifyRequest): Promise<string> {
  const user = await request.currentUser();
  return user ? `user:${user.id}` : `client:${request.ip}`;
}

/**
 * Claims `key` for this request, or finds the first answer to repeat: waits while the first request runs
 * (on this instance or another) and answers 409 "still in progress" when it runs longer than
 * WAIT_FOR_FIRST_MS. A claim forgotten or abandoned is taken over.
 */
async function claimOrFindFirst(
  db: Executor,
  key: KeyOf,
  fingerprint: string,
  lifetimeMs: number,
): Promise<Outcome> {
  const deadline = Date.now() + WAIT_FOR_FIRST_MS;
  let pause = 20;
  for (;;) {
    const now = Date.now();
    const claim = {
      fingerprint,
      claimedAt: new Date(now).toISOString(),
      expiresAt: new Date(now + lifetimeMs).toISOString(),
    };
    if (await claimKey(db, { ...key, ...claim })) return { kind: 'claimed', claimedAt: claim.claimedAt };
    const found = await findKey(db, key);
    if (!found) continue; // given back in between: claim it again
    const forgotten = found.expires_at <= claim.claimedAt;
    const abandoned =
      found.state === 'pending' && found.claimed_at < new Date(now - ABANDONED_AFTER_MS).toISOString();
    if (forgotten || abandoned) {
      if (await takeOverKey(db, found, claim)) return { kind: 'claimed', claimedAt: claim.claimedAt };
      continue;
    }
    if (found.fingerprint !== fingerprint) throw new HttpError(422, IDEMPOTENCY_MESSAGES.keyReused);
    if (found.state === 'done') return { kind: 'replay', row: found };
    if (Date.now() + pause > deadline) {
      throw new HttpError(409, IDEMPOTENCY_MESSAGES.inProgress, undefined, {
        'retry-after': '1',
        [STATUS_HEADER]: 'in-progress',
      });
    }
    await delay(pause);
    pause = Math.min(pause * 2, 200);
  }
}

function replay(reply: FastifyReply, row: IdempotencyKeyRow): FastifyReply {
  reply.code(row.status ?? 200).header(IDEMPOTENCY_STATUS_HEADER, 'replayed');
  if (row.content_type) reply.type(row.content_type);
  return reply.send(Buffer.from(row.body ?? '', 'utf8'));
}

/**
 * Makes every submission count once (docs/decisions/036-idempotent-submissions.md). A write to /api with
 * an `Idempotency-Key` is claimed in the database before its handler runs; a repeat of the key by the same
 * person on the same route gets the first answer (status and body) for 24 hours, or waits for it while the
 * first still runs, and the key with another body is a 422. Routes marked `identicalCreateIsRepeat` do the
 * same, keyless, for an identical body from the same person within SAME_CREATE_MS. Answers of 500 and
 * above, streams and answers that set a cookie are not kept: their repeat runs again.
 */
export function registerIdempotency(app: FastifyInstance): void {
  const states = new WeakMap<FastifyRequest, RequestState>();

  const applies = (request: FastifyRequest) =>
    IDEMPOTENT_METHODS.includes(request.method) &&
    request.url.startsWith('/api/') &&
    (request.headers[KEY_HEADER] !== undefined ||
      request.routeOptions.config.identicalCreateIsRepeat === true);

  // After access and validation: only a request that reaches its handler is recorded.
  app.addHook('preHandler', async (request, reply) => {
    if (!applies(request)) return;
    const fingerprint = fingerprintOf(request);
    if (fingerprint === null) throw new HttpError(400, IDEMPOTENCY_MESSAGES.tooDeep);
    const state: RequestState = { fingerprint, claims: [] };
    states.set(request, state);
    const header = request.headers[KEY_HEADER];
    const sent = Array.isArray(header) ? header.join(',') : header;
    if (sent !== undefined && !VALID_KEY.test(sent)) throw new HttpError(400, IDEMPOTENCY_MESSAGES.badKey);
    const scope = await scopeOf(request);
    const route = `${request.method} ${request.routeOptions.url ?? request.url}`;
    const wanted: { key: string; lifetimeMs: number; keepBelow: number }[] = [];
    if (sent !== undefined) wanted.push({ key: sent, lifetimeMs: KEY_LIFETIME_MS, keepBelow: 500 });
    if (request.routeOptions.config.identicalCreateIsRepeat)
      wanted.push({ key: `same:${state.fingerprint}`, lifetimeMs: SAME_CREATE_MS, keepBelow: 300 });
    for (const { key, lifetimeMs, keepBelow } of wanted) {
      const outcome = await claimOrFindFirst(app.db, { scope, route, key }, state.fingerprint, lifetimeMs);
      // The key claimed before this one keeps the answer repeated here (onSend below).
      if (outcome.kind === 'replay') return replay(reply, outcome.row);
      state.claims.push({ scope, route, key, claimedAt: outcome.claimedAt, keepBelow });
    }
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const state = states.get(request);
    if (!state || state.claims.length === 0) return payload;
    const claims = state.claims.splice(0);
    const text =
      typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : null;
    const status = reply.statusCode;
    const contentType = reply.getHeader('content-type');
    for (const claim of claims) {
      try {
        const keep =
          status >= 200 &&
          status < claim.keepBelow &&
          !reply.hasHeader('set-cookie') &&
          reply.getHeader(STATUS_HEADER) !== 'in-progress';
        if (text !== null && keep) {
          await storeAnswer(app.db, claim, {
            status,
            contentType: typeof contentType === 'string' ? contentType : null,
            body: text,
          });
        } else {
          await releaseKey(app.db, claim);
        }
      } catch (error) {
        // The answer still goes out; the claim stays pending until it is abandoned.
        request.log.warn({ err: error }, 'could not store the answer of an idempotent request');
      }
    }
    return payload;
  });
}
