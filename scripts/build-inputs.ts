import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Everything the built SPA depends on; a change to any of it means a rebuild. */
const INPUTS = [
  'src/web',
  'src/common',
  'public',
  'index.html',
  'vite.config.ts',
  'package-lock.json',
  'scripts/build.ts',
];

function listFiles(entry: string): string[] {
  if (!fs.existsSync(entry)) return [];
  const stat = fs.statSync(entry);
  if (stat.isFile()) return [entry];
  return fs
    .readdirSync(entry)
    .sort()
    .flatMap((name) => listFiles(path.join(entry, name)))
    .filter((file) => !/\.test\.tsx?$/.test(file) && !file.includes(`${path.sep}test-support${path.sep}`));
}

export function hashBuildInputs(root = process.cwd()): string {
  const hash = createHash('sha256');
  for (const file of INPUTS.flatMap((input) => listFiles(path.join(root, input)))) {
    hash.update(path.relative(root, file));
    hash.update(fs.readFileSync(file));
  }
  return hash.digest('hex');
}

export const BUILD_STAMP = 'dist/build-stamp.json';

export function isBuildCurrent(root = process.cwd()): boolean {
  const stampFile = path.join(root, BUILD_STAMP);
  if (!fs.existsSync(stampFile) || !fs.existsSync(path.join(root, 'dist/pages/index.html'))) return false;
  const stamp = JSON.parse(fs.readFileSync(stampFile, 'utf8')) as { inputs?: string };
  return stamp.inputs === hashBuildInputs(root);
}
