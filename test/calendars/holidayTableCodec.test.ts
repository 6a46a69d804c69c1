import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { openRegionYears, WORKING_LABEL_MARK } from '../../src/calendars/holidayTableCodec.ts';
import { encodeCountryTable, type RegionYears, type TableHoliday } from '../../src/calendars/holidayTableEncoder.ts';
import { isoDateToEpochDays } from '../../src/date/epochDays.ts';
import US from '../../src/calendars/holidayTables/US.ts';

const FIRST_YEAR = 2024;

/** What a region's year should decode to, from the generator's list: holidays and working days apart, in date order. */
function expected(year: number, list: readonly TableHoliday[]) {
  const sorted = [...list].sort((left, right) => left.month - right.month || left.day - right.day);
  const holidays = sorted.filter((holiday) => holiday.working !== true);
  const working = sorted.filter((holiday) => holiday.working === true);
  return {
    days: holidays.map(({ month, day }) => isoDateToEpochDays(year, month, day)),
    labels: holidays.map((holiday) => holiday.label),
    workingDays: working.map(({ month, day }) => isoDateToEpochDays(year, month, day)),
    workingLabels: working.map((holiday) => holiday.label),
  };
}

/** A decoded year as plain arrays. */
function decoded(table: ReturnType<typeof encodeCountryTable>, subdivision: string | undefined, offset: number) {
  const year = openRegionYears(table.table, subdivision === undefined ? undefined : table.subdivisions[subdivision], FIRST_YEAR).year(offset)!;
  return { days: Array.from(year.days), labels: [...year.labels], workingDays: Array.from(year.workingDays), workingLabels: [...year.workingLabels] };
}

const working = (month: number, day: number, off: string): TableHoliday => ({ month, day, label: `Working day (in exchange for the day off on ${off})`, working: true });

describe('holiday table codec: decreed working days', () => {
  const national: RegionYears = [
    [{ month: 1, day: 1, label: "New Year's Day" }, { month: 2, day: 3, label: 'Spring Festival' }, working(2, 8, '2024-02-03'), working(10, 12, '2024-10-07')],
    [{ month: 1, day: 1, label: "New Year's Day" }, working(1, 26, '2025-02-03'), working(2, 8, '2025-02-04')],
  ];
  const subdivisions = new Map<string, RegionYears>([
    // Takes away a national working day, adds its own working day and a holiday.
    ['AA', [[{ month: 1, day: 1, label: "New Year's Day" }, { month: 2, day: 3, label: 'Spring Festival' }, working(2, 8, '2024-02-03'), working(3, 2, '2024-03-04'), { month: 7, day: 1, label: 'Regional Day' }], [{ month: 1, day: 1, label: "New Year's Day" }, working(2, 8, '2025-02-04')]]],
    // The national list as it is.
    ['BB', national],
  ]);
  const table = encodeCountryTable(national, subdivisions);

  it('should store a working day\'s label with the "+" mark in the label dictionary and leave the diff format alone', () => {
    expect(WORKING_LABEL_MARK).toBe('+');
    expect(table.table.labels).toContain('+Working day (in exchange for the day off on 2024-02-03)');
    expect(table.table.labels).toContain("New Year's Day");
    expect(table.table.labels.filter((label) => label.startsWith('+'))).toHaveLength(5);
    // BB equals the nation in both years: nothing removed, nothing added.
    expect(table.subdivisions['BB']).toBe(',');
  });

  it('should decode the working days apart, mark stripped, for the country and each subdivision (round trip)', () => {
    for (const [offset, list] of national.entries()) expect(decoded(table, undefined, offset)).toEqual(expected(FIRST_YEAR + offset, list));
    for (const [code, years] of subdivisions) {
      for (const [offset, list] of years.entries()) expect(decoded(table, code, offset), `${code} ${offset}`).toEqual(expected(FIRST_YEAR + offset, list));
    }
  });

  it('should tell a working day from a holiday of the same month-day and label text', () => {
    const same = encodeCountryTable([[{ month: 5, day: 4, label: 'Youth Day' }], [{ month: 5, day: 4, label: 'Youth Day', working: true }]], new Map());
    expect(same.table.labels).toEqual(['+Youth Day', 'Youth Day']);
    expect(decoded(same, undefined, 0)).toMatchObject({ labels: ['Youth Day'], workingDays: [] });
    expect(decoded(same, undefined, 1)).toMatchObject({ days: [], workingLabels: ['Youth Day'] });
  });

  it('should decode tables without working days as before (no "+" labels: empty working lists)', () => {
    const plain = encodeCountryTable([[{ month: 1, day: 1, label: "New Year's Day" }]], new Map());
    expect(plain.table).toEqual({ labels: ["New Year's Day"], tokens: 'AA', national: 'B' });
    expect(decoded(plain, undefined, 0)).toEqual({ days: [isoDateToEpochDays(2024, 1, 1)], labels: ["New Year's Day"], workingDays: [], workingLabels: [] });
    // A shipped table (no decreed working days): every year decodes with empty working lists.
    const us = openRegionYears(US, undefined, 1900);
    expect(us.year(124)?.labels[0]).toBe("New Year's Day");
    for (let offset = 0; offset < us.length; offset += 7) expect(us.year(offset)?.workingDays.length).toBe(0);
  });

  it('should refuse a holiday whose own label starts with the mark', () => {
    expect(() => encodeCountryTable([[{ month: 1, day: 1, label: '+1 Day' }]], new Map())).toThrow(/cannot start with '\+'/);
    expect(() => encodeCountryTable([[{ month: 1, day: 1, label: '+1 Day', working: true }]], new Map())).not.toThrow();
  });

  it('should round-trip random regions with holidays and working days, and encode deterministically', () => {
    const arbDay = fc.record({ month: fc.integer({ min: 1, max: 12 }), day: fc.integer({ min: 1, max: 28 }) });
    const arbYear = fc
      .uniqueArray(fc.record({ at: arbDay, label: fc.constantFrom('A', 'B', 'Working day', '(x)'), working: fc.boolean() }), {
        maxLength: 12,
        selector: ({ at }) => `${at.month}-${at.day}`,
      })
      .map((list) => list.map(({ at, label, working: isWorking }): TableHoliday => ({ ...at, label, ...(isWorking ? { working: true } : {}) })));
    fc.assert(
      fc.property(fc.array(arbYear, { minLength: 1, maxLength: 4 }), fc.array(fc.array(arbYear, { minLength: 4, maxLength: 4 }), { maxLength: 3 }), (nation, regions) => {
        const years = nation.length;
        const subs = new Map(regions.map((region, index) => [`S${index}`, region.slice(0, years)] as const));
        const encoded = encodeCountryTable(nation, subs);
        expect(encodeCountryTable(nation, subs)).toEqual(encoded);
        for (let offset = 0; offset < years; offset++) {
          expect(decoded(encoded, undefined, offset)).toEqual(expected(FIRST_YEAR + offset, nation[offset]!));
          for (const [code, region] of subs) expect(decoded(encoded, code, offset)).toEqual(expected(FIRST_YEAR + offset, region[offset]!));
        }
      }),
      { numRuns: 200 },
    );
  });
});
