import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BoundedMemo } from '../../src/calendars/boundedMemo.ts';
import { ENGINE_MEMO_MAX_ENTRIES, engineWindowMemo } from '../../src/calendars/calendarMemo.ts';
import { PROVIDER_MEMO_MAX_YEARS, providerYearMemo } from '../../src/calendars/providerMemo.ts';
import { listCountries } from '../../src/calendars/holidayProvider.ts';
import { resolveCalendar } from '../../src/calendars/resolveCalendar.ts';
import {
  classifyDay,
  dayAndNeighbours,
  isWorkingDay,
  NEXT_IF_IN_WINDOW,
  NEXT_WORKING_DAY,
  nthWorkingDay,
  OUTSIDE_WINDOW,
  PREVIOUS_IF_IN_WINDOW,
  PREVIOUS_WORKING_DAY,
  summarizeDays,
  walkWorkingDays,
} from '../../src/calendars/engine.ts';
import type { ResolvedCalendar } from '../../src/calendars/resolvedCalendar.ts';
import { plainDateToEpochDays, type PlainDate } from '../../src/date/plainDate.ts';
import { addBusinessDays } from '../../src/operations/addBusinessDays/addBusinessDays.ts';
import { businessDaysBetween } from '../../src/operations/businessDaysBetween/businessDaysBetween.ts';
import { isBusinessDay } from '../../src/operations/isBusinessDay/isBusinessDay.ts';
import { oracleAdd, oracleClassify, oracleNeighbour, oracleSummary, oracleWalk } from '../_helpers/businessDayOracle.ts';
import { arbDecreedScenario, arbScenario, resolveOracleCalendar, SAVED_ID, shiftDate } from './_calendarArbitraries.ts';
import { ALL_HOLIDAY_DATA } from '../_helpers/holidayData.ts';

// BY, KZ and CL read synthetic tables with decreed working days in this file
// (resolveOracleCalendar builds their calendars from them).

const d = (value: string) => value as PlainDate;

describe('BoundedMemo', () => {
  it('should keep its weight within the budget and drop the least recently used first', () => {
    const memo = new BoundedMemo<number, string>(100);
    for (let key = 0; key < 1000; key++) {
      memo.set(key, `v${key}`, 3);
      memo.get(0); // key 0 stays recently used
      expect(memo.weight).toBeLessThanOrEqual(100);
    }
    expect(memo.get(0)).toBe('v0');
    expect(memo.get(1)).toBeUndefined();
    expect(memo.get(999)).toBe('v999');
  });

  it('should answer each get with the last value set for the key, or undefined once it is dropped (property)', () => {
    const arbOp = fc.oneof(
      fc.record({ kind: fc.constant('get' as const), key: fc.integer({ min: 0, max: 12 }) }),
      fc.record({ kind: fc.constant('set' as const), key: fc.integer({ min: 0, max: 12 }), weight: fc.integer({ min: 1, max: 4 }) }),
    );
    fc.assert(
      fc.property(fc.array(arbOp, { maxLength: 200 }), (ops) => {
        const memo = new BoundedMemo<number, string>(16);
        const last = new Map<number, string>();
        const dropped = new Set<number>();
        ops.forEach((op, at) => {
          if (op.kind === 'set') {
            const value = `${op.key}@${at}`;
            memo.set(op.key, value, op.weight);
            last.set(op.key, value);
            dropped.delete(op.key);
            expect(memo.get(op.key)).toBe(value);
            return;
          }
          const found = memo.get(op.key);
          if (found === undefined) dropped.add(op.key);
          // Never a stale value: the last one set, or nothing (never set, or evicted), and a dropped key stays dropped until set again.
          else expect([found, dropped.has(op.key)]).toEqual([last.get(op.key), false]);
          expect(memo.weight).toBeLessThanOrEqual(16);
        });
      }),
      { numRuns: 300 },
    );
  });

  it('should replace a value without double counting its weight', () => {
    const memo = new BoundedMemo<string, number>(10);
    memo.set('a', 1, 4);
    memo.set('a', 2, 4);
    expect([memo.get('a'), memo.weight, memo.size]).toEqual([2, 4, 1]);
  });
});

