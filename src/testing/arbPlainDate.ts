import fc from 'fast-check';
import { epochDaysOfPlainDate, epochDaysToPlainDate, type PlainDate } from '../date/plainDate.ts';
import { MAX_EPOCH_DAYS, MIN_EPOCH_DAYS } from '../date/limits.ts';
import { daysInMonth } from '../date/months.ts';

/** Years where calendar rules bite: bounds, century years, 400-year leap years, 1582, ISO week-year edges. */
export const SPECIAL_YEARS = [1, 2, 4, 99, 100, 400, 1000, 1582, 1583, 1600, 1900, 1969, 1970, 2000, 2004, 2009, 2015, 2020, 2024, 2100, 2400, 9996, 9998, 9999] as const;

/**
 * A date between two epoch days (both included), biased to leap days, month ends, year bounds, ISO
 * week-year edges (28 December to 4 January) and the range ends themselves.
 *
 * @param min - The first epoch day allowed (default 0001-01-01).
 * @param max - The last epoch day allowed (default 9999-12-31).
 * @returns An arbitrary of `PlainDate`s in [min, max].
 * @example
 * fc.sample(arbPlainDate(), 3) //=> e.g. ['2024-02-29', '0001-01-01', '1969-12-31']
 */
export function arbPlainDate(min: number = MIN_EPOCH_DAYS, max: number = MAX_EPOCH_DAYS): fc.Arbitrary<PlainDate> {
  const clamp = (day: number): PlainDate => epochDaysToPlainDate(Math.min(max, Math.max(min, day)))!;
  const minYear = Number(epochDaysToPlainDate(min)!.slice(0, 4));
  const maxYear = Number(epochDaysToPlainDate(max)!.slice(0, 4));
  const years = SPECIAL_YEARS.filter((year) => year >= minYear && year <= maxYear);
  const anyYear = fc.integer({ min: minYear, max: maxYear });
  const arbYear = years.length > 0 ? fc.oneof(fc.constantFrom(...years), anyYear) : anyYear;
  const fromFields = (year: number, month: number, day: number): PlainDate =>
    clamp(epochDaysOfPlainDate(`${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(Math.min(day, daysInMonth(year, month))).padStart(2, '0')}` as PlainDate));
  const weekYearEdges = [[12, 28], [12, 29], [12, 30], [12, 31], [1, 1], [1, 2], [1, 3], [1, 4]] as const;
  return fc.oneof(
    { arbitrary: fc.integer({ min, max }).map(clamp), weight: 3 },
    { arbitrary: fc.tuple(arbYear, fc.integer({ min: 1, max: 12 }), fc.constantFrom(1, 28, 29, 30, 31)).map(([year, month, day]) => fromFields(year, month, day)), weight: 2 },
    { arbitrary: arbYear.map((year) => fromFields(year, 2, 29)), weight: 1 },
    { arbitrary: fc.tuple(arbYear, fc.constantFrom(...weekYearEdges)).map(([year, [month, day]]) => fromFields(year, month, day)), weight: 2 },
    { arbitrary: fc.integer({ min: 0, max: 10 }).chain((offset) => fc.constantFrom(clamp(min + offset), clamp(max - offset))), weight: 1 },
  );
}
