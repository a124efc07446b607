import type { TestProject } from 'vitest/node';
import { isBuildCurrent } from '../../../scripts/build-inputs';
import { buildSite } from '../../../scripts/build';
import { startSiteServer } from './site-server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** Builds the site when its sources changed, then serves it with the real server for every browser test. */
export default async function setup(project: TestProject) {
  if (!isBuildCurrent()) await buildSite();
  const server = await startSiteServer();
  project.provide('baseUrl', server.baseUrl);
  return async () => {
    await server.stop();
  };
}
