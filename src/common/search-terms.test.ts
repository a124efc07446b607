import { describe, expect, it } from 'vitest';
import { matchedParts, searchTerms } from './search-terms';

describe('searchTerms', () => {
  it.each([
    ['python remote', ['python', 'remote']],
    ['  PyThOn   REMOTE ', ['python', 'remote']],
    ['python, (remote); "hybrid"', ['python', 'remote', 'hybrid']],
    ['remote. paid! c++ node.js full-time', ['remote', 'paid', 'c++', 'node.js', 'full-time']],
    ["'python' it’s", ['python', 'it’s']],
    ['py python pyth', ['python']],
    ['remote remote', ['remote']],
    ['%', ['%']],
    ['"', ['"']],
    [',;', [',;']],
    ['python\tremote', ['python', 'remote']],
    ['', []],
    ['   ', []],
  ])('reads %j as %j', (text, expected) => {
    expect(searchTerms(text)).toEqual(expected);
  });
});

describe('matchedParts', () => {
  const marked = (text: string, q: string) =>
    matchedParts(text, searchTerms(q))
      .map((part) => (part.match ? `[${part.text}]` : part.text))
      .join('');

  it.each([
    ['Python or R', 'python', '[Python] or R'],
    ['Data Analyst Intern', 'intern analyst', 'Data [Analyst] [Intern]'],
    ['Full-time', 'full-time', '[Full-time]'],
    ['Full-time', 'time', 'Full-[time]'],
    ['100% attendance', '%', '100[%] attendance'],
    ['C++ and C', 'c++', '[C++] and C'],
    ['Remote', 'xyz', 'Remote'],
    ['ÉCOLE', 'école', '[ÉCOLE]'],
    ['banana', 'an', 'b[an][an]a'],
    ['a.b axb', 'a.b', '[a.b] axb'],
  ])('marks %j for %j as %j', (text, q, expected) => {
    expect(marked(text, q)).toBe(expected);
  });

  it('joins back to the text', () => {
    const text = 'Python, R and "SQL" (remote) — 100% <b>bold</b>';
    expect(
      matchedParts(text, searchTerms('python sql <b> %'))
        .map((part) => part.text)
        .join(''),
    ).toBe(text);
  });
});