describe('engine memo', () => {
  it('should stay within its budgets over many random calls across 50 countries and give the same answers after eviction', () => {
    const countries = listCountries().slice(0, 50);
    const germany = resolveCalendar({ country_code: 'DE' }, { holidays: ALL_HOLIDAY_DATA });
    if (!germany.ok) throw new Error(germany.error.message);
    const first = businessDaysBetween({ start_date: d('2024-01-01'), end_date: d('2024-12-31') }, germany.value);
    fc.assert(
      fc.property(fc.constantFrom(...countries), fc.integer({ min: 1900, max: 2100 }), fc.subarray([1, 2, 3, 4, 5, 6, 7], { minLength: 1 }), (country, year, workingDays) => {
        const calendar = resolveCalendar({ country_code: country, working_days: workingDays }, { holidays: ALL_HOLIDAY_DATA });
        if (!calendar.ok) return false;
        const result = isBusinessDay({ date: d(`${year}-06-15`) }, calendar.value);
        expect(engineWindowMemo.weight).toBeLessThanOrEqual(ENGINE_MEMO_MAX_ENTRIES);
        expect(providerYearMemo.size).toBeLessThanOrEqual(PROVIDER_MEMO_MAX_YEARS);
        return result.ok;
      }),
      { numRuns: 300 },
    );
    const again = businessDaysBetween({ start_date: d('2024-01-01'), end_date: d('2024-12-31') }, germany.value);
    expect(again).toEqual(first);
  }, 120_000);

  it('should get past a run of 14,000 consecutive days off quickly', () => {
    // A saved calendar holds at most 1,000 excluded dates and 1,000 custom holidays: with Mondays the
    // only working day, excluding 1,000 Mondays and making the next 1,000 custom holidays closes 14,000 days.
    const mondays = Array.from({ length: 2_000 }, (_, index) => shiftDate('2024-01-01', index * 7));
    const saved = { id: SAVED_ID, working_days: [1], include_public_holidays: false, excluded_dates: mondays.slice(0, 1_000), custom_holidays: mondays.slice(1_000).map((date) => ({ date, label: 'Closed' })) };
    const calendar = resolveCalendar({ business_calendar_id: SAVED_ID }, { holidays: ALL_HOLIDAY_DATA, lookup: () => saved });
    if (!calendar.ok) throw new Error(calendar.error.message);
    const started = performance.now();
    const next = isBusinessDay({ date: d('2024-01-01') }, calendar.value);
    expect(next.ok && next.value).toMatchObject({ reason: 'excluded_date', next_business_day: shiftDate('2024-01-01', 14_000), previous_business_day: '2023-12-25' });
    const added = addBusinessDays({ start_date: d('2023-12-25'), days: 2 }, calendar.value);
    expect(added.ok && added.value.summary).toMatchObject({ excluded_dates_skipped: 1_000, custom_holidays_skipped: 1_000, working_days_counted: 2 });
    expect(performance.now() - started).toBeLessThan(2000);
  });
});

