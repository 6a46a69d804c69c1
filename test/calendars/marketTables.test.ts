// The compiled market tables (src/calendars/marketTables/, scripts/generateMarketTables.ts): dated
// facts each market's table must hold, each with its reference (an exchange's notice or calendar, or
// the exchange_calendars rule, https://github.com/gerrymanoim/exchange_calendars, file named), the
// early-close label rule on every distinct label of the snapshot, and the index's contract
// (docs/holiday-data.md#markets).
import { describe, expect, it } from 'vitest';
import { openEarlyCloses } from '../../src/calendars/earlyCloseCodec.ts';
import { openRegionYears, type EncodedCountryTable, type EncodedEarlyCloses } from '../../src/calendars/holidayTableCodec.ts';
import { earlyCloseLoaders } from '../../src/calendars/marketTables/earlyCloseLoaders.ts';
import { MARKET_CODE_ALIASES, MARKET_TABLES_MARKETS, marketTableLoaders } from '../../src/calendars/marketTables/index.ts';
import { MARKET_TABLES_NAMES } from '../../src/calendars/marketTables/names.ts';
import { epochDaysToIsoDate } from '../../src/date/epochDays.ts';
import { MARKET_NAMES, readMarketSnapshot } from '../../scripts/generateMarketTables.ts';
import { parseEarlyClose } from '../../scripts/holidayData/earlyCloses.ts';

const FIRST_YEAR = 1900;
const LAST_YEAR = 2199;

/** An epoch day as YYYY-MM-DD. */
function iso(day: number): string {
  const { year, month, day: dayOfMonth } = epochDaysToIsoDate(day);
  return `${year}-${String(month).padStart(2, '0')}-${String(dayOfMonth).padStart(2, '0')}`;
}

/** A year of a table as `{ closed: date → label, working: date → label }`. */
function yearOf(table: EncodedCountryTable, year: number): { closed: Map<string, string>; working: Map<string, string> } {
  const decoded = openRegionYears(table, undefined, FIRST_YEAR).year(year - FIRST_YEAR);
  if (decoded === undefined) throw new Error(`no year ${year}`);
  return {
    closed: new Map(Array.from(decoded.days, (day, index) => [iso(day), decoded.labels[index]!])),
    working: new Map(Array.from(decoded.workingDays, (day, index) => [iso(day), decoded.workingLabels[index]!])),
  };
}

const tableOf = async (code: string): Promise<EncodedCountryTable> => (await marketTableLoaders[code]!()).default;
const earlyClosesOf = async (code: string): Promise<EncodedEarlyCloses> => (await earlyCloseLoaders[code]!()).default;

/** A market's early closes of a year: date → [label, closing time]. */
function earlyClosesIn(closes: EncodedEarlyCloses, year: number): Map<string, [string, string | null]> {
  const decoded = openEarlyCloses(closes, FIRST_YEAR).year(year - FIRST_YEAR)!;
  return new Map(decoded.days.map((day, position) => [iso(day), [decoded.labels[position]!, decoded.closesAt[position]!]]));
}

/** The index's markets: code → [country, first year, last year]. */
const MARKETS = new Map(
  MARKET_TABLES_MARKETS.split(';').map((entry) => {
    const [code, country, first, last] = entry.split(':');
    return [code!, [country!, Number(first), Number(last)] as const];
  }),
);

interface MarketFacts {
  /** A full-day closure: date, the label's text (a part of it), the reference. */
  readonly closed: readonly [string, string, string];
  /** A weekday that is a public holiday of the market's country in daycalc's tables and the market is open, with its reference; absent where none exists 2015-2026. */
  readonly open?: readonly [string, string];
  readonly first: number;
  readonly last: number;
}

const EC = (file: string): string => `exchange_calendars, exchange_calendars/${file}`;

