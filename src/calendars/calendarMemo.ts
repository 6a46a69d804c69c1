import type { CalendarWindow } from './calendarWindow.ts';
import type { ProviderYear } from './holidayYears.ts';
import type { Ok } from '../result.ts';
import type { ResolvedCalendar } from './resolvedCalendar.ts';

// The ONE place that keeps memory between calls in src/calendars: bounded memos of derived holiday
// tables. They are pure caches: every value can be recomputed from its key, so a hit and a miss give
// the same answer and no caller can observe the state. Both stores are bounded, so memory stays flat
// however many countries, years and calendars are asked for.

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
    const entry = this.#entries.get(key);
    if (entry === undefined) return undefined;
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

/** Budget of the provider memo: (country, subdivision, year) tables of public holidays. */
export const PROVIDER_MEMO_MAX_YEARS = 4096;

/** Budget of the engine memo: off-day entries summed over all calendar windows (about 30 bytes each). */
export const ENGINE_MEMO_MAX_ENTRIES = 100_000;

/**
 * Budget of the provider-instance memo, in years computed: a date-holidays object keeps what it
 * computed for each year it was asked (about 15-20 KB per year, measured), so each object weighs the
 * number of years it has computed, plus one. 1,024 instance-years stay under about 20 MB.
 */
export const PROVIDER_INSTANCE_MEMO_MAX = 1024;

/** date-holidays objects by `country|subdivision`, weighed by years computed (typed `unknown` so only the provider imports the package). */
export const providerInstanceMemo = new BoundedMemo<string, unknown>(PROVIDER_INSTANCE_MEMO_MAX);

/** One `getHolidays(year)` answer, reduced to public days, by `country|subdivision|year`. */
export const providerYearMemo = new BoundedMemo<string, ProviderYear>(PROVIDER_MEMO_MAX_YEARS);

/** The off-day window of each calendar, by calendar key, weighed by its number of off-days. */
export const engineWindowMemo = new BoundedMemo<string, CalendarWindow>(ENGINE_MEMO_MAX_ENTRIES);

/** Budget of the inline-calendar memo: resolved calendars without custom holidays or excluded dates. */
export const INLINE_CALENDAR_MEMO_MAX = 1024;

/**
 * Resolved inline calendars (the successful results only) by a key of country, working days, holidays
 * flag and subdivision: an integer without a subdivision, a string with one (see `resolveCalendar`).
 */
export const inlineCalendarMemo = new BoundedMemo<number | string, Ok<ResolvedCalendar>>(INLINE_CALENDAR_MEMO_MAX);