describe('nthWorkingDay', () => {
  /** The day-by-day answer: step one day at a time and count the working days. */
  const walk = (plan: ResolvedCalendar['plan'], from: number, count: number, direction: 1 | -1): number => {
    let day = from;
    for (let found = 0; found < count; ) {
      day += direction;
      if (isWorkingDay(plan, day)) found++;
    }
    return day;
  };

  it('should agree with a day-by-day walk for counts up to 3,000 in both directions, off-days clustered or not', () => {
    fc.assert(
      fc.property(arbScenario(3_000), fc.integer({ min: 1, max: 3_000 }), fc.constantFrom<1 | -1>(1, -1), (scenario, count, direction) => {
        const calendar = resolveOracleCalendar(scenario.calendar);
        const from = plainDateToEpochDays(d(scenario.start));
        if (from < plainDateToEpochDays(d('1700-01-01')) || from > plainDateToEpochDays(d('9000-01-01'))) return;
        expect(nthWorkingDay(calendar.plan, from, count, direction)).toBe(walk(calendar.plan, from, count, direction));
        // Again with the window already covering the span (the scanning path rather than the jumps).
        expect(nthWorkingDay(calendar.plan, from, count, direction)).toBe(walk(calendar.plan, from, count, direction));
      }),
      { numRuns: 150 },
    );
  }, 120_000);

  it('should skip a run of excluded working days right after the first jump', () => {
    const excluded = Array.from({ length: 40 }, (_, index) => shiftDate('2024-03-01', index));
    const calendar = resolveCalendar({ business_calendar_id: SAVED_ID }, { holidays: ALL_HOLIDAY_DATA, lookup: () => ({ id: SAVED_ID, excluded_dates: excluded }) });
    if (!calendar.ok) throw new Error(calendar.error.message);
    const plan = calendar.value.plan;
    for (const start of ['2024-02-20', '2024-02-29', '2024-03-15', '2024-04-15', '2024-04-30']) {
      const from = plainDateToEpochDays(d(start));
      for (const count of [1, 2, 5, 10, 30]) {
        expect(nthWorkingDay(plan, from, count, 1), `${start} +${count}`).toBe(walk(plan, from, count, 1));
        expect(nthWorkingDay(plan, from, count, -1), `${start} -${count}`).toBe(walk(plan, from, count, -1));
      }
    }
  });
});

describe('walkWorkingDays', () => {
  const epoch = (date: string) => plainDateToEpochDays(d(date));

  it("should end where nthWorkingDay does, with summarizeDays' summary of the days after the start up to the end", () => {
    fc.assert(
      fc.property(
        fc.oneof(arbScenario(3_000), arbDecreedScenario(3_000)),
        fc.oneof(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 3_000 })),
        fc.constantFrom<1 | -1>(1, -1),
        fc.boolean(),
        (scenario, count, direction, windowFirst) => {
          const calendar = resolveOracleCalendar(scenario.calendar);
          const from = epoch(scenario.start);
          if (from < epoch('1700-01-01') || from > epoch('9000-01-01')) return;
          // Half the runs with the window already covering the span, half with the walk building it.
          if (windowFirst) nthWorkingDay(calendar.plan, from, count, direction);
          const walk = walkWorkingDays(calendar, from, count, direction);
          const day = nthWorkingDay(calendar.plan, from, count, direction);
          expect(walk?.day).toBe(day);
          if (walk === undefined || day === undefined) return;
          const summary = direction === 1 ? summarizeDays(calendar, from + 1, day, false) : summarizeDays(calendar, day, from - 1, true);
          expect(walk.summary).toEqual(summary);
          // The same object layout as summarizeDays' (one hidden class for the response writers).
          expect(Object.keys(walk.summary)).toEqual(Object.keys(summary));
          expect(walk.summary.working_days_counted).toBe(count);
        },
      ),
      { numRuns: 200 },
    );
  }, 120_000);

  it('should count every reason of the days it examines as the oracle walk does, decreed working days included', () => {
    fc.assert(
      fc.property(arbDecreedScenario(400), fc.integer({ min: 1, max: 250 }), fc.constantFrom<1 | -1>(1, -1), ({ calendar, start }, count, direction) => {
        const resolved = resolveOracleCalendar(calendar);
        const walk = walkWorkingDays(resolved, epoch(start), count, direction);
        const expected = oracleAdd(calendar, start, direction * count, false)?.result;
        expect(walk === undefined ? undefined : shiftDate('1970-01-01', walk.day)).toBe(expected);
        if (walk === undefined || expected === undefined) return;
        const examined = oracleWalk(calendar, shiftDate(start, direction), expected);
        expect(walk.summary).toMatchObject({ ...oracleSummary(examined), reversed: direction === -1 });
      }),
      { numRuns: 150 },
    );
  }, 120_000);

  it('should give undefined past 9999-12-31 and before 0001-01-01', () => {
    const calendar = resolveOracleCalendar({ country: 'US', workingDays: [1, 2, 3, 4, 5], includePublicHolidays: false, customHolidays: [], excludedDates: [] });
    expect(walkWorkingDays(calendar, epoch('9999-12-20'), 20, 1)).toBeUndefined();
    expect(walkWorkingDays(calendar, epoch('0001-01-10'), 20, -1)).toBeUndefined();
    expect(walkWorkingDays(calendar, epoch('9999-12-20'), 5, 1)?.day).toBe(epoch('9999-12-27'));
  });
});

