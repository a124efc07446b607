import fs from 'node:fs';
import { isBuildCurrent } from './build-inputs';
import { buildSite } from './build';

// `npm start`: read .env when there is one, build the SPA when its sources changed since the last build, then serve.
if (fs.existsSync('.env')) process.loadEnvFile('.env');
if (!isBuildCurrent()) {
  console.log('Building the site (first start or sources changed)…');
  await buildSite();
}
await import('#server/server');
