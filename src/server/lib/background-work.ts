/**
 * Work a route starts after it has answered: the answer must not wait for it (or tell, by its timing,
 * what it did). Failures are logged; closing the app waits for what is still running.
 */
export class BackgroundWork {
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly log: { error: (object: unknown, message: string) => void }) {}

  run(task: () => Promise<void>): void {
    const job: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(task)
      .catch((error: unknown) => this.log.error({ err: error }, 'background work failed'))
      .finally(() => this.running.delete(job));
    this.running.add(job);
  }

  /** Resolves when everything started so far has finished (tests, shutdown). */
  async drain(): Promise<void> {
    while (this.running.size > 0) await Promise.all([...this.running]);
  }
}
