/** A least-recently-used cache bounded by the bytes it holds rather than by entry count. */
export class ByteBudgetCache<V> {
  private readonly entries = new Map<string, { value: V; size: number }>();
  private used = 0;

  constructor(private readonly budget: number) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: V, size: number): void {
    // Drop the old value first, so a replacement too large to keep cannot leave it behind.
    this.delete(key);
    if (size > this.budget) return;
    this.entries.set(key, { value, size });
    this.used += size;
    for (const [oldestKey] of this.entries) {
      if (this.used <= this.budget) break;
      this.delete(oldestKey);
    }
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.used -= entry.size;
  }

  get size(): number {
    return this.used;
  }
}
