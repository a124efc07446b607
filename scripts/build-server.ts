import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { hashBuildInputs, SERVER_BUILD, writeBuildStamp } from './build-inputs';

/**
 * The server as JavaScript for production (docs/decisions/037-compiled-server-with-esbuild.md): our own
 * sources (src/server, src/common and the backup tools) in one ES module per entry, the packages left as
 * imports, so a production install needs only the runtime dependencies and no TypeScript tooling. Packages
 * stay outside the bundle because node then loads only the parts of them that run, which keeps the idle
 * server about 15 MB smaller than a bundle holding them (docs/performance.md#compiled-server).
 */
const ENTRIES = [
  { in: 'src/server/server.ts', out: 'server' },
  { in: 'scripts/backup.ts', out: 'backup' },
  { in: 'scripts/restore.ts', out: 'restore' },
];

/** The oldest Node release `engines` in package.json allows. */
const TARGET = 'node20.19';

export async function buildServer(root = process.cwd()): Promise<void> {
  const started = Date.now();
  const inputs = hashBuildInputs(SERVER_BUILD, root);
  const outdir = path.join(root, 'dist/server');
  fs.rmSync(outdir, { recursive: true, force: true });
  await build({
    absWorkingDir: root,
    entryPoints: ENTRIES,
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: TARGET,
    packages: 'external',
    // Stack traces name the source lines when node runs with --enable-source-maps; without it node never reads them.
    sourcemap: 'linked',
    logLevel: 'warning',
  });
  writeBuildStamp(SERVER_BUILD, inputs, root);
  console.log(`Server built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
