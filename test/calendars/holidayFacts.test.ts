// Published-facts test (issue 26, item 5): at least 200 dated facts over at least 40 countries, each
// with its reference (holidayFacts.data.ts), checked through the typed functions on the sources with
// each region's default calendar (Monday-Friday unless the fact names its working week).
import { describe, expect, it } from 'vitest';
import { resolveCalendar, type CalendarFields } from '../../src/calendars/resolveCalendar.ts';
import type { ResolvedCalendar } from '../../src/calendars/resolvedCalendar.ts';
import { parsePlainDate, type PlainDate } from '../../src/date/plainDate.ts';
import { businessDaysBetween } from '../../src/operations/businessDaysBetween/businessDaysBetween.ts';
import { isBusinessDay } from '../../src/operations/isBusinessDay/isBusinessDay.ts';
import { COUNT_FACTS, FORTY_ECONOMIES, HOLIDAY_FACT_CLASSES, type HolidayFact } from './holidayFacts.data.ts';
import { ALL_HOLIDAY_DATA } from '../_helpers/holidayData.ts';

const d = (value: string) => value as PlainDate;

const ALL_FACTS: readonly HolidayFact[] = HOLIDAY_FACT_CLASSES.flatMap((group) => group.facts);
const countryOf = (region: string): string => region.split('-')[0]!;

/** The calendar fields of a region: `CN`, or `BR-SP` as country `BR` with subdivision `BR-SP`. */
function fieldsOf(region: string, workingDays: readonly number[] | undefined): CalendarFields {
  const country = countryOf(region);
  return {
    country_code: country,
    ...(region.includes('-') ? { subdivision_code: region } : {}),
    ...(workingDays !== undefined ? { working_days: workingDays } : {}),
  };
}

const calendars = new Map<string, ResolvedCalendar>();
function calendarOf(region: string, workingDays?: readonly number[]): ResolvedCalendar {
  const key = `${region}|${workingDays?.join(',') ?? ''}`;
  let calendar = calendars.get(key);
  if (calendar === undefined) {
    const result = resolveCalendar(fieldsOf(region, workingDays), { holidays: ALL_HOLIDAY_DATA });
    if (!result.ok) throw new Error(`${region}: ${result.error.message}`);
    calendar = result.value;
    calendars.set(key, calendar);
  }
  return calendar;
}

/** ISO weekday (1 = Monday ... 7 = Sunday) of a valid `YYYY-MM-DD` date. */
function isoWeekday(date: string): number {
  return ((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
}

const why = (fact: { readonly ref: string; readonly note?: string | undefined }) => (fact.note === undefined ? fact.ref : `${fact.note} (${fact.ref})`);

describe('the fact list', () => {
  it('has at least 200 dated facts over at least 40 countries, the 40 economies of issue 26 among them', () => {
    expect(ALL_FACTS.length).toBeGreaterThanOrEqual(200);
    const countries = new Set(ALL_FACTS.map((fact) => countryOf(fact.region)));
    expect(countries.size).toBeGreaterThanOrEqual(40);
    expect(FORTY_ECONOMIES.filter((country) => !countries.has(country))).toEqual([]);
  });

  it('gives every fact a valid date, an https reference and one fact per region and date', () => {
    const seen = new Set<string>();
    for (const fact of ALL_FACTS) {
      expect(parsePlainDate(fact.date).ok, fact.date).toBe(true);
      expect(fact.ref, `${fact.region} ${fact.date}`).toMatch(/^https?:\/\/\S+$/);
      const key = `${fact.region} ${fact.date}`;
      expect(seen.has(key), key).toBe(false);
      seen.add(key);
    }
    for (const count of COUNT_FACTS) expect(count.ref).toMatch(/^https?:\/\/\S+$/);
  });

  it('puts working days on working weekdays and decreed working days on weekend days of the calendar', () => {
    for (const fact of ALL_FACTS) {
      const worked = (fact.working_days ?? [1, 2, 3, 4, 5]).includes(isoWeekday(fact.date));
      if (fact.expect === 'working_day') expect(worked, `${fact.region} ${fact.date}`).toBe(true);
      if (fact.expect === 'decreed_working_day') expect(worked, `${fact.region} ${fact.date}`).toBe(false);
    }
  });

  it('includes the count of US business days over 6-17 November 2023 (Veterans Day observed on Friday 10 November)', () => {
    expect(COUNT_FACTS).toContainEqual(expect.objectContaining({ region: 'US', start: '2023-11-06', end: '2023-11-17', business_days: 9 }));
  });
});

for (const group of HOLIDAY_FACT_CLASSES) {
  describe(`published holiday facts: ${group.name}`, () => {
    for (const fact of group.facts) {
      it(`${fact.region} ${fact.date} ${fact.expect}`, () => {
        const answer = isBusinessDay({ date: d(fact.date) }, calendarOf(fact.region, fact.working_days));
        expect(answer.ok, why(fact)).toBe(true);
        if (!answer.ok) return;
        expect(answer.value.reason, why(fact)).toBe(fact.expect);
        expect(answer.value.is_business_day, why(fact)).toBe(fact.expect !== 'public_holiday');
        if (fact.label !== undefined) expect(answer.value.label, why(fact)).toMatch(fact.label);
      });
    }
  });
}

describe('published holiday facts: business-day counts', () => {
  for (const count of COUNT_FACTS) {
    it(`${count.region} ${count.start}..${count.end} has ${count.business_days} business days`, () => {
      const result = businessDaysBetween({ start_date: d(count.start), end_date: d(count.end) }, calendarOf(count.region, count.working_days));
      expect(result.ok, why(count)).toBe(true);
      if (result.ok) expect(result.value.business_days, why(count)).toBe(count.business_days);
    });
  }
});
