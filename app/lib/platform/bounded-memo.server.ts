// A per-isolate memo with a size bound: entries carry their own size (bytes, characters), and when a new one
// would pass the bound the oldest go first. The page memo and the island memo keep their HTML in one each
// (decisions 0035 and 0047).
export class BoundedMemo<V> {
  readonly #entries = new Map<string, { value: V; size: number }>();
  #size = 0;

  constructor(readonly maxSize: number) {}

  get(key: string): V | undefined {
    return this.#entries.get(key)?.value;
  }

  /** Keeps `value` under `key` (replacing what was there), making room by forgetting the oldest entries. */
  set(key: string, value: V, size: number): void {
    this.delete(key);
    while (this.#size + size > this.maxSize && this.#entries.size > 0) this.delete(this.#entries.keys().next().value!);
    this.#entries.set(key, { value, size });
    this.#size += size;
  }

  delete(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#size -= entry.size;
    this.#entries.delete(key);
  }
}
