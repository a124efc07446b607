import type { FastifyInstance } from 'fastify';
import { multipart } from '#server/features/events/test-helpers';
import type { SignedIn } from '#server/test-support/sign-in';

/** Test-only helpers shared by the applications tests and the route-walking guards. */

export const COVER_NOTE = 'I have built two React apps and would love to learn from your team.';

/** Sends an application as `who` (a CV when `cv` is given), from its own address so rate limits stay apart. */
export async function apply(
  app: FastifyInstance,
  who: SignedIn,
  kind: 'internship' | 'project',
  postId: number,
  fields: Record<string, string> = { note: COVER_NOTE },
  cv?: { bytes: Buffer; name?: string; type?: string; field?: string },
) {
  const form = await multipart(fields, cv && { field: 'cv', name: 'cv.pdf', type: 'application/pdf', ...cv });
  return app.inject({
    method: 'POST',
    url: `/api/${kind}s/${postId}/applications`,
    headers: { ...who.headers, ...form.headers },
    payload: form.payload,
    remoteAddress: `10.0.${Math.floor(who.id / 250) % 250}.${(who.id % 250) + 1}`,
  });
}