/** For every market: one closure, one open public holiday of its country where one exists, its years. */
const FACTS: Readonly<Record<string, MarketFacts>> = {
  BVMF: { closed: ['2024-02-13', 'Carnival', EC('exchange_calendar_bvmf.py (Carnival Monday and Tuesday)')], first: 1900, last: 2100 },
  IFEU: {
    closed: ['2024-03-29', 'Good Friday', 'ICE Futures Europe trading schedule (2024), https://web.archive.org/web/20241118133442/https://www.ice.com/publicdocs/Trading_Schedule.pdf'],
    // ICE Futures Europe trades on the UK's Early May bank holiday.
    open: ['2024-05-06', 'ICE Futures Europe trading schedule (2024), https://web.archive.org/web/20241118133442/https://www.ice.com/publicdocs/Trading_Schedule.pdf'],
    first: 2014,
    last: 2100,
  },
  TARGET: { closed: ['2024-04-01', 'Easter Monday', 'ECB press release on the TARGET closing days, https://web.archive.org/web/20251216040542/https://www.ecb.europa.eu/press/pr/date/2000/html/pr000525_2.en.html'], first: 1999, last: 2100 },
  XASX: { closed: ['2024-01-26', 'Australia Day', EC('exchange_calendar_xasx.py (Australia Day)')], first: 2000, last: 2100 },
  XBOM: {
    closed: ['2024-03-25', 'Holi', EC('exchange_calendar_xbom.py (precomputed holidays, 2024-03-25)')],
    // Buddha Purnima 2024-05-23 is not in BSE's 2024 list (exchange_calendar_xbom.py: 2024-05-20, then 2024-06-17).
    open: ['2024-05-23', EC('exchange_calendar_xbom.py (precomputed holidays 2024)')],
    first: 2001,
    last: 2100,
  },
  XBUE: { closed: ['2026-02-16', 'Carnival', EC('exchange_calendar_xbue.py (Carnival Monday)')], first: 2026, last: 2100 },
  XCME: {
    closed: ['2024-03-29', 'Good Friday', EC('exchange_calendar_cmes.py (GoodFriday)')],
    open: ['2024-10-14', EC('exchange_calendar_cmes.py (no Columbus Day among the regular holidays)')],
    first: 2000,
    last: 2100,
  },
  XETR: {
    closed: ['2024-12-24', 'Christmas Eve', EC('exchange_calendar_xetr.py (Christmas Eve)')],
    open: ['2024-10-03', EC('exchange_calendar_xetr.py (DayOfGermanUnityUntil2022: a trading day from 2022)')],
    first: 2016,
    last: 2100,
  },
  XHKG: { closed: ['2024-02-12', 'Chinese New Year', EC('exchange_calendar_xhkg.py (Lunar New Year, third day)')], first: 2014, last: 2100 },
  XJPX: { closed: ['2024-01-03', 'Bank Holiday', EC('exchange_calendar_xtks.py (the exchange is closed 1-3 January)')], first: 1949, last: 2099 },
  XJSE: { closed: ['2024-03-21', 'Human Rights Day', EC('exchange_calendar_xjse.py (Human Rights Day, 21 March)')], first: 2000, last: 2100 },
  XKRX: { closed: ['2024-12-31', 'End of Year', EC('xkrx_holidays.py (precomputed holidays: 2024-12-31, End of Year Holiday)')], first: 2000, last: 2100 },
  XLON: { closed: ['2024-12-26', 'Boxing Day', EC('exchange_calendar_xlon.py (Boxing Day)')], first: 2000, last: 2100 },
  XMAD: {
    closed: ['2024-12-26', "Saint Stephen's Day", EC('exchange_calendar_xmad.py (Boxing Day)')],
    open: ['2024-08-15', EC('exchange_calendar_xmad.py (Assumption Day a holiday until 2004 only)')],
    first: 2000,
    last: 2100,
  },
  XMEX: { closed: ['2024-02-05', 'Constitution Day', EC('exchange_calendar_xmex.py (Constitution Day, first Monday of February)')], first: 2001, last: 2100 },
  XNAS: {
    closed: ['2025-01-09', 'Jimmy Carter', 'exchange_calendars, exchange_calendars/us_holidays.py (USNationalDaysofMourning: 2025-01-09; exchange_calendars lists Nasdaq under XNYS, calendar_utils.py)'],
    open: ['2024-10-14', 'Nasdaq holiday trading hours, https://web.archive.org/web/20260202162732/https://www.nasdaq.com/holiday-trading-hours (no Columbus Day)'],
    first: 1971,
    last: 2100,
  },
  XNSE: {
    closed: ['2024-03-25', 'Holi', EC('exchange_calendar_xbom.py (the NSE and BSE share the trading holidays: 2024-03-25)')],
    open: ['2024-05-23', EC('exchange_calendar_xbom.py (2024: 2024-05-20, then 2024-06-17)')],
    first: 2001,
    last: 2100,
  },
  XNYS: {
    closed: ['2025-01-09', 'Jimmy Carter', EC('us_holidays.py (USNationalDaysofMourning: 2025-01-09, Jimmy Carter)')],
    open: ['2024-10-14', EC('exchange_calendar_xnys.py (no Columbus Day after 1953: USColumbusDayBefore1954)')],
    first: 1900,
    last: 2100,
  },
  XNZE: { closed: ['2024-02-06', 'Waitangi Day', EC('exchange_calendar_xnze.py (Waitangi Day)')], first: 2000, last: 2100 },
  XSES: { closed: ['2024-02-12', 'Chinese New Year', EC('exchange_calendar_xses.py (Chinese New Year, observed on Monday)')], first: 2000, last: 2100 },
  XSHE: { closed: ['2024-02-15', 'Day off', EC('exchange_calendar_xshg.py (Spring Festival 2024-02-09..17; exchange_calendars has no XSHE, python-holidays\' Shenzhen exchange is its Shanghai one)')], first: 2001, last: 2100 },
  XSHG: { closed: ['2024-02-15', 'Day off', EC('exchange_calendar_xshg.py (Spring Festival 2024-02-09..17)')], first: 2001, last: 2100 },
  XSWX: { closed: ['2024-01-02', 'Berchtold', EC('exchange_calendar_xswx.py (Berthold\'s Day, 2 January)')], first: 2000, last: 2100 },
  XTAI: { closed: ['2024-02-06', 'No Trading', EC('exchange_calendar_xtai.py (precomputed holidays, 2024-02-06)')], first: 2008, last: 2100 },
  XTSE: { closed: ['2024-02-19', 'Family Day', EC('exchange_calendar_xtse.py (Family Day, from 2008)')], first: 2002, last: 2100 },
};

