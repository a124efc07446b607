import os from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const withPostgres = Boolean(process.env.TEST_DATABASE_URL);

// CI shares two cores with everything else on the machine: waits are for conditions, with room for a
// loaded machine (vitest's defaults, 1 s for expect.poll and 5 s a test, fail under load, not on bugs).
const waitForConditions = { poll: { timeout: 30_000, interval: 100 } };

export default defineConfig({
  test: {
    reporters: ['default', './scripts/summary-reporter.ts'],
    // One test file per core, at least two. Vitest's default leaves a core free, which on a two-core
    // machine runs one file at a time, while most files spend their time waiting (for a child server,
    // SMTP, PostgreSQL). Files share nothing: each makes its own databases, ports and folders. The
    // browser journeys still run one at a time (fileParallelism: false). docs/performance.md#test-suite
    maxWorkers: Math.max(2, os.availableParallelism()),
    projects: [
      {
        test: {
          name: 'unit+api (sqlite)',
          environment: 'node',
          include: ['src/common/**/*.test.ts', 'src/server/**/*.test.ts', 'scripts/**/*.test.ts'],
          env: { TEST_DB: 'sqlite' },
          // Only a hang should hit these: with files side by side on a busy machine a test may take several
          // times its usual time, and every wait inside a test fails by itself when nothing moves.
          testTimeout: 120_000,
          expect: waitForConditions,
          hookTimeout: 180_000,
        },
      },
      ...(withPostgres
        ? [
            {
              test: {
                name: 'api (postgres)',
                environment: 'node',
                include: ['src/server/**/*.api.test.ts'],
                env: { TEST_DB: 'postgres' },
                testTimeout: 120_000,
                expect: waitForConditions,
                hookTimeout: 180_000,
              },
            },
          ]
        : []),
      {
        plugins: [react()],
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/web/**/*.test.{ts,tsx}'],
          setupFiles: ['./src/web/test-support/setup.ts'],
          // As above, only a hang should hit this; a loaded machine makes a screen's test several times slower.
          testTimeout: 60_000,
          expect: waitForConditions,
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.spec.ts'],
          globalSetup: ['./tests/e2e/support/global-setup.ts'],
          fileParallelism: false,
          // Sweeps marked concurrent (accessibility, phone layout) check two pages at a time.
          maxConcurrency: 2,
          expect: waitForConditions,
          // A whole journey takes 40–70 s on a busy machine; only a hang should hit this.
          testTimeout: 180_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
