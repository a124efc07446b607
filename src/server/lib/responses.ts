import { z } from 'zod';

/**
 * Response declarations for answers the zod serializer never sees: Fastify sends strings, buffers and
 * streams as they are, and 204/304/redirects carry no body. JSON answers declare their own schema from
 * `src/common` instead.
 */

/** 204, 304 and redirects. */
export const noBody = z.undefined();

/** Text or bytes sent as they are (CSV, calendars, XML, HTML, images, an event stream); names the type. */
export const rawBody = (contentType: string) => z.custom<string | Buffer>().describe(contentType);
