// Issue 31 item 1: every row of a column call agrees with the per-call typed function and with a naive
// day walk (test/_helpers/businessDayOracle.ts), on random calendars (custom holidays, excluded dates,
// any working week, decreed working days), through the table (many rows close together) and through
// the engine's searches row by row (few rows far apart).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addBusinessDaysColumn, adjustDateColumn, businessDaysBetweenColumn, isBusinessDayColumn } from '../../src/columns/index.ts';
import type { ResolvedCalendar } from '../../src/calendars/resolvedCalendar.ts';
import { epochDaysToPlainDate, plainDateToEpochDays, type PlainDate } from '../../src/date/plainDate.ts';
import { addBusinessDays } from '../../src/operations/addBusinessDays/addBusinessDays.ts';
import { adjustDate, type AdjustDateConvention } from '../../src/operations/adjustDate/adjustDate.ts';
import { ADJUST_DATE_CONVENTIONS } from '../../src/operations/adjustDate/fields.ts';
import { businessDaysBetween } from '../../src/operations/businessDaysBetween/businessDaysBetween.ts';
import { isBusinessDay } from '../../src/operations/isBusinessDay/isBusinessDay.ts';
import { oracleAdd, oracleBetweenDays, oracleClassify, oracleIsWorking } from '../_helpers/businessDayOracle.ts';
import { arbDecreedScenario, arbScenario, resolveOracleCalendar, type Scenario } from '../calendars/_calendarArbitraries.ts';

const epoch = (date: string) => plainDateToEpochDays(date as PlainDate);
const date = (day: number) => epochDaysToPlainDate(day)!;

/** Rows near a scenario's start (a table answers them), or spread over two far years (the engine answers them row by row). */
interface Rows {
  readonly offsets: readonly number[];
  readonly spans: readonly number[];
  readonly far: boolean;
}

const arbRows = (maxSpan: number): fc.Arbitrary<Rows> =>
  fc.record({
    offsets: fc.array(fc.integer({ min: -maxSpan, max: maxSpan }), { minLength: 1, maxLength: 24 }),
    spans: fc.array(fc.integer({ min: -maxSpan, max: maxSpan }), { minLength: 24, maxLength: 24 }),
    far: fc.boolean(),
  });

/** The first day of each row: near the start, or (far) every other row 150 years later, so the rows span more days than a table pays for. */
function rowDays(scenario: Scenario, rows: Rows): number[] {
  const base = epoch(scenario.start);
  return rows.offsets.map((offset, row) => base + offset + (rows.far && row % 2 === 1 ? 54_787 : 0));
}

/** Whether every row stays where the oracle's calendars hold holidays (1700-9000). */
const inside = (days: readonly number[], margin: number) => days.every((day) => day - margin > epoch('1700-01-01') && day + margin < epoch('9000-01-01'));

const arbAnyScenario = (maxSpan: number) => fc.oneof(arbScenario(maxSpan), arbDecreedScenario(maxSpan));

describe('column kernels against the typed functions and a naive walk', () => {
  it('businessDaysBetweenColumn: each row is businessDaysBetween, and the walk', () => {
    fc.assert(
      fc.property(arbAnyScenario(400), arbRows(400), fc.boolean(), fc.boolean(), (scenario, rows, includeStart, includeEnd) => {
        const starts = rowDays(scenario, rows);
        if (!inside(starts, 500)) return;
        const ends = starts.map((start, row) => start + rows.spans[row]!);
        const calendar = resolveOracleCalendar(scenario.calendar);
        const counted = businessDaysBetweenColumn(Int32Array.from(starts), Float64Array.from(ends), calendar, { include_start_date: includeStart, include_end_date: includeEnd });
        if (!counted.ok) throw new Error(counted.error.message);
        starts.forEach((start, row) => {
          const typed = businessDaysBetween({ start_date: date(start), end_date: date(ends[row]!), include_start_date: includeStart, include_end_date: includeEnd }, calendar);
          expect(typed.ok && typed.value.business_days).toBe(counted.value[row]);
          if (row < 3) {
            const [from, to] = start <= ends[row]! ? [start, ends[row]!] : [ends[row]!, start];
            const [first, last] = start <= ends[row]! ? [includeStart, includeEnd] : [includeEnd, includeStart];
            expect(oracleBetweenDays(scenario.calendar, date(from), date(to), first, last).filter(oracleIsWorking).length).toBe(counted.value[row]);
          }
        });
      }),
      { numRuns: 60 },
    );
  }, 120_000);

  it('addBusinessDaysColumn: each row is addBusinessDays, and the walk', () => {
    fc.assert(
      fc.property(arbAnyScenario(300), arbRows(300), fc.boolean(), (scenario, rows, includeStart) => {
        const starts = rowDays(scenario, rows);
        if (!inside(starts, 1_000)) return;
        const amounts = starts.map((_, row) => rows.spans[row]!);
        const calendar = resolveOracleCalendar(scenario.calendar);
        const moved = addBusinessDaysColumn(Float64Array.from(starts), Int32Array.from(amounts), calendar, { include_start_date: includeStart });
        if (!moved.ok) throw new Error(moved.error.message);
        starts.forEach((start, row) => {
          const typed = addBusinessDays({ start_date: date(start), days: amounts[row]!, include_start_date: includeStart }, calendar);
          expect(typed.ok && typed.value.result_date).toBe(date(moved.value[row]!));
          if (row < 3) expect(oracleAdd(scenario.calendar, date(start), amounts[row]!, includeStart)?.result).toBe(date(moved.value[row]!));
        });
      }),
      { numRuns: 60 },
    );
  }, 120_000);

  it('isBusinessDayColumn: each row is isBusinessDay, and the walk', () => {
    fc.assert(
      fc.property(arbAnyScenario(400), arbRows(400), (scenario, rows) => {
        const days = rowDays(scenario, rows);
        if (!inside(days, 30)) return;
        const calendar = resolveOracleCalendar(scenario.calendar);
        const flags = isBusinessDayColumn(Int32Array.from(days), calendar);
        if (!flags.ok) throw new Error(flags.error.message);
        days.forEach((day, row) => {
          const typed = isBusinessDay({ date: date(day) }, calendar);
          expect(typed.ok && typed.value.is_business_day).toBe(flags.value[row] === 1);
          expect(oracleIsWorking(oracleClassify(scenario.calendar, date(day)))).toBe(flags.value[row] === 1);
        });
      }),
      { numRuns: 60 },
    );
  }, 120_000);

  it('adjustDateColumn: each row is adjustDate, for every convention', () => {
    fc.assert(
      fc.property(arbAnyScenario(400), arbRows(400), fc.constantFrom<AdjustDateConvention>(...ADJUST_DATE_CONVENTIONS), (scenario, rows, convention) => {
        const days = rowDays(scenario, rows);
        if (!inside(days, 60)) return;
        const calendar: ResolvedCalendar = resolveOracleCalendar(scenario.calendar);
        const rolled = adjustDateColumn(Int32Array.from(days), calendar, { convention });
        if (!rolled.ok) throw new Error(rolled.error.message);
        days.forEach((day, row) => {
          const typed = adjustDate({ date: date(day), convention }, calendar);
          expect(typed.ok && typed.value.adjusted_date).toBe(date(rolled.value[row]!));
        });
      }),
      { numRuns: 80 },
    );
  }, 120_000);
});
