import { describe, expect, it } from 'vitest';
import { matchesEtag } from './etag';

describe('matchesEtag', () => {
  it.each([
    ['"v1"', true],
    ['W/"v1"', true],
    ['"v0", "v1"', true],
    ['*', true],
    ['"v2"', false],
    ['v1', false],
    [undefined, false],
  ])('If-None-Match %s → %s', (header, expected) => {
    expect(matchesEtag(header, '"v1"')).toBe(expected);
  });
});
