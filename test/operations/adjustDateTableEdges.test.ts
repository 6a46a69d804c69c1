// A roll needs the years of the neighbours it uses and no others, so dates at the ends of the
// compiled tables (1900-2199) answer without a year outside them: a calendar built from the static
// holiday data (which answers 1900-2199 only, and fails with VALIDATION_ERROR on any other year) gets an
// answer, and a server computes no extra year with date-holidays.
import { describe, expect, it } from 'vitest';
import { calendarOf } from '../../src/calendars/calendarOf.ts';
import { isWorkingDay } from '../../src/calendars/engine.ts';
import { plainDateToEpochDays, type PlainDate } from '../../src/date/plainDate.ts';
import { US } from '../../src/holidays/us.ts';
import { ADJUST_DATE_CONVENTIONS, adjustDate } from '../../src/operations/adjustDate/adjustDate.ts';

const daysOf = (from: number, to: number, month: string): PlainDate[] =>
  Array.from({ length: to - from + 1 }, (_, offset) => `${month}-${String(from + offset).padStart(2, '0')}` as PlainDate);

describe('adjustDate at the ends of the compiled holiday tables, with no year outside them at hand', () => {
  it('rolls every day of the first and last week of 1900-2199 whose roll stays inside them, and leaves business days alone', () => {
    const us = calendarOf(US);
    if (!us.ok) throw new Error(us.error.message);
    let business = 0;
    let rolled = 0;
    for (const date of [...daysOf(1, 7, '1900-01'), ...daysOf(25, 31, '2199-12')]) {
      // The engine's own test of the day needs only the day's year.
      const isBusiness = isWorkingDay(us.value.plan, plainDateToEpochDays(date));
      const inward = date.startsWith('1900') ? ['following', 'modified_following'] : ['preceding', 'modified_preceding'];
      for (const convention of ADJUST_DATE_CONVENTIONS) {
        if (!isBusiness && !inward.includes(convention)) continue; // its roll may leave the tables
        const result = adjustDate({ date, convention }, us.value);
        if (!result.ok) throw new Error(`${date} ${convention}: ${result.error.code} ${result.error.message}`);
        if (isBusiness) business++;
        else rolled++;
        expect(result.value.adjusted_date === date, `${date} ${convention}`).toBe(isBusiness);
      }
    }
    expect(business).toBeGreaterThanOrEqual(40);
    expect(rolled).toBeGreaterThan(4);
  });
});
