// The markets as the `countries` operation lists them (docs/decisions.md#markets): code, English name,
// country and the years their closures are known for, from the markets' index and names (values
// passed in, so a bundle that lists no market carries neither).

/** One market of the compiled tables, as listed. */
export interface MarketInfo {
  /** The `market_code`: the ISO 10383 MIC, or `TARGET`. */
  readonly code: string;
  readonly name: string;
  /** The market's country (ISO 3166-1); absent for TARGET (the euro area). */
  readonly country_code?: string;
  /** The first and last years its closures are known for (inside the tables' window). */
  readonly first_year: number;
  readonly last_year: number;
}

/**
 * Every market of the index, sorted by code, or those of one country.
 *
 * @param markets - The index's `MARKET_TABLES_MARKETS` (`CODE:CC:FIRST:LAST;...`).
 * @param names - The markets' English names by code.
 * @param country - An upper-case country code to keep only its markets, or `undefined` for all.
 * @returns The markets.
 * @example
 * describeMarkets('XNYS:US:1900:2100', { XNYS: 'New York Stock Exchange' }, 'US')[0]?.name //=> 'New York Stock Exchange'
 */
export function describeMarkets(markets: string, names: Readonly<Record<string, string>>, country: string | undefined): MarketInfo[] {
  const listed: MarketInfo[] = [];
  for (const entry of markets.split(';')) {
    const [code = '', countryCode = '', first, last] = entry.split(':');
    if (code === '' || (country !== undefined && countryCode !== country)) continue;
    listed.push({ code, name: names[code] ?? code, ...(countryCode === '' ? {} : { country_code: countryCode }), first_year: Number(first), last_year: Number(last) });
  }
  return listed.sort((left, right) => (left.code < right.code ? -1 : left.code > right.code ? 1 : 0));
}
