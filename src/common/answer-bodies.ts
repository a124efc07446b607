import { z } from 'zod';

/** 204, 304 and redirects: no body. */
export const noBody = z.undefined();

/** Text or bytes sent as they are (CSV, calendars, XML, HTML, images, an event stream); names the type. */
export const rawBody = (contentType: string) =>
  z.custom<string | Uint8Array>().describe(contentType).meta({ contentType });
