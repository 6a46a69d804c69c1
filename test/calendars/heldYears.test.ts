// `holdsTableSpan`, the typed count's shortcut past `heldYearsFault` (issue 31): it may only say true
// where `heldYearsFault` finds nothing, and it says true for a country's calendar inside the tables.
// A market (its data holds its own years) and a joint calendar always take the full check.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calendarOf } from '../../src/calendars/calendarOf.ts';
import { heldYearsFault, holdsTableSpan } from '../../src/calendars/heldYears.ts';
import { jointCalendar } from '../../src/calendars/jointCalendar.ts';
import type { ResolvedCalendar } from '../../src/calendars/resolvedCalendar.ts';
import { epochDaysToIsoDate, isoDateToEpochDays } from '../../src/date/epochDays.ts';
import { MAX_EPOCH_DAYS, MIN_EPOCH_DAYS } from '../../src/date/limits.ts';
import { GB } from '../../src/holidays/gb.ts';
import { US } from '../../src/holidays/us.ts';
import { XNYS } from '../../src/markets/xnys.ts';
import { businessDaysBetween } from '../../src/operations/businessDaysBetween/businessDaysBetween.ts';
import { epochDaysToPlainDate } from '../../src/date/plainDate.ts';

function value(result: { ok: true; value: ResolvedCalendar } | { ok: false }): ResolvedCalendar {
  if (!result.ok) throw new Error('no calendar');
  return result.value;
}

const us = value(calendarOf(US));
const market = value(calendarOf(XNYS));
const joint = value(jointCalendar([us, value(calendarOf(GB))], 'holidays'));
const day = (year: number, month: number, date: number): number => isoDateToEpochDays(year, month, date);

describe('holdsTableSpan', () => {
  it("says true for a country's calendar inside 1900-2199, false at either edge beyond", () => {
    expect(holdsTableSpan(us.plan, day(1900, 1, 1), day(2199, 12, 31))).toBe(true);
    expect(holdsTableSpan(us.plan, day(1899, 12, 31), day(1950, 1, 1))).toBe(false);
    expect(holdsTableSpan(us.plan, day(2000, 1, 1), day(2200, 1, 1))).toBe(false);
  });

  it('says false for a market and for a joint calendar, whatever the span', () => {
    expect(holdsTableSpan(market.plan, day(2024, 1, 1), day(2024, 12, 31))).toBe(false);
    expect(holdsTableSpan(joint.plan, day(2024, 1, 1), day(2024, 12, 31))).toBe(false);
  });

  it('never says true where heldYearsFault finds years the calendar does not hold', () => {
    const epochDay = fc.integer({ min: MIN_EPOCH_DAYS, max: MAX_EPOCH_DAYS });
    fc.assert(
      fc.property(fc.constantFrom(us, market, joint), epochDay, epochDay, (calendar, left, right) => {
        const [from, to] = left <= right ? [left, right] : [right, left];
        if (!holdsTableSpan(calendar.plan, from, to)) return;
        expect(heldYearsFault(calendar.plan, epochDaysToIsoDate(from).year, epochDaysToIsoDate(to).year)).toBeUndefined();
      }),
    );
  });

  it('leaves the count of a span the calendar does not hold a failure naming calendar', () => {
    const start = epochDaysToPlainDate(day(2199, 12, 1))!;
    const end = epochDaysToPlainDate(day(2200, 1, 31))!;
    const result = businessDaysBetween({ start_date: start, end_date: end }, us);
    expect(result.ok).toBe(false);
    if (!result.ok) expect([result.error.code, result.error.field]).toEqual(['VALIDATION_ERROR', 'calendar']);
  });
});
