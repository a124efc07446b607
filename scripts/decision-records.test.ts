import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const decisions = path.resolve(import.meta.dirname, '..', 'docs', 'decisions');
const records = fs
  .readdirSync(decisions)
  .filter((name) => /^\d{3}-.+\.md$/.test(name))
  .sort();
const SECTIONS = ['## Context', '## Decision', '## Alternatives rejected', '## Consequences'];

describe('decision records', () => {
  it('each have the four sections of the form in docs/decisions/README.md, in order, and name a rejected option', () => {
    const problems = records.flatMap((name) => {
      const lines = fs.readFileSync(path.join(decisions, name), 'utf8').split('\n');
      const found = lines.filter((line) => SECTIONS.includes(line.trim()));
      const wrong: string[] = [];
      if (!lines[0]?.startsWith('# ')) wrong.push(`${name}: no title`);
      if (!lines.some((line) => /^Date: \d{4}-\d{2}-\d{2}$/.test(line))) wrong.push(`${name}: no date`);
      if (!lines.some((line) => /^Status: (accepted|deprecated|superseded by \d{3})$/.test(line)))
        wrong.push(`${name}: no status`);
      if (found.join('|') !== SECTIONS.join('|'))
        wrong.push(`${name}: sections ${found.join(', ') || 'none'}`);
      const start = lines.indexOf('## Alternatives rejected');
      const end = lines.indexOf('## Consequences');
      if (
        start >= 0 &&
        !lines.slice(start + 1, end < 0 ? undefined : end).some((line) => line.startsWith('- '))
      )
        wrong.push(`${name}: "Alternatives rejected" lists nothing`);
      return wrong;
    });
    expect(problems).toEqual([]);
  });

  it('are each listed once in the README table, and numbers are not reused', () => {
    const readme = fs.readFileSync(path.join(decisions, 'README.md'), 'utf8');
    const listed = [...readme.matchAll(/^\| \[(\d{3})\]\((\d{3}-[^)]+\.md)\)/gm)].map((match) => match[2]);
    expect(listed.slice().sort()).toEqual(records);
    const numbers = records.map((name) => name.slice(0, 3));
    expect(new Set(numbers).size).toBe(numbers.length);
  });
});
