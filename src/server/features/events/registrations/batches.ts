/** What one request of a batch came to: its answer, or the error it alone is answered with. */
export type BatchOutcome<O> = { ok: true; value: O } | { ok: false; error: unknown };

interface Waiting<I, O> {
  input: I;
  resolve: (value: O) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit per key (docs/performance.md#registration-rush): requests for one key run in arrival
 * order, and those that arrive while a batch runs go together into the next one, so a rush of
 * registrations for one event takes its locks, commits and live-feed entry once per batch instead of
 * once per person. Each batch starts on the next turn of the event loop (setImmediate, no timer), so
 * requests that are ready in the same turn join it: SQLite's driver runs a whole transaction without
 * yielding, so without that turn no second request could ever join. `run` answers
 * every input of its batch in order; when it throws, every request of the batch gets that error.
 */
export class KeyedBatches<K, I, O> {
  private readonly queues = new Map<K, Waiting<I, O>[]>();

  constructor(
    private readonly run: (key: K, inputs: I[]) => Promise<BatchOutcome<O>[]>,
    private readonly maxBatch: number,
  ) {}

  submit(key: K, input: I): Promise<O> {
    return new Promise<O>((resolve, reject) => {
      const queue = this.queues.get(key);
      if (queue) {
        queue.push({ input, resolve, reject });
        return;
      }
      this.queues.set(key, [{ input, resolve, reject }]);
      void this.drain(key);
    });
  }

  private async drain(key: K): Promise<void> {
    for (;;) {
      await new Promise<void>((resolve) => setImmediate(resolve));
      const queue = this.queues.get(key)!;
      if (queue.length === 0) {
        this.queues.delete(key);
        return;
      }
      const batch = queue.splice(0, this.maxBatch);
      try {
        const outcomes = await this.run(
          key,
          batch.map((waiting) => waiting.input),
        );
        batch.forEach((waiting, index) => {
          const outcome = outcomes[index]!;
          if (outcome.ok) waiting.resolve(outcome.value);
          else waiting.reject(outcome.error);
        });
      } catch (error) {
        for (const waiting of batch) waiting.reject(error);
      }
    }
  }
}
