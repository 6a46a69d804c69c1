// Private to the kit: the days a drawn calendar can answer for. A country's calendar answers for any
// day (years outside the compiled tables come from date-holidays), so the generators keep their own
// ranges; a market's closures are known for its own years only (docs/decisions.md#markets), so a
// request with `market_code` must keep its dates inside them, or the reference answers VALIDATION_ERROR.
import { MARKET_TABLES_MARKETS } from '../calendars/marketTables/index.ts';
import { epochDaysOfPlainDate } from '../date/plainDate.ts';

/**
 * Days kept clear at each end of a market's years: `is-business-day` names the previous and next
 * business days and `adjust-date` rolls to one, which with one working day a week and a closure can be
 * two weeks away.
 */
const MARGIN_DAYS = 31;

/** Every market's years, by code (`MARKET_TABLES_MARKETS`: `CODE:CC:FIRST:LAST;...`). */
const MARKET_YEARS: ReadonlyMap<string, { readonly first: number; readonly last: number }> = new Map(
  MARKET_TABLES_MARKETS.split(';').map((entry) => {
    const [code, , first, last] = entry.split(':') as [string, string, string, string];
    return [code, { first: Number(first), last: Number(last) }] as const;
  }),
);

/** Every market code of daycalc's data (MICs, and `TARGET`), sorted. */
export const MARKET_CODES: readonly string[] = [...MARKET_YEARS.keys()].sort();

/**
 * The epoch days a calendar's requests keep inside: `undefined` for a country's calendar (any day;
 * the generators' own ranges apply), else the market's years less a month at each end.
 *
 * @param fields - A body's calendar fields (any letter case of `market_code`).
 * @returns `{ min, max }`, both included, or `undefined`.
 * @example
 * marketDays({ market_code: 'xetr' }) //=> { min: epochDaysOfPlainDate('2016-02-01'), max: epochDaysOfPlainDate('2100-11-30') }
 */
export function marketDays(fields: { readonly market_code?: unknown }): { readonly min: number; readonly max: number } | undefined {
  const code = fields.market_code;
  if (typeof code !== 'string') return undefined;
  const years = MARKET_YEARS.get(code.toUpperCase());
  if (years === undefined) throw new Error(`market_code ${code} is not a market of daycalc's data (one of ${MARKET_CODES.join(', ')})`);
  // A market's years are within the business-day generators' 1900..2100 (docs/holiday-data.md#markets).
  return { min: epochDaysOfPlainDate(`${years.first}-01-01`) + MARGIN_DAYS, max: epochDaysOfPlainDate(`${years.last}-12-31`) - MARGIN_DAYS };
}

/**
 * Whether a market code is one of daycalc's data (the kit draws only those: a common name such as
 * `NYSE` is refused by `market_code`).
 *
 * @param code - A market code, any letter case.
 * @returns True for a market.
 * @example
 * isMarketCode('xnys') //=> true
 * isMarketCode('NYSE') //=> false
 */
export function isMarketCode(code: string): boolean {
  return MARKET_YEARS.has(code.toUpperCase());
}
