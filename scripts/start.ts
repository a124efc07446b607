import { isBuildCurrent } from './build-inputs';
import { buildSite } from './build';

// `npm start`: build the SPA when its sources changed since the last build, then serve.
if (!isBuildCurrent()) {
  console.log('Building the site (first start or sources changed)…');
  await buildSite();
}
await import('../src/server/server');
