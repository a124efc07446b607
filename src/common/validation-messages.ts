import { z } from 'zod';

const KINDS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  bigint: 'a whole number',
  boolean: 'true or false',
  object: 'a group of fields',
  array: 'a list',
  date: 'a date',
};

type Issue = Parameters<z.core.$ZodErrorMap>[0];

/**
 * Zod's own wording ("Invalid input: expected number, received NaN") for the schemas that give no
 * message of their own, only reached by requests our forms never send. Schemas' own messages win.
 */
export function defaultValidationMessage(issue: Issue): string | undefined {
  const atTop = !issue.path || issue.path.length === 0;
  if (issue.code === 'invalid_type') {
    if (atTop && issue.expected === 'object')
      return 'The request should be a JSON object with the form fields.';
    if (issue.input === undefined) return 'This field is required.';
    return `This field should be ${KINDS[issue.expected] ?? 'of another kind'}.`;
  }
  if (issue.code === 'too_big' && issue.origin === 'string')
    return `This is too long: at most ${issue.maximum} characters.`;
  if (issue.code === 'too_big' && issue.origin === 'array') return `At most ${issue.maximum} entries.`;
  if (issue.code === 'too_big' && issue.origin === 'number')
    return `This should be at most ${issue.maximum}.`;
  if (issue.code === 'too_small' && issue.origin === 'number')
    return `This should be at least ${issue.minimum}.`;
  return undefined;
}

z.config({ customError: defaultValidationMessage });
