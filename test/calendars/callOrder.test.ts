// The order of calls does not change answers (issue 27, item 1: "a memo is fine if it is invisible").
// Random sequences of business-day counts in random regions, each calendar built one of five ways
// (calendarOf on the imported value, resolveCalendar with an array of values, loadCalendar, loadCalendar
// with years, execute), run in the process's shared module state (warm memos, in whatever order
// earlier runs left them) and again, in reverse order, in a fresh copy of the modules: the answers are
// equal, to one another across runs, and across the ways of building the calendar.
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import type { HolidayData } from '../../src/calendars/holidayData.ts';
import type { PlainDate } from '../../src/date/plainDate.ts';
import * as shared from '../../src/index.ts';

type Library = typeof shared;

/** The regions drawn: with and without subdivisions, with and without decreed working days (CN). */
const REGIONS: ReadonlyArray<readonly [string, string?]> = [['US'], ['DE', 'BY'], ['DE', 'BE'], ['CN'], ['JP'], ['GB', 'ENG'], ['FR'], ['IL'], ['BR', 'SP']];

/** The modules of daycalc/holidays/<code> of those regions, imported afresh in each module copy. */
const DATA_MODULES: Readonly<Record<string, () => Promise<Readonly<Record<string, unknown>>>>> = {
  US: () => import('../../src/holidays/us.ts'),
  DE: () => import('../../src/holidays/de.ts'),
  CN: () => import('../../src/holidays/cn.ts'),
  JP: () => import('../../src/holidays/jp.ts'),
  GB: () => import('../../src/holidays/gb.ts'),
  FR: () => import('../../src/holidays/fr.ts'),
  IL: () => import('../../src/holidays/il.ts'),
  BR: () => import('../../src/holidays/br.ts'),
};

const METHODS = ['calendarOf', 'resolveCalendar', 'loadCalendar', 'loadCalendarYears', 'execute'] as const;
type Method = (typeof METHODS)[number];
/** The ways that build a calendar holding the tables' years only (1900-2199). */
const STATIC_METHODS: readonly Method[] = ['calendarOf', 'resolveCalendar', 'loadCalendar'];

interface Call {
  readonly region: readonly [string, string?];
  readonly method: Method;
  readonly workingDays: readonly number[];
  readonly includePublicHolidays: boolean;
  readonly start: string;
  readonly end: string;
}

const iso = (year: number, dayOfYear: number): string => new Date(Date.UTC(year, 0, 1 + dayOfYear)).toISOString().slice(0, 10);

/** A span: mostly inside the tables, sometimes across or past their last year (2199). */
const arbSpan = fc.oneof(
  { arbitrary: fc.tuple(fc.integer({ min: 1990, max: 2100 }), fc.integer({ min: 0, max: 364 }), fc.integer({ min: 0, max: 2_000 })), weight: 4 },
  { arbitrary: fc.tuple(fc.integer({ min: 2197, max: 2201 }), fc.integer({ min: 0, max: 364 }), fc.integer({ min: 0, max: 800 })), weight: 1 },
).map(([year, day, length]) => ({ start: iso(year, day), end: iso(year, day + length) }));

const arbCall: fc.Arbitrary<Call> = fc
  .record({
    region: fc.constantFrom(...REGIONS),
    method: fc.constantFrom(...METHODS),
    workingDays: fc.constantFrom([1, 2, 3, 4, 5], [1, 2, 3, 4, 5, 6], [7, 1, 2, 3, 4]),
    includePublicHolidays: fc.oneof({ arbitrary: fc.constant(true), weight: 4 }, { arbitrary: fc.constant(false), weight: 1 }),
    span: arbSpan,
  })
  .map(({ span, ...rest }) => ({ ...rest, ...span }));

/** One module copy: the library and the holiday data values it was given. */
interface Copy {
  readonly lib: Library;
  readonly data: Readonly<Record<string, HolidayData>>;
}

async function copyOf(lib: Library): Promise<Copy> {
  const data: Record<string, HolidayData> = {};
  for (const [code, load] of Object.entries(DATA_MODULES)) data[code] = (await load())[code] as HolidayData;
  return { lib, data };
}

