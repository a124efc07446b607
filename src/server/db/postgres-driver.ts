import { createRequire } from 'node:module';
import type pg from 'pg';

let loaded: typeof pg | undefined;

/**
 * The pg driver, loaded on first use. A server on SQLite never needs it, and loading it (with the
 * parts of Node it pulls in) was a large share of every start: of the crash tests' restarts, the
 * browser journeys' servers and each API test file (docs/performance.md#test-suite).
 */
export function postgresDriver(): typeof pg {
  if (loaded) return loaded;
  const driver = createRequire(import.meta.url)('pg') as typeof pg;
  // PostgreSQL's COUNT and BIGINT come back as strings by default; our counts fit in a JS number.
  driver.types.setTypeParser(driver.types.builtins.INT8, (value) => Number.parseInt(value, 10));
  driver.types.setTypeParser(driver.types.builtins.FLOAT4, (value) => Number.parseFloat(value));
  driver.types.setTypeParser(driver.types.builtins.NUMERIC, (value) => Number.parseFloat(value));
  loaded = driver;
  return driver;
}
