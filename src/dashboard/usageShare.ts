/** What a usage bar shows: the share used, in percent, and its words. */
export interface UsageShare {
  /** 0 to 100, one decimal. */
  readonly percent: number;
  /** `3 of 120 used, 117 left`. */
  readonly text: string;
}

/**
 * Reads one limit of `GET /api/v1/account` (`{ limit, used, remaining }`) as a bar: the share used,
 * kept within 0-100 % (a count past its limit shows a full bar), and a line of words. The dashboard's
 * browser script bundles it.
 *
 * @param limit - The limit's `{ limit, used, remaining }`.
 * @returns The percent and the words.
 * @example
 * usageShare({ limit: 120, used: 3, remaining: 117 }) //=> { percent: 2.5, text: '3 of 120 used, 117 left' }
 */
export function usageShare(limit: { readonly limit: number; readonly used: number; readonly remaining: number }): UsageShare {
  const raw = limit.limit > 0 ? (limit.used / limit.limit) * 100 : limit.used > 0 ? 100 : 0;
  const percent = Math.round(Math.min(100, Math.max(0, raw)) * 10) / 10;
  const count = (value: number): string => String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return { percent, text: count(limit.used) + ' of ' + count(limit.limit) + ' used, ' + count(limit.remaining) + ' left' };
}
