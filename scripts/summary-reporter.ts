import type { Reporter, TestModule } from 'vitest/node';

/** Ends every run with the one line CI reads: `N passed, N failed` (and skipped when any). */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<unknown>): void {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const module of testModules) {
      let moduleTests = 0;
      for (const test of module.children.allTests()) {
        moduleTests += 1;
        const state = test.result().state;
        if (state === 'passed') passed += 1;
        else if (state === 'failed') failed += 1;
        else skipped += 1;
      }
      // A file that failed to load has no tests but must still count as a failure.
      if (moduleTests === 0 && module.state() === 'failed') failed += 1;
    }
    failed += unhandledErrors.length;
    const tail = skipped > 0 ? `, ${skipped} skipped` : '';
    process.stdout.write(`\n${passed} passed, ${failed} failed${tail}\n`);
  }
}
