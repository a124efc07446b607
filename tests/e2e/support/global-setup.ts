import type { TestProject } from 'vitest/node';
import { buildWhatChanged } from '../../../scripts/build';
import { makeSeededDatabase, startSiteServer } from './site-server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/**
 * Builds the site and the compiled server when their sources changed, seeds one database with the demo content
 * that every spec's server starts on a copy of, then serves the site with the server as production runs it
 * (dist/server/server.js) for every browser test; each spec's own servers start it too.
 */
export default async function setup(project: TestProject) {
  await buildWhatChanged();
  const seeded = await makeSeededDatabase();
  project.provide('seededDatabase', seeded.file);
  const server = await startSiteServer({}, { seededDatabase: seeded.file });
  project.provide('baseUrl', server.baseUrl);
  return async () => {
    await server.stop();
    seeded.remove();
  };
}