describe('nthWorkingDay and dayAndNeighbours across long runs of off-days (closures of excluded dates)', () => {
  it('should find the neighbouring working days of every day of closures of any length, also across a window edge, as a naive walk does', () => {
    // Weekends and the closures only (no public holidays), so the walk below is an independent oracle.
    // The longest closure a saved calendar holds (1,000 excluded dates), across the 2000 window edge.
    const closures: Array<[string, number]> = [['1997-06-01', 1_000], ['1999-12-20', 30], ['2024-12-23', 3], ['2000-01-03', 1]];
    for (const [first, length] of closures) {
      const start = plainDateToEpochDays(first as PlainDate);
      const excluded = Array.from({ length }, (_, offset) => shiftDate(first, offset));
      const saved = { id: SAVED_ID, country_code: 'US', include_public_holidays: false, excluded_dates: excluded };
      const resolved = resolveCalendar({ business_calendar_id: SAVED_ID }, { holidays: ALL_HOLIDAY_DATA, lookup: () => saved });
      if (!resolved.ok) throw new Error(resolved.error.message);
      const plan = resolved.value.plan;
      const working = (day: number): boolean => {
        const weekday = (((day + 3) % 7) + 7) % 7; // 0 = Monday
        return weekday < 5 && (day < start || day >= start + length);
      };
      const walk = (day: number, step: 1 | -1): number => {
        let at = day + step;
        while (!working(at)) at += step;
        return at;
      };
      const probe = length > 100 ? Array.from({ length: 120 }, (_, index) => start - 5 + Math.floor((index * (length + 10)) / 120)) : Array.from({ length: length + 10 }, (_, index) => start - 5 + index);
      for (const day of probe) {
        // dayAndNeighbours first: on a fresh calendar the run may reach past the first window built.
        const described = dayAndNeighbours(plan, day, PREVIOUS_WORKING_DAY + NEXT_WORKING_DAY, true);
        expect(dayAndNeighbours(plan, day, NEXT_WORKING_DAY, true).next).toBe(walk(day, 1));
        expect(dayAndNeighbours(plan, day, PREVIOUS_WORKING_DAY, true).previous).toBe(walk(day, -1));
        // Asked only for a non-working day: a working day gets no neighbours.
        const ifOff = dayAndNeighbours(plan, day, PREVIOUS_WORKING_DAY + NEXT_WORKING_DAY, false);
        expect([ifOff.previous, ifOff.next]).toEqual(working(day) ? [undefined, undefined] : [walk(day, -1), walk(day, 1)]);
        expect(described.reason, `${day}`).toBe(working(day) ? 'working_day' : (((day + 3) % 7) + 7) % 7 >= 5 ? 'non_working_weekday' : 'excluded_date');
        expect([described.previous, described.next], `${day}`).toEqual([walk(day, -1), walk(day, 1)]);
        expect(nthWorkingDay(plan, day, 1, 1)).toBe(walk(day, 1));
        expect(nthWorkingDay(plan, day, 1, -1)).toBe(walk(day, -1));
        expect(nthWorkingDay(plan, day, 3, 1)).toBe(walk(walk(walk(day, 1), 1), 1));
      }
    }
  });
  it('dayAndNeighbours: a run that reaches past the first window built (a 25-year block edge) is followed into the next window, both ways', () => {
    // Fresh calendars (their own closure lengths), each first asked about a day whose run crosses 1999/2000.
    for (const [length, first] of [[31, '1999-12-27'], [32, '2000-01-10']] as const) {
      const closureStart = plainDateToEpochDays('1999-12-20' as PlainDate);
      const excluded = Array.from({ length }, (_, offset) => shiftDate('1999-12-20', offset));
      const resolved = resolveCalendar({ business_calendar_id: SAVED_ID }, { holidays: ALL_HOLIDAY_DATA, lookup: () => ({ id: SAVED_ID, country_code: 'US', include_public_holidays: false, excluded_dates: excluded }) });
      if (!resolved.ok) throw new Error(resolved.error.message);
      const working = (day: number): boolean => (((day + 3) % 7) + 7) % 7 < 5 && (day < closureStart || day >= closureStart + length);
      const walk = (day: number, step: 1 | -1): number => {
        let at = day + step;
        while (!working(at)) at += step;
        return at;
      };
      const day = plainDateToEpochDays(first as PlainDate);
      expect(working(day)).toBe(false);
      const described = dayAndNeighbours(resolved.value.plan, day, PREVIOUS_WORKING_DAY + NEXT_WORKING_DAY, true);
      expect([described.previous, described.next], `${length}-day closure from ${first}`).toEqual([walk(day, -1), walk(day, 1)]);
    }
  });
});

