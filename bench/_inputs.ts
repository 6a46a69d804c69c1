// Pre-generated inputs shared by every contender, from a fixed seed, and the US public holidays that
// the naive loop and moment-business-days get (read once from daycalc's compiled tables, so every
// contender sees the same holidays as daycalc).
import type { HolidayData } from '../src/calendars/holidayData.ts';
import { regionHolidays, yearsOfRegion } from '../src/calendars/regionHolidays.ts';
import { GB } from '../src/holidays/gb.ts';
import { US } from '../src/holidays/us.ts';
import { createRandom, epochDaysToIso, INPUT_COUNT, isoToEpochDays, randomInt } from './_harness.ts';

// The holiday data of the regions the contenders need (the bench's years are inside the tables).
const HOLIDAY_DATA: Readonly<Record<string, HolidayData>> = { US, GB };

/** The first and last years any input touches (starts 1990-2000, spans up to 100 years, adds up to ±10). */
export const FIRST_HOLIDAY_YEAR = 1975;
export const LAST_HOLIDAY_YEAR = 2105;

const startMin = isoToEpochDays('1990-01-01');
const startMax = isoToEpochDays('2000-12-31');

/** The spans of case 1, in calendar days (100 years stays within the 36,525-day limit). */
export const COUNT_SPANS = [
  { label: '1 month', days: 30 },
  { label: '1 year', days: 365 },
  { label: '10 years', days: 3_652 },
  { label: '100 years', days: 36_523 },
] as const;

/** The business-day offsets of case 2 (each input set mixes both signs). */
export const ADD_AMOUNTS = [5, 250, 2_500] as const;

/** One business-day count input in every representation the contenders take. */
export interface CountInput {
  readonly start: string;
  readonly end: string;
  readonly startDays: number;
  readonly endDays: number;
  readonly startDate: Date;
  readonly endDate: Date;
}

/** One add-business-days input. */
export interface AddInput {
  readonly start: string;
  readonly startDays: number;
  readonly startDate: Date;
  readonly days: number;
}

/**
 * Generates `INPUT_COUNT` random ranges of exactly `spanDays` days (random direction is not used:
 * every contender counts forwards), starting between 1990 and 2000.
 *
 * @param spanDays - Calendar days from start to end.
 * @param seed - PRNG seed.
 * @returns The inputs.
 */
export function countInputs(spanDays: number, seed: number): CountInput[] {
  const random = createRandom(seed);
  return Array.from({ length: INPUT_COUNT }, () => {
    const startDays = randomInt(random, startMin, startMax);
    const endDays = startDays + spanDays;
    const start = epochDaysToIso(startDays);
    const end = epochDaysToIso(endDays);
    // Local midnight, as date-fns and moment expect for calendar dates.
    return { start, end, startDays, endDays, startDate: localDate(start), endDate: localDate(end) };
  });
}

/**
 * Generates `INPUT_COUNT` random starts with an offset of ±`amount` business days (random sign).
 *
 * @param amount - The absolute offset.
 * @param seed - PRNG seed.
 * @returns The inputs.
 */
export function addInputs(amount: number, seed: number): AddInput[] {
  const random = createRandom(seed);
  return Array.from({ length: INPUT_COUNT }, () => {
    const startDays = randomInt(random, startMin, startMax);
    const start = epochDaysToIso(startDays);
    return { start, startDays, startDate: localDate(start), days: random() < 0.5 ? -amount : amount };
  });
}

/** Random dates (1990-2000) for case 3. */
export function dateInputs(seed: number): string[] {
  const random = createRandom(seed);
  return Array.from({ length: INPUT_COUNT }, () => epochDaysToIso(randomInt(random, startMin, startMax)));
}

/** A `Date` at local midnight of a `YYYY-MM-DD` string. */
export function localDate(iso: string): Date {
  return new Date(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10)));
}

/** US public holidays (daycalc's holiday tables, substitute days included) as sorted `YYYY-MM-DD`. */
export function usPublicHolidays(): string[] {
  return publicHolidays('US');
}

/**
 * A region's public holidays over the bench's years, as daycalc's compiled tables hold them (the
 * contenders and the naive loops get the same days as daycalc, so the races are fair and the checks
 * test the arithmetic, not the data), as sorted `YYYY-MM-DD`.
 *
 * @param country - The country code.
 * @param subdivision - The subdivision code, if any.
 * @returns The dates.
 */
export function publicHolidays(country: string, subdivision?: string): string[] {
  const data = HOLIDAY_DATA[country];
  if (data === undefined) throw new Error(`the bench has no holiday data of ${country}: import it in bench/_inputs.ts`);
  const yearOf = yearsOfRegion(regionHolidays(data, subdivision, undefined));
  const dates: string[] = [];
  for (let year = FIRST_HOLIDAY_YEAR; year <= LAST_HOLIDAY_YEAR; year++) {
    const holidays = yearOf(year);
    if (!holidays.ok) throw new Error(holidays.error.message);
    for (const day of holidays.value.days) dates.push(epochDaysToIso(day));
  }
  return dates.sort();
}
