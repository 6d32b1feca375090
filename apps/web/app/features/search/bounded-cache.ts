/** A map that forgets its oldest entry when full. */
export class BoundedCache<T> {
  private readonly entries = new Map<string, T>();
  constructor(private readonly max: number) {}
  get(key: string, compute: () => T): T {
    let value = this.entries.get(key);
    if (value === undefined) {
      value = compute();
      if (this.entries.size >= this.max) {
        const oldest = this.entries.keys().next().value;
        if (oldest !== undefined) this.entries.delete(oldest);
      }
      this.entries.set(key, value);
    }
    return value;
  }
  clear() {
    this.entries.clear();
  }
}