describe('dayAndNeighbours with a neighbour asked for only if in the window', () => {
  const epoch = (date: string) => plainDateToEpochDays(d(date));

  it('should give that neighbour as the full search does, or OUTSIDE_WINDOW, never another day (property)', () => {
    fc.assert(
      fc.property(fc.oneof(arbScenario(3_000), arbDecreedScenario(400)), fc.integer({ min: -40, max: 40 }), ({ calendar, start }, offset) => {
        const resolved = resolveOracleCalendar(calendar);
        const day = epoch(start) + offset;
        const full = dayAndNeighbours(resolved.plan, day, PREVIOUS_WORKING_DAY + NEXT_WORKING_DAY, true);
        const forward = dayAndNeighbours(resolved.plan, day, NEXT_WORKING_DAY + PREVIOUS_IF_IN_WINDOW, true);
        const backward = dayAndNeighbours(resolved.plan, day, PREVIOUS_WORKING_DAY + NEXT_IF_IN_WINDOW, true);
        expect([forward.reason, forward.label, forward.next, backward.previous]).toEqual([full.reason, full.label, full.next, full.previous]);
        expect([full.previous, OUTSIDE_WINDOW]).toContain(forward.previous);
        expect([full.next, OUTSIDE_WINDOW]).toContain(backward.next);
      }),
      { numRuns: 300 },
    );
  });

  it("should give OUTSIDE_WINDOW for a neighbour past the window's edge without reading its year, which a search outright needs", () => {
    // Static holiday data answers 1900-2199 only: a neighbour in 1899 or 2200 needs a year it does not hold.
    const calendar = resolveCalendar({ country_code: 'US' }, { holidays: ALL_HOLIDAY_DATA });
    if (!calendar.ok) throw new Error(calendar.error.message);
    const plan = calendar.value.plan;
    const first = epoch('1900-01-01');
    expect(dayAndNeighbours(plan, first, NEXT_WORKING_DAY + PREVIOUS_IF_IN_WINDOW, true)).toMatchObject({ previous: OUTSIDE_WINDOW, next: epoch('1900-01-02') });
    expect(() => dayAndNeighbours(plan, first, PREVIOUS_WORKING_DAY, true)).toThrow(/1899/);
    const last = epoch('2199-12-31');
    expect(dayAndNeighbours(plan, last, PREVIOUS_WORKING_DAY + NEXT_IF_IN_WINDOW, true)).toMatchObject({ previous: epoch('2199-12-30'), next: OUTSIDE_WINDOW });
    expect(() => dayAndNeighbours(plan, last, NEXT_WORKING_DAY, true)).toThrow(/2200/);
  });
});

