import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The two halves of `npm run build`, each rebuilt only when one of its inputs changed: the web client (the
 * pages, assets and page renderer in dist/client, dist/pages and dist/render) and the compiled server in
 * dist/server (docs/decisions/037-compiled-server-with-esbuild.md).
 */
export interface BuildPart {
  name: string;
  /** Files and folders whose content the output depends on (tests and test support left out). */
  inputs: string[];
  /** Where the hash of the inputs the output was built from is kept. */
  stamp: string;
  /** A file the build leaves, which must exist for the output to count as built. */
  output: string;
}

export const SITE_BUILD: BuildPart = {
  name: 'site',
  inputs: [
    'src/web',
    'src/common',
    'public',
    'index.html',
    'vite.config.ts',
    'package-lock.json',
    'scripts/build.ts',
  ],
  stamp: 'dist/build-stamp.json',
  output: 'dist/pages/index.html',
};

export const SERVER_BUILD: BuildPart = {
  name: 'server',
  inputs: [
    'src/server',
    'src/common',
    'scripts/backup.ts',
    'scripts/restore.ts',
    'scripts/sqlite-backup.ts',
    'scripts/build-server.ts',
    'package.json',
    'package-lock.json',
  ],
  stamp: 'dist/server/build-stamp.json',
  output: 'dist/server/server.js',
};

export const BUILD_PARTS = [SITE_BUILD, SERVER_BUILD];

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

export function hashBuildInputs(part: BuildPart, root = process.cwd()): string {
  const hash = createHash('sha256');
  for (const file of part.inputs.flatMap((input) => listFiles(path.join(root, input)))) {
    hash.update(path.relative(root, file));
    hash.update(fs.readFileSync(file));
  }
  return hash.digest('hex');
}

/** Records that `part` was built from `inputs` (the hash taken before the build started). */
export function writeBuildStamp(part: BuildPart, inputs: string, root = process.cwd()): void {
  fs.writeFileSync(
    path.join(root, part.stamp),
    JSON.stringify({ inputs, builtAt: new Date().toISOString() }),
  );
}

export function isPartCurrent(part: BuildPart, root = process.cwd()): boolean {
  const stampFile = path.join(root, part.stamp);
  if (!fs.existsSync(stampFile) || !fs.existsSync(path.join(root, part.output))) return false;
  const stamp = JSON.parse(fs.readFileSync(stampFile, 'utf8')) as { inputs?: string };
  return stamp.inputs === hashBuildInputs(part, root);
}

/** Whether both the web client and the compiled server were built from the sources as they are now. */
export function isBuildCurrent(root = process.cwd()): boolean {
  return BUILD_PARTS.every((part) => isPartCurrent(part, root));
}
