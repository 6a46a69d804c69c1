import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resolveCalendar } from '../../src/calendars/resolveCalendar.ts';
import type { CalendarPlan } from '../../src/calendars/resolvedCalendar.ts';
import { workingWeekdayAt, workingWeekdaysBefore } from '../../src/calendars/workingWeekdays.ts';
import { epochDaysToIsoWeekday } from '../../src/date/dayOfWeek.ts';
import { MAX_EPOCH_DAYS, MIN_EPOCH_DAYS } from '../../src/date/limits.ts';

/** The plan of a working week (no holidays: only the week's arithmetic is used). */
function planOf(workingDays: number[]): CalendarPlan {
  const resolved = resolveCalendar({ country_code: 'US', working_days: workingDays, include_public_holidays: false });
  if (!resolved.ok) throw new Error(resolved.error.message);
  return resolved.value.plan;
}

const arbWeek = fc.uniqueArray(fc.integer({ min: 1, max: 7 }), { minLength: 1, maxLength: 7 });
const arbDay = fc.integer({ min: MIN_EPOCH_DAYS - 14, max: MAX_EPOCH_DAYS + 14 });

describe('the working weekday ruler', () => {
  it('workingWeekdayAt should give the first working weekday on or after a day, from its number (property, every week, 0001-9999)', () => {
    fc.assert(
      fc.property(arbWeek, arbDay, (week, day) => {
        const plan = planOf(week);
        const found = workingWeekdayAt(plan, workingWeekdaysBefore(plan, day));
        // A naive step: the first day on or after `day` whose weekday works.
        let expected = day;
        while (!week.includes(epochDaysToIsoWeekday(expected))) expected++;
        expect(found).toBe(expected);
        // And numbers count up by one from one working weekday to the next.
        expect(workingWeekdaysBefore(plan, found + 1)).toBe(workingWeekdaysBefore(plan, found) + 1);
      }),
      { numRuns: 2_000 },
    );
  });

  it('workingWeekdayAt should find the first working weekday of its week for every whole-week number of 0001-9999, each week length', () => {
    // The week is found by multiplying by 1 / n: a multiple of n is where rounding could miss by one.
    for (const week of [[1], [1, 2], [1, 2, 3], [1, 2, 3, 4], [1, 2, 3, 4, 5], [1, 2, 3, 4, 5, 6], [1, 2, 3, 4, 5, 6, 7]]) {
      const plan = planOf(week);
      const perWeek = week.length;
      const firstWeek = Math.floor(workingWeekdaysBefore(plan, MIN_EPOCH_DAYS) / perWeek) - 1;
      const lastWeek = Math.ceil(workingWeekdaysBefore(plan, MAX_EPOCH_DAYS) / perWeek) + 1;
      let wrong = 0;
      for (let weeks = firstWeek; weeks <= lastWeek; weeks++) if (workingWeekdayAt(plan, weeks * perWeek) !== weeks * 7 - 3) wrong++;
      expect(wrong, `${perWeek} working days a week`).toBe(0);
    }
  });

  it('workingWeekdaysBefore should give NaN for NaN (a day that is not there never reads as a plausible number)', () => {
    expect(workingWeekdaysBefore(planOf([1, 2, 3, 4, 5]), Number.NaN)).toBeNaN();
  });

  it('workingWeekdayAt should invert workingWeekdaysBefore on every number near week boundaries', () => {
    for (const week of [[1, 2, 3, 4, 5], [1, 2, 3, 4, 5, 6, 7], [3], [1, 3, 5], [6, 7], [1, 2, 3, 4, 5, 6]]) {
      const plan = planOf(week);
      // -721,003: where workingWeekdaysBefore's division moves from its positive range to floorDiv.
      for (const base of [-721_020, -721_003, MIN_EPOCH_DAYS, -700_000, -3, 0, 4, 20_000, MAX_EPOCH_DAYS - 30]) {
        const first = workingWeekdaysBefore(plan, base);
        for (let number = first - 3 * week.length; number <= first + 3 * week.length; number++) {
          const day = workingWeekdayAt(plan, number);
          expect(week, `${week} #${number}`).toContain(epochDaysToIsoWeekday(day));
          expect(workingWeekdaysBefore(plan, day), `${week} #${number}`).toBe(number);
        }
      }
    }
  });
});
