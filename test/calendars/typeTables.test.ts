// The compiled holiday type tables (src/calendars/typeTables/, scripts/generateTypeTables.ts): the
// index's contract, dated facts each with its reference (the law or notice python-holidays' country
// module cites, or the authority's own list), and the rule that a type table never holds a public
// holiday of the same region and year (docs/holiday-data.md#holiday-types).
import { describe, expect, it } from 'vitest';
import { openRegionYears, type EncodedCountryTable, type EncodedSubdivisionTables } from '../../src/calendars/holidayTableCodec.ts';
import { holidayTableLoaders } from '../../src/calendars/holidayTables/index.ts';
import { subdivisionTableLoaders } from '../../src/calendars/holidayTables/subdivisionLoaders.ts';
import { HOLIDAY_TYPE_TABLES, typeTableLoaders } from '../../src/calendars/typeTables/index.ts';
import { epochDaysToIsoDate } from '../../src/date/epochDays.ts';

const FIRST_YEAR = 1900;
const LAST_YEAR = 2199;

/** An epoch day as YYYY-MM-DD. */
function iso(day: number): string {
  const { year, month, day: dayOfMonth } = epochDaysToIsoDate(day);
  return `${year}-${String(month).padStart(2, '0')}-${String(dayOfMonth).padStart(2, '0')}`;
}

interface Tables {
  readonly table: EncodedCountryTable;
  readonly subdivisions: EncodedSubdivisionTables;
}

/** A region's days of one year: date → label. */
function daysOf(tables: Tables, subdivision: string | undefined, year: number): Map<string, string> {
  const decoded = openRegionYears(tables.table, subdivision === undefined ? undefined : tables.subdivisions[subdivision], FIRST_YEAR).year(year - FIRST_YEAR);
  if (decoded === undefined) throw new Error(`no year ${year}`);
  return new Map(Array.from(decoded.days, (day, index) => [iso(day), decoded.labels[index]!]));
}

/** A region's public holidays and decreed working days of one year, as the country tables hold them. */
async function publicOf(country: string, subdivision: string | undefined, year: number): Promise<Set<string>> {
  const table = (await holidayTableLoaders[country]!()).default;
  const subdivisions = subdivision === undefined ? {} : (await subdivisionTableLoaders[country]!()).default;
  const decoded = openRegionYears(table, subdivision === undefined ? undefined : subdivisions[subdivision], FIRST_YEAR).year(year - FIRST_YEAR)!;
  return new Set(Array.from(decoded.allDays, iso));
}

const typesOf = new Map(HOLIDAY_TYPE_TABLES.split(';').map((entry) => [entry.split(':')[0]!, entry.split(':')[1]!.split(',')]));
const tablesOf = async (country: string, type: string): Promise<Tables> => (await typeTableLoaders[`${country}.${type}`]!()).default;

const PY = (module: string): string => `python-holidays 0.105, holidays/countries/${module}`;

describe('holiday type tables: the index', () => {
  it('lists the bank and optional tables, one loader each, and nothing else', () => {
    const keys = [...typesOf].flatMap(([country, types]) => types.map((type) => `${country}.${type}`));
    expect(keys.length).toBeGreaterThan(40);
    expect(Object.keys(typeTableLoaders).sort()).toEqual([...keys].sort());
    for (const [country, types] of typesOf) {
      expect(country).toMatch(/^[A-Z]{2}$/);
      expect(holidayTableLoaders[country], country).toBeDefined();
      for (const type of types) expect(['bank', 'optional']).toContain(type);
    }
  });
});

