import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');
const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};
// The table under "Libraries and why": its first column, as written.
const table = readme.slice(readme.indexOf('### Libraries and why'));
const named = table
  .slice(0, table.indexOf('\n\n', table.indexOf('| library')))
  .split('\n')
  .filter((line) => line.startsWith('| ') && !line.startsWith('| library') && !line.startsWith('| ---'))
  .map((line) => line.split('|')[1]!.trim().toLowerCase());

describe('README "Libraries and why"', () => {
  it('says why for every runtime dependency', () => {
    const unexplained = Object.keys(pkg.dependencies).filter(
      (name) => !named.some((cell) => cell.split(/[\s,+]+/).includes(name.toLowerCase())),
    );
    // React and its DOM renderer are named together as "React 19".
    expect(unexplained.filter((name) => !['react', 'react-dom'].includes(name))).toEqual([]);
  });
});
