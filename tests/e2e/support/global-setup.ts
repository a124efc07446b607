import type { TestProject } from 'vitest/node';
import { buildWhatChanged } from '../../../scripts/build';
import { startSiteServer } from './site-server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/**
 * Builds the site and the compiled server when their sources changed, then serves the site with the server
 * as production runs it (dist/server/server.js) for every browser test; each spec's own servers start it too.
 */
export default async function setup(project: TestProject) {
  await buildWhatChanged();
  const server = await startSiteServer();
  project.provide('baseUrl', server.baseUrl);
  return async () => {
    await server.stop();
  };
}
