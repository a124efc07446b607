import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkDocLinks, githubSlug, markdownAnchors } from './doc-links';

const repositoryRoot = path.resolve(import.meta.dirname, '..');

describe('citations and document links', () => {
  it('point only inside the repository, at files and headings that exist', () => {
    const problems = checkDocLinks(repositoryRoot, ['scripts/doc-links.ts', 'scripts/doc-links.test.ts']);
    expect(problems.map(({ file, line, message }) => `${file}:${line}: ${message}`)).toEqual([]);
  });
});

describe('the checker', () => {
  const fixture = fs.mkdtempSync(path.join(os.tmpdir(), 'doc-links-'));
  afterAll(() => fs.rmSync(fixture, { recursive: true, force: true }));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(fixture, file)), { recursive: true });
    fs.writeFileSync(path.join(fixture, file), text);
  };
  write(
    'docs/product.md',
    [
      '# Product',
      '## Contact form',
      '### `npm run bench:sse`',
      '## Contact form',
      '```md',
      '## Inside a fence',
      '```',
      'See [the form](#contact-form), [decisions](decisions/001-x.md) and `src/app.ts`, `src/<feature>/`.',
      'Also [missing](#inside-a-fence), [gone](decisions/002-y.md) and `src/gone.ts`.',
    ].join('\n'),
  );
  write('docs/decisions/001-x.md', '# X\n');
  write('README.md', '# Readme\n## Two commands\n');
  write('src/app.ts', ['// docs/product.md#contact-form and docs/product.md#contact-form-1', ''].join('\n'));
  // The outside names are put together here, so this file does not itself cite what it tests for.
  const outsideSpec = ['SPEC', 'md'].join('.');
  const issueEight = ['issue', '8'].join(' ');
  write(
    'src/bad.ts',
    [
      '// docs/product.md#no-such-heading',
      '// docs/nothing.md#x and README.md#two-commands',
      `// ${outsideSpec} §4 says so`,
      '// see DESIGN, section 5',
      `// as ${issueEight} asks`,
      '// a cookie for issue-7-person9@example.edu is fine',
    ].join('\n'),
  );
  const problems = checkDocLinks(fixture).map(({ file, line, message }) => `${file}:${line}: ${message}`);

  it('makes anchors as GitHub does', () => {
    expect(githubSlug('`npm run bench:sse`')).toBe('npm-run-benchsse');
    expect(githubSlug('Sign-in and account messages')).toBe('sign-in-and-account-messages');
    expect(githubSlug('[Hero](#hero) & motion')).toBe('hero--motion');
    expect([...markdownAnchors('## A\n## A\n```\n## B\n```\n')]).toEqual(['a', 'a-1']);
  });

  it('accepts citations and links that exist', () => {
    expect(problems.filter((problem) => problem.startsWith('src/app.ts'))).toEqual([]);
  });

  it('reports missing files and anchors, and citations of outside documents', () => {
    expect(problems).toEqual([
      'docs/product.md:9: docs/product.md has no heading with the anchor #inside-a-fence',
      'docs/product.md:9: docs/decisions/002-y.md does not exist',
      'docs/product.md:9: src/gone.ts does not exist',
      'src/bad.ts:1: docs/product.md has no heading with the anchor #no-such-heading',
      'src/bad.ts:2: docs/nothing.md does not exist',
      `src/bad.ts:3: "${outsideSpec}" cites a document outside the repository`,
      'src/bad.ts:3: "§" cites a numbered section of an outside document',
      'src/bad.ts:4: "DESIGN" cites a document outside the repository',
      `src/bad.ts:5: "${issueEight}" cites an issue number`,
    ]);
  });
});
