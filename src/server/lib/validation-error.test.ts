import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { HttpError } from './http-error';
import { fieldErrorsOf, parseOrThrow } from './validation-error';

const schema = z.strictObject({
  name: z.string().min(1, 'Name is required'),
  address: z.strictObject({ zip: z.string().length(5, 'Five digits') }),
});

function refusal(run: () => unknown): HttpError {
  try {
    run();
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('validation errors', () => {
  it('names each bad field once, nested ones with dots, and each unknown field', () => {
    const result = schema.safeParse({ name: '', address: { zip: '1', extra: 1 }, role: 'admin' });
    expect(result.success).toBe(false);
    expect(fieldErrorsOf(result.error!.issues)).toEqual({
      name: 'Name is required',
      'address.zip': 'Five digits',
      'address.extra': 'Unknown field "extra"',
      role: 'Unknown field "role"',
    });
  });

  it('puts a problem with the whole request under "_"', () => {
    expect(fieldErrorsOf([{ path: [], message: 'Send an object' }])).toEqual({ _: 'Send an object' });
  });

  it('is a 400 whose message is the first problem, with server-only checks added', () => {
    const error = refusal(() =>
      parseOrThrow(schema, { name: '', address: { zip: '12345' } }, { image: 'Pick one' }),
    );
    expect(error.statusCode).toBe(400);
    expect(error.message).toBe('Name is required');
    expect(error.fieldErrors).toEqual({ name: 'Name is required', image: 'Pick one' });
    const onlyExtra = refusal(() =>
      parseOrThrow(schema, { name: 'A', address: { zip: '12345' } }, { image: 'Pick one' }),
    );
    expect(onlyExtra.fieldErrors).toEqual({ image: 'Pick one' });
  });

  it('returns the parsed data when all is well', () => {
    expect(parseOrThrow(schema, { name: 'A', address: { zip: '12345' } })).toEqual({
      name: 'A',
      address: { zip: '12345' },
    });
  });
});