describe('market tables: the index', () => {
  it('lists the 25 markets of python-holidays, each with its country, years, loader and English name', () => {
    expect([...MARKETS.keys()].sort()).toEqual(Object.keys(FACTS).sort());
    expect(Object.keys(marketTableLoaders).sort()).toEqual([...MARKETS.keys()].sort());
    expect(Object.keys(MARKET_TABLES_NAMES).sort()).toEqual([...MARKETS.keys()].sort());
    expect(MARKET_TABLES_NAMES).toEqual(MARKET_NAMES);
    expect(MARKET_TABLES_NAMES['XNYS']).toBe('New York Stock Exchange');
    expect(MARKET_TABLES_NAMES['TARGET']).toBe('TARGET2 (euro area settlement)');
    expect(MARKETS.get('TARGET')?.[0]).toBe('');
    expect(MARKETS.get('XNYS')?.[0]).toBe('US');
    expect(MARKETS.get('XTAI')?.[0]).toBe('TW');
    expect(MARKETS.get('XHKG')?.[0]).toBe('HK');
  });

  it('maps every other python-holidays code to its market, and TARGET2, XECB and ECB to TARGET', () => {
    const aliases = new Map(MARKET_CODE_ALIASES.split(';').map((entry) => entry.split(':') as [string, string]));
    for (const [alias, code] of [['TARGET2', 'TARGET'], ['XECB', 'TARGET'], ['ECB', 'TARGET'], ['NYSE', 'XNYS'], ['LSE', 'XLON'], ['JPX', 'XJPX'], ['TSE', 'XJPX'], ['XFRA', 'XETR'], ['B3', 'BVMF'], ['TSX', 'XTSE'], ['TWSE', 'XTAI']] as const) expect(aliases.get(alias), alias).toBe(code);
    for (const code of aliases.values()) expect(MARKETS.has(code)).toBe(true);
    for (const alias of aliases.keys()) expect(MARKETS.has(alias), alias).toBe(false);
    // Every code python-holidays has for a market is a market or an alias of one.
    for (const market of readMarketSnapshot().markets) for (const alias of market.aliases) expect(aliases.get(alias) ?? alias, alias).toBe(market.market);
  });

  it('has early closes for the 12 markets python-holidays gives half days', () => {
    expect(Object.keys(earlyCloseLoaders).sort()).toEqual(['XASX', 'XBUE', 'XCME', 'XHKG', 'XJSE', 'XLON', 'XMAD', 'XNAS', 'XNYS', 'XNZE', 'XSES', 'XTSE']);
  });
});

