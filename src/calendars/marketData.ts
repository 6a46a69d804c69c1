// A market's data (docs/decisions.md#markets): the markets' index is imported when a calendar first
// names a market, so an app of country calendars carries neither it nor any market's table; then the
// market's table. The value is a `HolidayData` whose `country` is the market's code and whose `years`
// are the years the market's data covers.
import * as messages from '../messages.ts';
import { fail, ok, type Result } from '../result.ts';
import type { HolidayData } from './holidayData.ts';

/**
 * Imports a market's data. Never rejects.
 *
 * @param code - The market code of a calendar, upper case.
 * @returns The data, `VALIDATION_ERROR` naming `market_code` for a code that is not a market's (with
 *   the MIC of a common name such as NYSE), or `INTERNAL_ERROR` when a module could not be loaded.
 * @example
 * (await importMarketData('XNYS')).value.years //=> { first: 1900, last: 2100 }
 */
export async function importMarketData(code: string): Promise<Result<HolidayData>> {
  try {
    const index = await import('./marketTables/index.ts');
    // `CODE:CC:FIRST:LAST;...` and `ALIAS:CODE;...`
    const [, first, last] = `;${index.MARKET_TABLES_MARKETS}`.split(`;${code}:`)[1]?.split(/[:;]/) ?? [];
    if (last === undefined) {
      const mic = `;${index.MARKET_CODE_ALIASES.toUpperCase()}`.split(`;${code}:`)[1]?.split(';')[0];
      return fail('VALIDATION_ERROR', 'market_code', messages.unknownMarket(code, mic));
    }
    const table = (await index.marketTableLoaders[code]!()).default;
    return ok({ country: code, table, years: { first: Number(first), last: Number(last) } });
  } catch {
    return fail('INTERNAL_ERROR', 'market_code', messages.marketNotLoaded(code));
  }
}
