// The typed functions take the Result of the function that makes a checked value (issue 27 item 3).
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { calendarOf } from '../../src/calendars/calendarOf.ts';
import { parsePlainDate } from '../../src/date/plainDate.ts';
import { plainDateFrom } from '../../src/date/plainDateFrom.ts';
import { plainDateFromDate } from '../../src/date/plainDateFromDate.ts';
import { DE } from '../../src/holidays/de.ts';
import { US } from '../../src/holidays/us.ts';
import { addBusinessDays } from '../../src/operations/addBusinessDays/addBusinessDays.ts';
import { adjustDate } from '../../src/operations/adjustDate/adjustDate.ts';
import { age } from '../../src/operations/age/age.ts';
import { businessDaysBetween } from '../../src/operations/businessDaysBetween/businessDaysBetween.ts';
import { dateDifference } from '../../src/operations/dateDifference/dateDifference.ts';
import { holidays } from '../../src/operations/holidays/holidays.ts';
import { isBusinessDay } from '../../src/operations/isBusinessDay/isBusinessDay.ts';
import { weekNumber } from '../../src/operations/weekNumber/weekNumber.ts';

const day = parsePlainDate;

describe('results where checked values go', () => {
  it('counts German (Bavarian) business days from two strings in one call', () => {
    const count = businessDaysBetween({ start_date: day('2024-01-01'), end_date: day('2024-12-31') }, calendarOf(DE, { subdivision_code: 'BY' }));
    // 262 weekdays in 2024 minus the 11 Bavarian public holidays on weekdays: New Year (Mon), Good
    // Friday (29 Mar), Easter Monday (1 Apr), Labour Day (Wed), Ascension (9 May), Whit Monday (20 May),
    // Corpus Christi (30 May), German Unity Day (Thu), All Saints' Day (Fri), Christmas Day and Boxing
    // Day (Wed, Thu); Epiphany is a Saturday and Assumption (Thu) is a holiday only in Bavaria's
    // Catholic communities, not state-wide (Feiertagsgesetz Art. 1), as python-holidays' BY has it.
    expect(count.ok && count.value.business_days).toBe(251);
  });

  it('gives the same answers for Dates, Temporal values and strings', () => {
    const us = calendarOf(US);
    const fromStrings = businessDaysBetween({ start_date: day('2024-11-25'), end_date: day('2024-11-29') }, us);
    const fromDates = businessDaysBetween(
      { start_date: plainDateFromDate(new Date('2024-11-25T03:00:00Z'), 'UTC'), end_date: plainDateFromDate(new Date('2024-11-30T03:00:00Z'), 'America/Los_Angeles') },
      us,
    );
    const fromTemporal = businessDaysBetween({ start_date: plainDateFrom(Temporal.PlainDate.from('2024-11-25')), end_date: plainDateFrom({ year: 2024, month: 11, day: 29 }) }, us);
    expect(fromStrings.ok && fromStrings.value.business_days).toBe(4); // Thanksgiving, 28 November, is not one
    expect(fromDates).toEqual(fromStrings);
    expect(fromTemporal).toEqual(fromStrings);
  });

  it('passes a failed date result through as the failure of its field', () => {
    const result = dateDifference({ start_date: day('2024-02-30'), end_date: day('2024-03-01') });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe('INVALID_DATE');
      expect(result.error.field).toBe('start_date');
    }
    const zone = weekNumber({ date: plainDateFromDate(new Date(0), 'Mars/Olympus') });
    expect(zone.ok).toBe(false);
    if (!zone.ok) expect(zone.error).toMatchObject({ code: 'VALIDATION_ERROR', field: 'date' });
    const second = age({ birth_date: day('2000-01-01'), as_of_date: day('2024-13-01') });
    expect(!second.ok && second.error.field).toBe('as_of_date');
  });

  it('passes a failed calendar result through as the failure of calendar', () => {
    const result = isBusinessDay({ date: day('2024-07-04') }, calendarOf(DE, { subdivision_code: 'XX' }));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatchObject({ code: 'INVALID_SUBDIVISION', field: 'calendar' });
    // Every business-day function does the same.
    for (const run of [
      () => addBusinessDays({ start_date: day('2024-07-04'), days: 1 }, calendarOf(DE, { subdivision_code: 'XX' })),
      () => adjustDate({ date: day('2024-07-04') }, calendarOf(DE, { subdivision_code: 'XX' })),
      () => holidays({ year: 2024 }, calendarOf(DE, { subdivision_code: 'XX' })),
    ]) {
      const failed = run();
      expect(!failed.ok && failed.error.field).toBe('calendar');
    }
  });

  it('echoes the checked date, not the result, in the output', () => {
    const result = isBusinessDay({ date: day('2024-07-04') }, calendarOf(US));
    expect(result.ok && result.value.date).toBe('2024-07-04');
  });

  it('takes an input with an ok property of its own as an input, not as a failure', () => {
    const input = { ok: false, error: { code: 'INVALID_DATE', message: 'x' }, start_date: day('2024-01-01'), end_date: day('2024-01-02') };
    const result = dateDifference(input as unknown as Parameters<typeof dateDifference>[0]);
    expect(result.ok && result.value.total_days).toBe(1);
  });
});
