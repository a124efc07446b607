// `npm start`: read .env when there is one, build what changed since the last build (in a checkout with
// the build tools), then run the compiled server in this process. Plain JavaScript, so that starting needs
// no TypeScript tooling: a production install (`npm ci --omit=dev`) has none (see README.md#running-in-production).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const SERVER = 'dist/server/server.js';

if (fs.existsSync('.env')) process.loadEnvFile('.env');

if (fs.existsSync('scripts/build.ts')) {
  let buildTools = true;
  try {
    import.meta.resolve('tsx');
  } catch {
    buildTools = false;
  }
  if (buildTools) {
    const build = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts', '--changed'], {
      stdio: 'inherit',
    });
    if (build.status !== 0) process.exit(build.status ?? 1);
  } else if (fs.existsSync(SERVER)) {
    console.warn('The build tools are not installed (npm ci --omit=dev): serving dist/ as last built.');
  }
}

if (!fs.existsSync(SERVER)) {
  console.error(`${SERVER} is missing: run \`npm run build\` (it needs the dev dependencies) first.`);
  process.exit(1);
}
await import(pathToFileURL(path.resolve(SERVER)).href);