describe('market tables: dated facts', () => {
  for (const [code, facts] of Object.entries(FACTS)) {
    it(`${code}: closed on ${facts.closed[0]}${facts.open === undefined ? '' : `, open on ${facts.open[0]}`}, years ${facts.first}-${facts.last}`, async () => {
      const table = await tableOf(code);
      const [date, label] = facts.closed;
      expect(yearOf(table, Number(date.slice(0, 4))).closed.get(date), date).toContain(label);
      if (facts.open !== undefined) {
        const date = facts.open[0];
        expect(yearOf(table, Number(date.slice(0, 4))).closed.has(date), date).toBe(false);
      }
      expect(MARKETS.get(code)?.slice(1)).toEqual([facts.first, facts.last]);
      // No data outside the market's years, some at both ends.
      for (let year = FIRST_YEAR; year <= LAST_YEAR; year++) {
        const { closed, working } = yearOf(table, year);
        const inside = year >= facts.first && year <= facts.last;
        if (!inside) expect(closed.size + working.size, `${code} ${year}`).toBe(0);
      }
      expect(yearOf(table, facts.first).closed.size).toBeGreaterThan(0);
      expect(yearOf(table, facts.last).closed.size).toBeGreaterThan(0);
    });
  }

  it('XNYS: open on Columbus Day and Veterans Day 2024, closed for Carter, Sandy and 11-14 September 2001', async () => {
    // NYSE holidays and trading hours, https://web.archive.org/web/20211101162021/https://www.nyse.com/markets/hours-calendars (no Columbus or Veterans Day);
    // exchange_calendars/us_holidays.py: USNationalDaysofMourning (2025-01-09), HurricaneSandyClosings, September11Closings.
    const table = await tableOf('XNYS');
    const y2024 = yearOf(table, 2024).closed;
    expect(y2024.has('2024-10-14')).toBe(false);
    expect(y2024.has('2024-11-11')).toBe(false);
    expect(yearOf(table, 2025).closed.get('2025-01-09')).toBe('National Day of Mourning for former President Jimmy Carter');
    const y2012 = yearOf(table, 2012).closed;
    expect([y2012.get('2012-10-29'), y2012.get('2012-10-30')]).toEqual(['Hurricane Sandy', 'Hurricane Sandy']);
    const y2001 = yearOf(table, 2001).closed;
    expect(['2001-09-11', '2001-09-12', '2001-09-13', '2001-09-14'].map((date) => y2001.has(date))).toEqual([true, true, true, true]);
    expect(y2001.has('2001-09-17')).toBe(false);
  });

  it('TARGET 2024: exactly New Year, Good Friday, Easter Monday, Labour Day, 25 and 26 December', async () => {
    // ECB press releases on the TARGET closing days, https://web.archive.org/web/20251216040542/https://www.ecb.europa.eu/press/pr/date/2000/html/pr000525_2.en.html
    const { closed, working } = yearOf(await tableOf('TARGET'), 2024);
    expect([...closed.keys()]).toEqual(['2024-01-01', '2024-03-29', '2024-04-01', '2024-05-01', '2024-12-25', '2024-12-26']);
    expect(working.size).toBe(0);
    // One of the two one-off closing days (ECB press release of 14 December 2000, https://web.archive.org/web/20241202213944/https://www.ecb.europa.eu/press/pr/date/2000/html/pr001214_4.en.html).
    expect(yearOf(await tableOf('TARGET'), 2001).closed.get('2001-12-31')).toBe('Additional closing day');
  });

  it("XTAI: its decreed working days are Taiwan's make-up Saturdays, labelled like the countries'", async () => {
    // python-holidays' TaiwanStockExchange inherits Taiwan's weekend_workdays (docs/holiday-data.md#markets: exchange_calendars' XTAI has no Saturday sessions).
    const { working } = yearOf(await tableOf('XTAI'), 2024);
    expect([...working]).toEqual([['2024-02-17', 'Working day (in exchange for the day off on 2024-02-08)']]);
    let total = 0;
    for (let year = 2008; year <= 2100; year++) total += yearOf(await tableOf('XTAI'), year).working.size;
    expect(total).toBe(35);
    // No other market has decreed working days.
    for (const code of MARKETS.keys()) {
      if (code === 'XTAI') continue;
      const table = await tableOf(code);
      expect(table.labels.filter((label) => label.startsWith('+')), code).toEqual([]);
    }
  });
});

