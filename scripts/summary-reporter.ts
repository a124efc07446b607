import fs from 'node:fs';
import type { Reporter, TestModule } from 'vitest/node';

/** Where `scripts/test.ts` asks a part of the suite for its counts (the line is then printed for the whole). */
export const SUMMARY_FILE_VARIABLE = 'TEST_SUMMARY_FILE';

export interface SummaryCounts {
  passed: number;
  failed: number;
  skipped: number;
}

export function summaryLine({ passed, failed, skipped }: SummaryCounts): string {
  return `${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ''}`;
}

/** Ends every run with the one line CI reads: `N passed, N failed` (and skipped when any). */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<unknown>): void {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const module of testModules) {
      let moduleFailures = 0;
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') passed += 1;
        else if (state === 'failed') moduleFailures += 1;
        else skipped += 1;
      }
      // A file that failed to load, or whose beforeAll failed (its tests then count as skipped), is a failure too.
      if (moduleFailures === 0 && module.state() === 'failed') moduleFailures = 1;
      failed += moduleFailures;
    }
    failed += unhandledErrors.length;
    const summaryFile = process.env[SUMMARY_FILE_VARIABLE];
    if (summaryFile) fs.writeFileSync(summaryFile, JSON.stringify({ passed, failed, skipped }));
    else process.stdout.write(`\n${summaryLine({ passed, failed, skipped })}\n`);
  }
}
