import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

/**
 * One msw server per test file. `startMockServer()` registers the lifecycle
 * hooks; handlers are added per test with `server.use(...)` and reset after it.
 * Unhandled requests fail loudly so a test never silently hits the network.
 */
export const server = setupServer();

export function startMockServer(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}
