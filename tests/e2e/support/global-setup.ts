import type { TestProject } from 'vitest/node';
import { createCrashWorkspace } from '#server/test-support/crash-workspace';
import { isBuildCurrent } from '../../../scripts/build-inputs';
import { buildSite } from '../../../scripts/build';
import { SERVER_BUNDLE_VARIABLE, startSiteServer } from './site-server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/**
 * Builds the site when its sources changed, bundles the server once for every spec's servers (handed to the
 * test files' processes in SERVER_BUNDLE_VARIABLE), then serves the site with the real server for every
 * browser test.
 */
export default async function setup(project: TestProject) {
  if (!isBuildCurrent()) await buildSite();
  const workspace = createCrashWorkspace('e2e-server');
  process.env[SERVER_BUNDLE_VARIABLE] = await workspace.bundle('src/server/server.ts');
  const server = await startSiteServer();
  project.provide('baseUrl', server.baseUrl);
  return async () => {
    await server.stop();
    delete process.env[SERVER_BUNDLE_VARIABLE];
    workspace.remove();
  };
}
