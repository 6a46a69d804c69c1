import { ageArgumentsFault } from './arguments.generated.ts';
import { BIRTH_AND_AS_OF_FIELDS, checkedArguments, failedCheck, type Arguments } from '../_arguments.ts';
import { addYearsMonthsToEpochDays, differenceInYearsMonthsDays } from '../../date/gregorianMath.ts';
import { epochDaysToIsoWeekday, isoWeekdayToName, type WeekdayName } from '../../date/dayOfWeek.ts';
import { checkedPlainDateToIsoDate, epochDaysOfPlainDate, epochDaysToPlainDate, type PlainDate } from '../../date/plainDate.ts';
import { fail, ok, type Result } from '../../result.ts';
import * as messages from '../../messages.ts';


/** Input of `age`. The core never reads the clock: the caller passes the as-of date ("today"). */
export interface AgeInput {
  readonly birth_date: PlainDate;
  readonly as_of_date: PlainDate;
}

/** Output of `age`: the spec's `data` object. */
export interface AgeOutput {
  birth_date: PlainDate;
  as_of_date: PlainDate;
  years: number;
  months: number;
  days: number;
  total_months: number;
  total_weeks: number;
  total_days: number;
  born_on: WeekdayName;
  next_birthday: PlainDate;
  days_until_next_birthday: number;
}

/**
 * The kernel of `age`, unchecked: `input` passed the field table's checks (by the typed function or
 * the request layer) and `birth`/`asOf` are its dates as epoch days. It checks only what the calculation finds.
 *
 * @param input - The checked input (absent fields take their defaults here).
 * @param birth - `input.birth_date` as epoch days.
 * @param asOf - `input.as_of_date` as epoch days.
 * @returns The answer, or the failure the calculation finds.
 * @example
 * ageKernel(input, birth, asOf).ok //=> true
 */
export function ageKernel(input: AgeInput, birth: number, asOf: number): Result<AgeOutput> {
  if (birth > asOf) return fail('VALIDATION_ERROR', 'birth_date', messages.birthAfterAsOf());
  const birthFields = checkedPlainDateToIsoDate(input.birth_date);
  const asOfFields = checkedPlainDateToIsoDate(input.as_of_date);
  const span = differenceInYearsMonthsDays(birthFields, asOfFields);
  let nextBirthday = addYearsMonthsToEpochDays(birthFields, asOfFields.year - birthFields.year, 0);
  if (nextBirthday < asOf) nextBirthday = addYearsMonthsToEpochDays(birthFields, asOfFields.year + 1 - birthFields.year, 0);
  const nextBirthdayDate = epochDaysToPlainDate(nextBirthday);
  if (nextBirthdayDate === undefined) {
    return fail('VALIDATION_ERROR', 'as_of_date', messages.nextBirthdayOutOfRange());
  }
  const totalDays = asOf - birth;
  return ok({
    birth_date: input.birth_date,
    as_of_date: input.as_of_date,
    years: span.years,
    months: span.months,
    days: span.days,
    total_months: span.years * 12 + span.months,
    total_weeks: Math.floor(totalDays / 7),
    total_days: totalDays,
    born_on: isoWeekdayToName(epochDaysToIsoWeekday(birth)),
    next_birthday: nextBirthdayDate,
    days_until_next_birthday: nextBirthday - asOf,
  });
}

/**
 * Computes an exact age in years, months and days, plus totals and the next birthday.
 *
 * Years/months/days follow Temporal's `until` (docs/decisions.md#date-arithmetic); a 29 February birthday falls on
 * 28 February in common years; on the birthday itself the next birthday is that day (0 days).
 *
 * Checks its argument at run time (in the order of the error precedence, docs/decisions.md#error-precedence): not an object, or a missing `birth_date` or
 * `as_of_date` (the typed function has no clock, so "today" is required), is `INVALID_REQUEST`; a
 * date that is not a real `YYYY-MM-DD` date is `INVALID_DATE`, naming its field.
 *
 * @param input - The birth date and the as-of date.
 * @returns The age, or a `VALIDATION_ERROR` when the birth is after the as-of date or the next
 *   birthday would fall after 9999-12-31, or a failure for input that is not valid.
 * @example
 * const birth = parsePlainDate('2000-02-29');
 * const asOf = parsePlainDate('2024-02-29');
 * if (birth.ok && asOf.ok) age({ birth_date: birth.value, as_of_date: asOf.value }) //=> { ok: true, value: { years: 24, ... } }
 */
export function age(args: Arguments<AgeInput>): Result<AgeOutput> {
  const input = checkedArguments<AgeInput>(args, ageArgumentsFault, BIRTH_AND_AS_OF_FIELDS);
  if (failedCheck(input, args)) return input;
  return ageKernel(input, epochDaysOfPlainDate(input.birth_date), epochDaysOfPlainDate(input.as_of_date));
}
