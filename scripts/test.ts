import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { buildWhatChanged } from './build';
import { SUMMARY_FILE_VARIABLE, summaryLine, type SummaryCounts } from './summary-reporter';

/**
 * `npm test`. With arguments, exactly `vitest run <arguments>`. Without, the whole suite as two vitest
 * runs side by side: the browser journeys (one file at a time, as vitest.config.ts asks) beside every
 * other file. In one vitest run the journeys wait for all other files and then take about a third of
 * the suite's time with one core mostly idle: a journey alternates between Chromium and the server.
 * Ends with the one line `N passed, N failed` for the whole suite (docs/performance.md#test-suite).
 */
const VITEST = path.resolve('node_modules/vitest/vitest.mjs');

interface Part {
  name: string;
  args: string[];
  /** Prefix of each output line; the first part prints as vitest does. */
  prefix: string;
}

const PARTS: Part[] = [
  { name: 'server and web', args: ['--project', '!e2e'], prefix: '' },
  { name: 'browser journeys', args: ['--project', 'e2e'], prefix: 'e2e │ ' },
];

const children = new Set<ReturnType<typeof spawn>>();
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
  });

function runVitest(args: string[], env: NodeJS.ProcessEnv, prefix: string | null): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [VITEST, 'run', ...args], {
      env,
      stdio: prefix === null ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    children.add(child);
    if (prefix !== null)
      for (const stream of [child.stdout!, child.stderr!])
        readline
          .createInterface({ input: stream })
          .on('line', (line) => process.stdout.write(`${prefix}${line}\n`));
    child.on('exit', (code, signal) => {
      children.delete(child);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

async function runPart(part: Part, dir: string): Promise<SummaryCounts> {
  const summaryFile = path.join(dir, `${PARTS.indexOf(part)}.json`);
  const code = await runVitest(
    part.args,
    { ...process.env, [SUMMARY_FILE_VARIABLE]: summaryFile },
    part.prefix,
  );
  const counts: SummaryCounts = fs.existsSync(summaryFile)
    ? (JSON.parse(fs.readFileSync(summaryFile, 'utf8')) as SummaryCounts)
    : { passed: 0, failed: 0, skipped: 0 };
  // A run that failed without a failed test (it did not start, a global teardown threw) still fails.
  if (code !== 0 && counts.failed === 0) {
    process.stdout.write(`${part.name}: vitest ended with code ${code}\n`);
    counts.failed = 1;
  }
  return counts;
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  if (args.length > 0) return runVitest(args, process.env, null);

  // Built once before both start: the journeys' set-up would build it anyway, and no server started by the
  // other files should read dist/ while it is being written.
  await buildWhatChanged();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'centre-test-summary-'));
  try {
    const results = await Promise.all(PARTS.map((part) => runPart(part, dir)));
    const total = results.reduce((sum, counts) => ({
      passed: sum.passed + counts.passed,
      failed: sum.failed + counts.failed,
      skipped: sum.skipped + counts.skipped,
    }));
    process.stdout.write(`\n${summaryLine(total)}\n`);
    return total.failed > 0 ? 1 : 0;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

process.exitCode = await main();