describe('holiday type tables: dated facts', () => {
  it("GB's bank holidays are public holidays, so GB has no bank table", async () => {
    // Banking and Financial Dealings Act 1971, Schedule 1 (https://www.legislation.gov.uk/ukpga/1971/80/schedule/1):
    // the bank holidays of England and Wales are public holidays of daycalc's GB-ENG table
    // (2025-08-25 Summer Bank Holiday); neither source types any GB day "bank" without "public".
    expect(typesOf.get('GB')).toBeUndefined();
    expect(await publicOf('GB', 'ENG', 2025)).toContain('2025-08-25');
  });

  it("JP: the banks' New Year closures are bank days, but 1 January stays public", async () => {
    // Banking Act art. 15 and its Enforcement Order art. 5 (銀行法施行令第5条): banks close 31 December to
    // 3 January; Bank of Japan, https://web.archive.org/web/20240913161809/https://www.boj.or.jp/en/about/outline/holi.htm
    // (cited by japan.py, _populate_bank_holidays).
    const days = daysOf(await tablesOf('JP', 'bank'), undefined, 2025);
    expect([...days]).toEqual([
      ['2025-01-02', 'Bank Holiday'],
      ['2025-01-03', 'Bank Holiday'],
      ['2025-12-31', 'Bank Holiday'],
    ]);
    expect(await publicOf('JP', undefined, 2025)).toContain('2025-01-01');
  });

  it('AT: Good Friday, Christmas Eve and New Year\u2019s Eve are bank days; a state patron day is its state\u2019s', async () => {
    // austria.py, _populate_bank_holidays; Good Friday is no public holiday since BGBl. I Nr. 22/2019
    // (https://web.archive.org/web/20260408111719/https://www.ris.bka.gv.at/Dokumente/BgblAuth/BGBLA_2019_I_22/BGBLA_2019_I_22.pdf).
    const tables = await tablesOf('AT', 'bank');
    const national = daysOf(tables, undefined, 2025);
    expect(national.get('2025-04-18')).toBe('Good Friday');
    expect(national.get('2025-12-24')).toBe('Christmas Eve');
    expect(national.get('2025-12-31')).toBe("New Year's Eve");
    expect(await publicOf('AT', undefined, 2025)).not.toContain('2025-04-18');
    // Vienna (9): Saint Leopold, 15 November (austria.py, _populate_subdiv_9_bank_holidays); not Upper Austria's (4).
    expect(daysOf(tables, '9', 2025).get('2025-11-15')).toBe("Saint Leopold's Day");
    expect(daysOf(tables, '9', 2025).get('2025-04-18')).toBe('Good Friday');
    expect(daysOf(tables, '4', 2025).has('2025-11-15')).toBe(false);
  });

  it('NL: Liberation Day is optional, except in the lustrum years when it is public', async () => {
    // netherlands.py (_populate_optional_holidays from 1982; public every fifth year); Algemene termijnenwet,
    // https://nl.wikipedia.org/wiki/Algemene_termijnenwet.
    const tables = await tablesOf('NL', 'optional');
    expect(daysOf(tables, undefined, 2026).get('2026-05-05')).toBe('Liberation Day');
    expect(daysOf(tables, undefined, 2025).has('2025-05-05')).toBe(false);
    expect(await publicOf('NL', undefined, 2025)).toContain('2025-05-05');
  });

  it("IN: the central government's restricted holidays are optional days", async () => {
    // india.py, _populate_optional_holidays; DoPT's list of restricted holidays for 2025,
    // https://web.archive.org/web/20250803044148/https://doptcirculars.nic.in/Default.aspx?URL=dFaVfDsok83H
    const days = daysOf(await tablesOf('IN', 'optional'), undefined, 2025);
    expect(days.get('2025-01-01')).toBe("New Year's Day");
    expect(days.get('2025-12-24')).toBe('Christmas Eve');
    expect(await publicOf('IN', undefined, 2025)).not.toContain('2025-12-24');
  });

  it("DE: Christmas Eve and New Year's Eve are bank days from date-holidays (python-holidays has no DE bank category)", async () => {
    // date-holidays 3.37 data/countries/DE.yaml ("12-24 14:00" and "12-31 14:00", type bank: banks close from 14:00).
    const days = daysOf(await tablesOf('DE', 'bank'), undefined, 2025);
    expect(days.has('2025-12-24')).toBe(true);
    expect(days.has('2025-12-31')).toBe(true);
  });
});

describe('holiday type tables: no type day is a public holiday of the same region and year', () => {
  it('holds for every table, region and year of the window', { timeout: 120_000 }, async () => {
    let checked = 0;
    for (const [country, types] of typesOf) {
      const table = (await holidayTableLoaders[country]!()).default;
      const loader = subdivisionTableLoaders[country];
      const subdivisions = loader === undefined ? {} : (await loader()).default;
      for (const type of types) {
        const tables = await tablesOf(country, type);
        expect(Object.keys(tables.subdivisions).sort()).toEqual(Object.keys(subdivisions).sort());
        for (const code of [undefined, ...Object.keys(subdivisions)]) {
          const publicYears = openRegionYears(table, code === undefined ? undefined : subdivisions[code], FIRST_YEAR);
          const typeYears = openRegionYears(tables.table, code === undefined ? undefined : tables.subdivisions[code], FIRST_YEAR);
          for (let offset = 0; offset <= LAST_YEAR - FIRST_YEAR; offset++) {
            const own = new Set(publicYears.year(offset)!.allDays);
            const typed = typeYears.year(offset)!;
            expect(typed.workingDays.length).toBe(0);
            const clash = Array.from(typed.days).filter((day) => own.has(day));
            if (clash.length > 0) expect.fail(`${country}.${type} ${code ?? ''} ${FIRST_YEAR + offset}: ${clash.map(iso).join(', ')}`);
            checked += typed.days.length;
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(100_000);
  });
});
