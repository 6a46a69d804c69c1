import { DAY_MS } from '../protocol/wire.ts';

/**
 * Returns a function giving `YYYY-MM-DD` of an instant in UTC, formatting each day only once (the
 * `today` of `age` without a `Date` per request).
 *
 * @returns `(epochMs) => 'YYYY-MM-DD'`.
 * @example
 * utcDateFormatter()(Date.UTC(2026, 10, 24, 12)) //=> '2026-11-24'
 */
export function utcDateFormatter(): (epochMs: number) => string {
  let day = Number.NaN;
  let text = '';
  return (epochMs) => {
    const today = Math.floor(epochMs / DAY_MS);
    if (today !== day) {
      day = today;
      text = new Date(today * DAY_MS).toISOString().slice(0, 10);
    }
    return text;
  };
}