describe('market tables: early closes', () => {
  it('XNYS closes at 13:00 on 2024-11-29 and 2024-12-24, XLON at 12:30 on 2024-12-24, XMAD at 14:00, XNZE at 13:30', async () => {
    // exchange_calendar_xnys.py: regular_early_close time(13) on USBlackFridayInOrAfter1993, ChristmasEveInOrAfter1993, MonTuesThursBeforeIndependenceDay.
    const xnys = earlyClosesIn(await earlyClosesOf('XNYS'), 2024);
    expect(xnys.get('2024-11-29')).toEqual(['Day after Thanksgiving Day', '13:00']);
    expect(xnys.get('2024-12-24')).toEqual(['Christmas Eve', '13:00']);
    expect(xnys.get('2024-07-03')).toEqual(['Day before Independence Day', '13:00']);
    // exchange_calendar_xlon.py: regular_early_close time(12, 30) on Christmas Eve and New Year's Eve.
    expect(earlyClosesIn(await earlyClosesOf('XLON'), 2024).get('2024-12-24')).toEqual(['Christmas Eve', '12:30']);
    // exchange_calendar_xmad.py: regular_early_close 14:00, Christmas Eve an early close from 2024.
    expect(earlyClosesIn(await earlyClosesOf('XMAD'), 2024).get('2024-12-24')).toEqual(['Christmas Eve', '14:00']);
    // The business day before Christmas Day: exchange_calendar_xnze.py (BusinessDayPriorToChristmasDay) has the day, but
    // at 12:45 (regular_early_close); python-holidays' label says 13:30 NZDT. The table keeps python-holidays' time
    // (docs/holiday-data.md#markets lists the difference).
    expect(earlyClosesIn(await earlyClosesOf('XNZE'), 2024).get('2024-12-24')).toEqual(['Business Day Prior to Christmas Day', '13:30']);
    // XNYS closed at 14:00 on Christmas Eve before 1993 (exchange_calendar_xnys.py: ChristmasEveBefore1993 under time(14)).
    expect(earlyClosesIn(await earlyClosesOf('XNYS'), 1992).get('1992-12-24')).toEqual(['Christmas Eve', '14:00']);
  });

  it('XASX and XHKG state no time (null); XCME states the time its markets pause', async () => {
    // exchange_calendar_xhkg.py: Christmas Eve an early close (at 12:00 since 2011-03-07); python-holidays states no time ("(Half-Day Trading Day)").
    expect(earlyClosesIn(await earlyClosesOf('XHKG'), 2024).get('2024-12-24')).toEqual(['Christmas Eve', null]);
    // exchange_calendar_xasx.py: early closes at 14:10 (regular_early_close); python-holidays states no time ("(markets close early)").
    expect(earlyClosesIn(await earlyClosesOf('XASX'), 2024).get('2024-12-24')).toEqual(['Last Business Day before Christmas Day', null]);
    // exchange_calendar_cmes.py: special_closes at time(12) on USBlackFridayInOrAfter1993 (Chicago time).
    expect(earlyClosesIn(await earlyClosesOf('XCME'), 2024).get('2024-11-29')).toEqual(['Day after Thanksgiving Day', '12:00']);
  });

  it('no early close is also a full-day closure of its market', async () => {
    for (const code of Object.keys(earlyCloseLoaders)) {
      const table = await tableOf(code);
      const closes = await earlyClosesOf(code);
      expect(closes.closesAt.length).toBe(closes.table.labels.length);
      for (let year = FIRST_YEAR; year <= LAST_YEAR; year++) {
        const closed = yearOf(table, year).closed;
        for (const date of earlyClosesIn(closes, year).keys()) expect(closed.has(date), `${code} ${date}`).toBe(false);
      }
    }
  });
});

