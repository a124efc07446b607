import { z } from 'zod';

/**
 * A trimmed text that must not be empty, of at most `max` characters, worded after its label:
 * "Title is required", "Title must be at most 140 characters".
 */
export const requiredString = (what: string, max: number) =>
  z
    .string({ error: `${what} is required` })
    .trim()
    .min(1, `${what} is required`)
    .max(max, `${what} must be at most ${max} characters`);

/** A page address an admin or founder types (a news post's, a startup's): `pattern` is its form. */
export const slugSchema = (max: number, pattern: RegExp) =>
  requiredString('Address', max).regex(
    pattern,
    'Address may use lowercase letters, digits and single hyphens',
  );

/** A page address in a request path; one that cannot exist answers `notFound`. */
export const slugParamsSchema = (max: number, pattern: RegExp, notFound: string) =>
  z.strictObject({ slug: z.string().max(max).regex(pattern, notFound) });
