// A market's data (docs/decisions.md#markets): this module and the markets' index are imported (one
// chunk, sharing nothing with the rest of the library) when a calendar first names a market, so an app
// of country calendars carries neither them nor any market's table. The value is a `HolidayData` whose
// `country` is the market's code and whose `years` are the years the market's data covers.
import type { HolidayData } from './holidayData.ts';
import { earlyCloseLoaders } from './marketTables/earlyCloseLoaders.ts';
import { MARKET_CODE_ALIASES, MARKET_TABLES_MARKETS, marketTableLoaders } from './marketTables/index.ts';

/** What a market code finds: the market's data, or for a code that is no market's the MIC a common name (NYSE) stands for, if any. */
export type MarketLookup = { readonly data: HolidayData } | { readonly data?: undefined; readonly mic: string | undefined };

/**
 * Imports a market's table and its early closes. Rejects when a module could not be loaded.
 *
 * @param code - The market code of a calendar, upper case.
 * @returns The market's data, or what a code that is no market's stands for.
 * @example
 * (await lookUpMarket('XNYS')).data?.years //=> { first: 1900, last: 2100 }
 * (await lookUpMarket('NYSE')).mic //=> 'XNYS'
 */
export async function lookUpMarket(code: string): Promise<MarketLookup> {
  // `CODE:CC:FIRST:LAST;...` and `ALIAS:CODE;...`
  const [, first, last] = `;${MARKET_TABLES_MARKETS}`.split(`;${code}:`)[1]?.split(/[:;]/) ?? [];
  if (last === undefined) return { mic: `;${MARKET_CODE_ALIASES.toUpperCase()}`.split(`;${code}:`)[1]?.split(';')[0] };
  const [table, earlyCloses] = await Promise.all([marketTableLoaders[code]!(), earlyCloseLoaders[code]?.()]);
  const years = { first: Number(first), last: Number(last) };
  return { data: { country: code, table: table.default, years, ...(earlyCloses === undefined ? {} : { earlyCloses: earlyCloses.default }) } };
}