/** Every distinct half-day label of the snapshot, what the rule makes of it (checked by hand against python-holidays' wording). */
const EARLY_CLOSE_LABELS: readonly (readonly [string, string, string | null])[] = [
  ["Assassination attempt on President Reagan (markets close at 3:17pm)", "Assassination attempt on President Reagan", "15:17"],
  ["Assassination of President John F. Kennedy (markets close at 2:07pm)", "Assassination of President John F. Kennedy", "14:07"],
  ["Back office work load (markets close at 2:00pm)", "Back office work load", "14:00"],
  ["Business Day Prior to Christmas Day (markets close at 13:30 NZDT)", "Business Day Prior to Christmas Day", "13:30"],
  ["Business Day Prior to New Year's Day (markets close at 13:30 NZDT)", "Business Day Prior to New Year's Day", "13:30"],
  ["Catch Up Day (markets close at 1:00pm)", "Catch Up Day", "13:00"],
  ["Chinese New Year's Eve (Half-Day Trading Day)", "Chinese New Year's Eve", null],
  ["Chinese New Year's Eve (markets close at 12:00 p.m. SGT)", "Chinese New Year's Eve", "12:00"],
  ["Chinese New Year's Eve (markets close at 12:00 p.m. SGT) (estimated)", "Chinese New Year's Eve (estimated)", "12:00"],
  ["Christmas Eve (Half-Day Trading Day)", "Christmas Eve", null],
  ["Christmas Eve (markets close at 12:00 p.m. SAST)", "Christmas Eve", "12:00"],
  ["Christmas Eve (markets close at 12:00 p.m. SGT)", "Christmas Eve", "12:00"],
  ["Christmas Eve (markets close at 12:30pm)", "Christmas Eve", "12:30"],
  ["Christmas Eve (markets close at 14:00 CET)", "Christmas Eve", "14:00"],
  ["Christmas Eve (markets close at 1:00 p.m. ET)", "Christmas Eve", "13:00"],
  ["Christmas Eve (markets close at 1:00pm)", "Christmas Eve", "13:00"],
  ["Christmas Eve (markets close at 2:00pm)", "Christmas Eve", "14:00"],
  ["Christmas Eve (markets close at 3:00pm)", "Christmas Eve", "15:00"],
  ["Christmas Eve (markets pause at 12:00pm CT)", "Christmas Eve", "12:00"],
  ["Con Edison power failure in lower Manhattan (markets close at 3:28pm)", "Con Edison power failure in lower Manhattan", "15:28"],
  ["Day after Independence Day (markets close at 1:00pm)", "Day after Independence Day", "13:00"],
  ["Day after Thanksgiving Day (markets close at 1:00pm)", "Day after Thanksgiving Day", "13:00"],
  ["Day after Thanksgiving Day (markets close at 2:00pm)", "Day after Thanksgiving Day", "14:00"],
  ["Day after Thanksgiving Day (markets pause at 12:00pm CT)", "Day after Thanksgiving Day", "12:00"],
  ["Day before Independence Day (markets close at 1:00pm)", "Day before Independence Day", "13:00"],
  ["Day before Independence Day (markets pause at 10:30am CT)", "Day before Independence Day", "10:30"],
  ["Day before Independence Day (markets pause at 12:00pm CT)", "Day before Independence Day", "12:00"],
  ["Day following New Year's Day (markets close early)", "Day following New Year's Day", null],
  ["Death of King Edward VII of England (markets close at 11:00am)", "Death of King Edward VII of England", "11:00"],
  ["Dr. Martin Luther King, Jr. Day (markets pause at 10:30am CT)", "Dr. Martin Luther King, Jr. Day", "10:30"],
  ["Dr. Martin Luther King, Jr. Day (markets pause at 12:00pm CT)", "Dr. Martin Luther King, Jr. Day", "12:00"],
  ["Easter Thursday (markets close early)", "Easter Thursday", null],
  ["False armistice report (markets close at 2:30pm)", "False armistice report", "14:30"],
  ["Friday after Christmas Day (markets close at 1:00pm)", "Friday after Christmas Day", "13:00"],
  ["Funeral of former NYSE president Seymour L. Cromwell (markets close at 2:30pm)", "Funeral of former NYSE president Seymour L. Cromwell", "14:30"],
  ["Funeral of former President Grover Cleveland (markets close at 1:00pm)", "Funeral of former President Grover Cleveland", "13:00"],
  ["Funeral of former President Herbert C. Hoover (markets close at 2:00pm)", "Funeral of former President Herbert C. Hoover", "14:00"],
  ["Funeral of former President Theodore Roosevelt (markets close at 12:30pm)", "Funeral of former President Theodore Roosevelt", "12:30"],
  ["Funeral of former President William Howard Taft (markets close at 12:30pm)", "Funeral of former President William Howard Taft", "12:30"],
  ["Funeral of former President Woodrow Wilson (markets close at 12:30pm)", "Funeral of former President Woodrow Wilson", "12:30"],
  ["Heavy volume. To allow member firm offices to catch up on work (markets close at 2:00pm)", "Heavy volume. To allow member firm offices to catch up on work", "14:00"],
  ["Hurricane watch (markets close at 3:00pm)", "Hurricane watch", "15:00"],
  ["Juneteenth Day (markets pause at 12:00pm CT)", "Juneteenth Day", "12:00"],
  ["Labor Day (markets pause at 10:30am CT)", "Labor Day", "10:30"],
  ["Labor Day (markets pause at 12:00pm CT)", "Labor Day", "12:00"],
  ["Last Business Day before Christmas Day (markets close early)", "Last Business Day before Christmas Day", null],
  ["Last Business Day of the Year (markets close early)", "Last Business Day of the Year", null],
  ["Liberty Day (markets close at 12:00pm)", "Liberty Day", "12:00"],
  ["Memorial Day (markets pause at 10:30am CT)", "Memorial Day", "10:30"],
  ["Memorial Day (markets pause at 12:00pm CT)", "Memorial Day", "12:00"],
  ["NRA demonstration (markets close at 12:00pm)", "NRA demonstration", "12:00"],
  ["New Year's Eve (Half-Day Trading Day)", "New Year's Eve", null],
  ["New Year's Eve (markets close at 12:00 p.m. SAST)", "New Year's Eve", "12:00"],
  ["New Year's Eve (markets close at 12:00 p.m. SGT)", "New Year's Eve", "12:00"],
  ["New Year's Eve (markets close at 12:30pm)", "New Year's Eve", "12:30"],
  ["New Year's Eve (markets close at 14:00 CET)", "New Year's Eve", "14:00"],
  ["New Year's Eve (markets close at 1:00pm)", "New Year's Eve", "13:00"],
  ["Paperwork Crisis (markets close at 2:00pm)", "Paperwork Crisis", "14:00"],
  ["Paperwork Crisis (markets close at 2:30pm)", "Paperwork Crisis", "14:30"],
  ["Paperwork Crisis (markets close at 3:00pm)", "Paperwork Crisis", "15:00"],
  ["Parade of National Guard (markets close at 12:00pm)", "Parade of National Guard", "12:00"],
  ["President's Day (markets pause at 10:30am CT)", "President's Day", "10:30"],
  ["President's Day (markets pause at 12:00pm CT)", "President's Day", "12:00"],
  ["Shortened hours following market break (markets close at 2:00pm)", "Shortened hours following market break", "14:00"],
  ["Shortened hours following market break (markets close at 2:30pm)", "Shortened hours following market break", "14:30"],
  ["Shortened hours following market break (markets close at 3:00pm)", "Shortened hours following market break", "15:00"],
  ["Shortened hours following market break (markets close at 3:30pm)", "Shortened hours following market break", "15:30"],
  ["Snowstorm (markets close at 2:00pm)", "Snowstorm", "14:00"],
  ["Snowstorm (markets close at 2:30pm)", "Snowstorm", "14:30"],
  ["Transit strike (markets close at 2:00pm)", "Transit strike", "14:00"],
  ["Wall Street explosion (markets close at 12:00pm)", "Wall Street explosion", "12:00"],
];

