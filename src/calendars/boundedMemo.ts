// A bounded least-recently-used memo, the building block of every cache in src/calendars. A memo is a
// pure cache: every value can be recomputed from its key, so a hit and a miss give the same answer and
// no caller can observe the state. Being bounded, memory stays flat however much is asked for.

/** One memo entry with the tick of its last use and its weight. */
interface MemoEntry<V> {
  readonly value: V;
  readonly weight: number;
  tick: number;
}

/**
 * A bounded least-recently-used memo: `get` and `set` are O(1); when the total weight goes over the
 * budget, the least recently used quarter of the entries is dropped in one O(n log n) sweep (rare,
 * so amortised O(1)).
 */
export class BoundedMemo<K, V> {
  readonly #entries = new Map<K, MemoEntry<V>>();
  readonly #maxWeight: number;
  #weight = 0;
  #clock = 0;
  // The entry the last `get` found, in front of the map: a run of calls with one key (one calendar
  // at a time) skips the hash lookup. Forgotten by every `set`, so it never outlives its entry.
  #lastKey: K | undefined;
  #lastEntry: MemoEntry<V> | undefined;

  /**
   * Creates an empty memo.
   *
   * @param maxWeight - The weight budget (an entry weighs 1 unless `set` says otherwise).
   * @example
   * new BoundedMemo<string, number>(1000)
   */
  constructor(maxWeight: number) {
    this.#maxWeight = maxWeight;
  }

  /**
   * Returns the value remembered for a key, marking it as recently used.
   *
   * @param key - The key.
   * @returns The value, or `undefined` when it is not (or no longer) remembered.
   * @example
   * memo.get('US|2024') //=> undefined on the first call
   */
  get(key: K): V | undefined {
    let entry = this.#lastEntry;
    if (entry === undefined || key !== this.#lastKey) {
      entry = this.#entries.get(key);
      if (entry === undefined) return undefined;
      this.#lastKey = key;
      this.#lastEntry = entry;
    }
    entry.tick = ++this.#clock;
    return entry.value;
  }

  /**
   * Remembers a value, evicting least recently used entries when over budget.
   *
   * @param key - The key.
   * @param value - The value.
   * @param weight - Its weight (default 1).
   * @returns The value.
   * @example
   * memo.set('US|2024', table, table.length)
   */
  set(key: K, value: V, weight = 1): V {
    this.#lastEntry = undefined;
    this.#lastKey = undefined;
    const previous = this.#entries.get(key);
    if (previous !== undefined) this.#weight -= previous.weight;
    this.#entries.set(key, { value, weight, tick: ++this.#clock });
    this.#weight += weight;
    if (this.#weight > this.#maxWeight) this.#evict(key);
    return value;
  }

  /** The number of remembered entries (for tests of the bound). */
  get size(): number {
    return this.#entries.size;
  }

  /** The total weight of the remembered entries (for tests of the bound). */
  get weight(): number {
    return this.#weight;
  }

  /** Drops the least recently used entries until the weight is at most three quarters of the budget. */
  #evict(keep: K): void {
    const ordered = [...this.#entries].sort((left, right) => left[1].tick - right[1].tick);
    const target = Math.floor(this.#maxWeight * 0.75);
    for (const [key, entry] of ordered) {
      if (this.#weight <= target) break;
      if (key === keep) continue;
      this.#entries.delete(key);
      this.#weight -= entry.weight;
    }
  }
}
