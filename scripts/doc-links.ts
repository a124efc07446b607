import fs from 'node:fs';
import path from 'node:path';

/**
 * Checks that code and documents point only at things inside the repository, and that what they point at
 * exists: `docs/….md#anchor` and `README.md#anchor` citations in any file, relative links in Markdown files,
 * and backticked `src/…`, `tests/…`, `scripts/…` and `docs/…` paths in Markdown files. Used by
 * scripts/doc-links.test.ts, so `npm test` guards the rule.
 */

export interface Problem {
  file: string;
  line: number;
  message: string;
}

/** Folders and root files that are scanned (relative to the repository root). */
const SCANNED_FOLDERS = ['src', 'tests', 'scripts', 'docs'];
const SCANNED_EXTENSIONS = new Set(['.ts', '.tsx', '.js', '.mjs', '.cjs', '.css', '.md', '.json', '.html']);
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'data', 'coverage', 'test-results']);

/** Citations of documents a clone does not contain. */
const OUTSIDE_CITATIONS: { pattern: RegExp; what: string }[] = [
  { pattern: /\b(?:SPEC|DESIGN)(?:\.md)?\b/, what: 'a document outside the repository' },
  { pattern: /\bissues? #?\d+/i, what: 'an issue number' },
];
/** `§n` numbers belong to outside documents; only docs/product.md's index uses the sign (as a column title). */
const SECTION_SIGN = /§/;

/** GitHub's anchor for a heading: the text without markup, lower-cased, punctuation dropped, spaces to hyphens. */
export function githubSlug(heading: string): string {
  return heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/[`*]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** Every anchor a Markdown file offers: its headings (outside code fences, with -1, -2 … for repeats) and ids. */
export function markdownAnchors(text: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fence: string | null = null;
  for (const line of text.split('\n')) {
    const fenceMatch = /^\s*(```|~~~)/.exec(line);
    if (fenceMatch) {
      if (fence === null) fence = fenceMatch[1]!;
      else if (fenceMatch[1] === fence) fence = null;
      continue;
    }
    if (fence !== null) continue;
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading) {
      const slug = githubSlug(heading[1]!);
      const count = seen.get(slug) ?? 0;
      seen.set(slug, count + 1);
      anchors.add(count === 0 ? slug : `${slug}-${count}`);
    }
    for (const id of line.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.add(id[1]!);
  }
  return anchors;
}

function listFiles(root: string): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const relative = path.posix.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!SKIPPED_FOLDERS.has(entry.name)) walk(relative);
      } else if (SCANNED_EXTENSIONS.has(path.extname(entry.name))) files.push(relative);
    }
  };
  for (const folder of SCANNED_FOLDERS) if (fs.existsSync(path.join(root, folder))) walk(folder);
  for (const entry of fs.readdirSync(root, { withFileTypes: true })) {
    const isRootFile =
      entry.isFile() &&
      entry.name !== 'package-lock.json' &&
      (SCANNED_EXTENSIONS.has(path.extname(entry.name)) || entry.name.startsWith('.env'));
    if (isRootFile) files.push(entry.name);
  }
  return files.sort();
}

/** A placeholder such as `src/web/features/<feature>/` or `docs/decisions/NNN-title.md`, not a real path. */
function isPlaceholder(target: string): boolean {
  return /[<>*{}…]|NNN|\.\.\./.test(target);
}

/** Finds every problem in the repository at `root`; `skip` names files (relative paths) not to read. */
export function checkDocLinks(root: string, skip: readonly string[] = []): Problem[] {
  const problems: Problem[] = [];
  const anchorCache = new Map<string, Set<string> | null>();
  const anchorsOf = (file: string): Set<string> | null => {
    if (!anchorCache.has(file)) {
      const full = path.join(root, file);
      const exists = fs.existsSync(full) && fs.statSync(full).isFile();
      anchorCache.set(file, exists ? markdownAnchors(fs.readFileSync(full, 'utf8')) : null);
    }
    return anchorCache.get(file)!;
  };
  const exists = (file: string) => fs.existsSync(path.join(root, file));

  /** `target` is relative to the repository root; `anchor` without its `#`. */
  const checkTarget = (file: string, line: number, target: string, anchor: string | undefined) => {
    if (isPlaceholder(target)) return;
    if (!exists(target)) {
      problems.push({ file, line, message: `${target} does not exist` });
      return;
    }
    if (anchor === undefined || anchor === '' || !target.endsWith('.md')) return;
    if (!anchorsOf(target)?.has(anchor)) {
      problems.push({ file, line, message: `${target} has no heading with the anchor #${anchor}` });
    }
  };

  for (const file of listFiles(root)) {
    if (skip.includes(file)) continue;
    const text = fs.readFileSync(path.join(root, file), 'utf8');
    const isMarkdown = file.endsWith('.md');
    const lines = text.split('\n');
    let fenced = false;
    lines.forEach((content, index) => {
      const line = index + 1;
      if (isMarkdown && /^\s*(```|~~~)/.test(content)) fenced = !fenced;

      for (const { pattern, what } of OUTSIDE_CITATIONS) {
        const match = pattern.exec(content);
        if (match) problems.push({ file, line, message: `"${match[0]}" cites ${what}` });
      }
      if (!isMarkdown && SECTION_SIGN.test(content)) {
        problems.push({ file, line, message: '"§" cites a numbered section of an outside document' });
      }

      // docs/….md#anchor and README.md#anchor, written from the repository root, in any file.
      for (const match of content.matchAll(/(?<![\w./-])((?:docs\/[\w./-]*?|README)\.md)(?:#([\w-]+))?/g)) {
        checkTarget(file, line, match[1]!, match[2]);
      }
      if (!isMarkdown || fenced) return;

      // Markdown links, relative to the file: [text](target#anchor).
      for (const match of content.matchAll(/\]\(([^)\s]*)\)/g)) {
        const link = match[1]!;
        if (/^[a-z][a-z+.-]*:/i.test(link) || link.startsWith('//')) continue;
        const [target = '', anchor] = link.split('#');
        const resolved =
          target === '' ? file : path.posix.normalize(path.posix.join(path.posix.dirname(file), target));
        checkTarget(file, line, resolved, anchor);
      }
      // Backticked repository paths: `src/server/app.ts`, `tests/e2e/`.
      for (const match of content.matchAll(/`((?:src|tests|scripts|docs)\/[^`\s]*)`/g)) {
        const target = match[1]!.replace(/[:,.]$/, '').replace(/#.*$/, '');
        checkTarget(file, line, target, undefined);
      }
    });
  }
  return problems;
}

/** Run directly (`npx tsx scripts/doc-links.ts`): prints the problems and exits 1 when there are any. */
if (import.meta.url === `file://${process.argv[1]}`) {
  const problems = checkDocLinks(process.cwd(), ['scripts/doc-links.ts', 'scripts/doc-links.test.ts']);
  for (const { file, line, message } of problems) console.log(`${file}:${line}: ${message}`);
  process.exit(problems.length === 0 ? 0 : 1);
}