describe('the engine on calendars with decreed working days, against the naive oracle', () => {
  const epoch = (date: string) => plainDateToEpochDays(d(date));

  it('summarizeDays should count every reason as the day walk does, and classifyDay, isWorkingDay and dayAndNeighbours should agree on every seventh day', () => {
    fc.assert(
      fc.property(arbDecreedScenario(400), ({ calendar, start, span }) => {
        const resolved = resolveOracleCalendar(calendar);
        const end = shiftDate(start, span);
        const walked = oracleWalk(calendar, start, end);
        const [from, to] = span < 0 ? [epoch(end), epoch(start)] : [epoch(start), epoch(end)];
        const { calendar_days_elapsed, ...counts } = oracleSummary(walked);
        expect(summarizeDays(resolved, from, to, span < 0)).toMatchObject({ calendar_days_elapsed, ...counts, reversed: span < 0 });
        for (const day of walked.filter((_, index) => index % 7 === 0 || index === walked.length - 1)) {
          const at = epoch(day.date);
          expect(classifyDay(resolved.plan, at), day.date).toEqual(day.label === undefined ? { reason: day.reason } : { reason: day.reason, label: day.label });
          expect(isWorkingDay(resolved.plan, at), day.date).toBe(day.reason === 'working_day' || day.reason === 'decreed_working_day');
          const described = dayAndNeighbours(resolved.plan, at, PREVIOUS_WORKING_DAY + NEXT_WORKING_DAY, true);
          expect([described.reason, described.label], day.date).toEqual([day.reason, day.label]);
          expect([described.previous, described.next].map((value) => (value === undefined ? undefined : shiftDate('1970-01-01', value))), day.date).toEqual([
            oracleNeighbour(calendar, day.date, -1),
            oracleNeighbour(calendar, day.date, 1),
          ]);
        }
      }),
      { numRuns: 200 },
    );
  }, 120_000);

  it('nthWorkingDay should land where the oracle walk does, for counts up to 3,000 in both directions', () => {
    fc.assert(
      fc.property(arbDecreedScenario(3_000), fc.oneof(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 3_000 })), fc.constantFrom<1 | -1>(1, -1), ({ calendar, start }, count, direction) => {
        const resolved = resolveOracleCalendar(calendar);
        const expected = oracleAdd(calendar, start, direction * count, false)?.result;
        const found = nthWorkingDay(resolved.plan, epoch(start), count, direction);
        expect(found === undefined ? undefined : shiftDate('1970-01-01', found)).toBe(expected);
        // Again with the window already covering the span.
        expect(nthWorkingDay(resolved.plan, epoch(start), count, direction)).toBe(found);
      }),
      { numRuns: 150 },
    );
  }, 120_000);

  it('should classify each day of three winter months of every synthetic country as the oracle does, for several working weeks', () => {
    for (const country of ['BY', 'KZ', 'CL']) {
      for (const workingDays of [[1, 2, 3, 4, 5], [7, 1, 2, 3, 4], [1, 3, 5], [6]]) {
        const calendar = { country, workingDays, includePublicHolidays: true, customHolidays: [], excludedDates: [], synthetic: true } as const;
        const resolved = resolveOracleCalendar(calendar);
        for (const { date } of oracleWalk(calendar, '2024-12-01', '2025-02-28')) {
          const expected = oracleClassify(calendar, date);
          expect(classifyDay(resolved.plan, epoch(date)), `${country} ${workingDays.join('')} ${date}`).toEqual(expected.label === undefined ? { reason: expected.reason } : { reason: expected.reason, label: expected.label });
        }
      }
    }
  });
});