describe('market tables: the early-close label rule', () => {
  it('reads every distinct half-day label of the snapshot: the name without the clause, the time on a 24-hour clock', () => {
    const labels = new Set<string>();
    for (const market of readMarketSnapshot().markets) for (const entries of Object.values(market.regions[''].halfDays ?? {})) for (const entry of entries) labels.add(entry.slice(6));
    expect([...labels].sort()).toEqual(EARLY_CLOSE_LABELS.map(([original]) => original));
    for (const [original, label, closesAt] of EARLY_CLOSE_LABELS) expect(parseEarlyClose(original), original).toEqual({ label, closesAt });
  });

  it('stores each label once per wording and time, and its time beside it (openEarlyCloses reads the time by label index)', async () => {
    const xnys = await earlyClosesOf('XNYS');
    const christmasEve = xnys.table.labels.flatMap((label, index) => (label === 'Christmas Eve' ? [xnys.closesAt[index]] : []));
    expect(christmasEve.sort()).toEqual(['13:00', '14:00']);
    // XCME's Labor Day paused at 10:30 until 2014, at 12:00 since (python-holidays' chicago_mercantile_exchange.py).
    const xcme = await earlyClosesOf('XCME');
    const laborDays = [2010, 2024].map((year) => [...earlyClosesIn(xcme, year)].find(([, [label]]) => label === 'Labor Day')?.[1][1]);
    expect(laborDays).toEqual(['10:30', '12:00']);
  });

  it('refuses a label without an early-close clause, and an impossible time', () => {
    expect(() => parseEarlyClose('Christmas Eve')).toThrow(/no early-close clause/);
    expect(() => parseEarlyClose('Christmas Eve (markets close at 13:00pm)')).toThrow(/impossible/);
    expect(() => parseEarlyClose('Christmas Eve (markets close at 25:00)')).toThrow(/impossible/);
    expect(parseEarlyClose('Christmas Eve (markets close at 12:15am)')).toEqual({ label: 'Christmas Eve', closesAt: '00:15' });
  });
});
