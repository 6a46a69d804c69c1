// A market's data (docs/decisions.md#markets): the markets' index is imported when a calendar first
// names a market, so an app of country calendars carries neither it nor any market's table; then the
// market's table. The value is a `HolidayData` whose `country` is the market's code and whose `years`
// are the years the market's data covers.
import * as messages from '../messages.ts';
import { fail, ok, type Fail, type Result } from '../result.ts';
import type { HolidayData } from './holidayData.ts';

/** A market of the compiled tables: its code, its country ('' for TARGET), the years its data covers. */
export interface MarketFacts {
  readonly code: string;
  readonly country: string;
  readonly first: number;
  readonly last: number;
}

/**
 * Finds a market in the index's list (`CODE:CC:FIRST:LAST;...`).
 *
 * @param markets - The index's `MARKET_TABLES_MARKETS`.
 * @param code - A market code, upper case.
 * @returns The market, or `undefined`.
 * @example
 * findMarket('XNYS:US:1900:2100', 'XNYS') //=> { code: 'XNYS', country: 'US', first: 1900, last: 2100 }
 */
export function findMarket(markets: string, code: string): MarketFacts | undefined {
  for (const entry of markets.split(';')) {
    const [found, country, first, last] = entry.split(':');
    if (found === code) return { code, country: country ?? '', first: Number(first), last: Number(last) };
  }
  return undefined;
}

/**
 * A hint for a code that is not a market's: the market a common name stands for (`NYSE` is `XNYS`).
 *
 * @param aliases - The index's `MARKET_CODE_ALIASES` (`ALIAS:CODE;...`).
 * @param code - The code given, upper case.
 * @returns The hint, or `undefined`.
 * @example
 * aliasHint('NYSE:XNYS', 'NYSE') //=> 'NYSE is a name, not a MIC: use XNYS'
 */
export function aliasHint(aliases: string, code: string): string | undefined {
  for (const entry of aliases.split(';')) {
    const [alias, market] = entry.split(':');
    if (alias !== undefined && alias.toUpperCase() === code && market !== undefined) return `${code} is a name, not a MIC: use ${market}`;
  }
  return undefined;
}

/**
 * Imports a market's data. Never rejects.
 *
 * @param code - The market code of a calendar, upper case.
 * @returns The data, `VALIDATION_ERROR` naming `market_code` for a code that is not a market's, or
 *   `INTERNAL_ERROR` when a module could not be loaded.
 * @example
 * (await importMarketData('XNYS')).value.years //=> { first: 1900, last: 2100 }
 */
export async function importMarketData(code: string): Promise<Result<HolidayData>> {
  try {
    const index = await import('./marketTables/index.ts');
    const market = findMarket(index.MARKET_TABLES_MARKETS, code);
    if (market === undefined) return fail('VALIDATION_ERROR', 'market_code', messages.unknownMarket(code, aliasHint(index.MARKET_CODE_ALIASES, code)));
    const table = (await index.marketTableLoaders[market.code]!()).default;
    return ok({ country: market.code, table, years: { first: market.first, last: market.last } });
  } catch {
    return fail('INTERNAL_ERROR', 'market_code', messages.marketNotLoaded(code));
  }
}

/**
 * The failure of a run over years a market's data does not cover, naming `market_code`.
 *
 * @param data - The market's data.
 * @param years - The years the run reads (inclusive), if known.
 * @returns The failure, or `undefined` when the data covers them.
 * @example
 * marketYearsFault(XNYS, { from: 2100, to: 2101 })?.error.message //=> 'the closures of XNYS are known for 1900-2100 only, and 2101 is outside'
 */
export function marketYearsFault(data: HolidayData, years: { readonly from: number; readonly to: number } | undefined): Fail | undefined {
  const held = data.years;
  if (held === undefined || years === undefined) return undefined;
  const year = years.from < held.first ? years.from : years.to > held.last ? Math.max(years.from, held.last + 1) : undefined;
  return year === undefined ? undefined : fail('VALIDATION_ERROR', 'market_code', messages.marketYearsOutside(data.country, held.first, held.last, year));
}