/** The answer of one call, as a comparable value (a count and its summary, or a failure's code and field). */
async function answer({ lib, data }: Copy, call: Call): Promise<unknown> {
  const [country, subdivision] = call.region;
  const fields = {
    country_code: country,
    ...(subdivision === undefined ? {} : { subdivision_code: subdivision }),
    working_days: call.workingDays,
    include_public_holidays: call.includePublicHolidays,
  };
  const range = { start_date: call.start as PlainDate, end_date: call.end as PlainDate };
  if (call.method === 'execute') {
    const result = await lib.execute('business-days-between', { ...fields, ...range });
    return result.ok ? { business_days: result.data.business_days, summary: result.data.summary } : { code: result.error.code, field: result.error.field };
  }
  const own = data[country]!;
  const other = data[country === 'US' ? 'JP' : 'US']!;
  const calendar =
    call.method === 'calendarOf'
      ? lib.calendarOf(own, { ...(subdivision === undefined ? {} : { subdivision_code: subdivision }), working_days: call.workingDays, include_public_holidays: call.includePublicHolidays })
      : call.method === 'resolveCalendar'
        ? lib.resolveCalendar(fields, { holidays: [other, own] })
        : await lib.loadCalendar(fields, call.method === 'loadCalendarYears' ? { years: { from: Number(call.start.slice(0, 4)), to: Number(call.end.slice(0, 4)) } } : {});
  if (!calendar.ok) throw new Error(`${call.method} ${JSON.stringify(fields)}: ${calendar.error.code} ${calendar.error.message}`);
  const result = lib.businessDaysBetween(range, calendar.value);
  return result.ok ? { business_days: result.value.business_days, summary: result.value.summary } : { code: result.error.code, field: result.error.field };
}

/**
 * What must give the same answer: the same region, week, flag and span, and, for a span reaching
 * past the tables, whether the calendar holds the tables' years only (those refuse it on `calendar`).
 */
function keyOf(call: Call): string {
  const outside = call.includePublicHolidays && call.end > '2199-12-31';
  const kind = !outside ? 'any' : STATIC_METHODS.includes(call.method) ? 'tables only' : 'any year';
  return JSON.stringify([call.region, call.workingDays, call.includePublicHolidays, call.start, call.end, kind]);
}

/** A sequence run first: every way of building the calendar, over a span inside the tables and one across their end. */
const EXAMPLE: Call[] = METHODS.flatMap((method) => [
  { region: ['DE', 'BY'] as const, method, workingDays: [1, 2, 3, 4, 5], includePublicHolidays: true, start: '2199-06-01', end: '2200-06-30' },
  { region: ['CN'] as const, method, workingDays: [1, 2, 3, 4, 5], includePublicHolidays: true, start: '2024-01-01', end: '2026-12-31' },
]);

describe('the order of calls', () => {
  it('does not change answers: any order, any module state, any way of building the calendar', async () => {
    const sharedCopy = await copyOf(shared);
    const seen = new Map<string, unknown>();
    await fc.assert(
      fc.asyncProperty(fc.array(arbCall, { minLength: 2, maxLength: 8 }), async (calls) => {
        const inShared: unknown[] = [];
        for (const call of calls) inShared.push(await answer(sharedCopy, call));
        vi.resetModules();
        const fresh = await copyOf((await import('../../src/index.ts')) as Library);
        expect([fresh.lib === shared, fresh.data['US'] === sharedCopy.data['US']]).toEqual([false, false]);
        const inFresh: unknown[] = [];
        for (const call of [...calls].reverse()) inFresh.unshift(await answer(fresh, call));
        expect(inFresh).toEqual(inShared);
        for (const [index, call] of calls.entries()) {
          const key = keyOf(call);
          if (!seen.has(key)) seen.set(key, inShared[index]);
          expect(inShared[index], `${call.method} ${key}`).toEqual(seen.get(key));
        }
      }),
      { numRuns: 25, examples: [[EXAMPLE]] },
    );
    // The example reached both sides: a span the static calendars refuse, and the same span answered past the tables.
    const across = (method: Method) => seen.get(keyOf({ ...EXAMPLE[0]!, method }));
    expect(across('calendarOf')).toMatchObject({ code: 'VALIDATION_ERROR', field: 'calendar' });
    expect(across('execute')).toMatchObject({ business_days: expect.any(Number) });
  }, 300_000);
});
