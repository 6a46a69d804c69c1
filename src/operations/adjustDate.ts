import { classifyDay, nthWorkingDay } from '../calendars/engine.ts';
import type { DayReason, ResolvedCalendar } from '../calendars/resolvedCalendar.ts';
import { failureOf } from '../calendars/summary.ts';
import { epochDaysToIsoDate } from '../date/epochDays.ts';
import { epochDaysOfPlainDate, epochDaysToPlainDate, invalidDateFailure, type PlainDate } from '../date/plainDate.ts';
import { fail, ok, type Result } from '../result.ts';
import * as messages from '../messages.ts';
import { calendarFault, missingField, notAnObject } from './_inputChecks.ts';

/** The roll conventions of `adjustDate`, with QuantLib's meanings. */
export const ADJUST_DATE_CONVENTIONS = ['following', 'preceding', 'modified_following', 'modified_preceding', 'nearest'] as const;

/** A roll convention. */
export type AdjustDateConvention = (typeof ADJUST_DATE_CONVENTIONS)[number];

/** Input of `adjustDate`. */
export interface AdjustDateInput {
  readonly date: PlainDate;
  readonly convention: AdjustDateConvention;
}

/** Output of `adjustDate`. */
export interface AdjustDateOutput {
  date: PlainDate;
  convention: AdjustDateConvention;
  /** The business day the date rolls to (the date itself when it is one). */
  adjusted_date: PlainDate;
  /** Calendar days from `date` to `adjusted_date`: positive forwards, negative backwards, 0 when unchanged. */
  days_moved: number;
  /** Whether `date` itself is a business day. */
  is_business_day: boolean;
  /** Why `date` is (not) a business day (ruling 7's first match). */
  reason: DayReason;
  /** The holiday's name, when `reason` is `public_holiday` or `custom_holiday`. */
  label?: string;
}

/** The month of an epoch day as `year * 12 + month`, to compare months. */
function monthOf(epochDays: number): number {
  const { year, month } = epochDaysToIsoDate(epochDays);
  return year * 12 + month;
}

/**
 * Adjusts a date that falls on a non-business day by a roll convention, as payment, settlement and
 * invoicing systems do (QuantLib's `BusinessDayConvention`, numpy's `busday_offset(roll=...)`):
 * `following` takes the first business day on or after the date, `preceding` the last on or before;
 * `modified_following` takes the following one unless it is in the next month, then the preceding one;
 * `modified_preceding` the preceding one unless it is in the previous month, then the following one;
 * `nearest` the closer of the two, the following one on a tie. A business day is left as it is. No
 * day is walked: the neighbours come from the engine's window of off-days.
 *
 * Checks its arguments at run time (ruling 2's order): not an object, or a missing `date` or
 * `convention`, is `INVALID_REQUEST`; a `date` that is not a real `YYYY-MM-DD` date is `INVALID_DATE`;
 * an unknown convention, or a calendar that `resolveCalendar` did not build, is a `VALIDATION_ERROR`.
 * No business day in the needed direction inside 0001-01-01..9999-12-31 is a `VALIDATION_ERROR` on `date`.
 *
 * @param input - The date and the convention.
 * @param calendar - A calendar from `resolveCalendar`.
 * @returns The adjusted date, how far it moved and why the date was not a business day, or a failure.
 * @example
 * await loadHolidays({ countries: ['US'] });
 * const us = resolveCalendar({ country_code: 'US' });
 * const date = parsePlainDate('2026-07-04');
 * if (us.ok && date.ok) adjustDate({ date: date.value, convention: 'modified_following' }, us.value)
 * //=> { ok: true, value: { date: '2026-07-04', convention: 'modified_following', adjusted_date: '2026-07-06',
 * //     days_moved: 2, is_business_day: false, reason: 'non_working_weekday' } }
 */
export function adjustDate(input: AdjustDateInput, calendar: ResolvedCalendar): Result<AdjustDateOutput> {
  const notObject = notAnObject(input);
  if (notObject !== undefined) return notObject;
  if (input.date === undefined) return missingField('date');
  if (input.convention === undefined) return missingField('convention');
  const day = epochDaysOfPlainDate(input.date);
  if (Number.isNaN(day)) return invalidDateFailure('date');
  const convention = input.convention;
  if (typeof convention !== 'string' || !(ADJUST_DATE_CONVENTIONS as readonly string[]).includes(convention)) {
    return fail('VALIDATION_ERROR', 'convention', messages.invalidField('convention', `one of ${ADJUST_DATE_CONVENTIONS.join(', ')}`));
  }
  const invalid = calendarFault(calendar);
  if (invalid !== undefined) return invalid;
  try {
    const { reason, label } = classifyDay(calendar.plan, day);
    const output = (adjusted: number): AdjustDateOutput => ({
      date: input.date,
      convention,
      adjusted_date: adjusted === day ? input.date : epochDaysToPlainDate(adjusted)!,
      days_moved: adjusted - day,
      is_business_day: reason === 'working_day',
      reason,
      ...(label === undefined ? {} : { label }),
    });
    if (reason === 'working_day') return ok(output(day));
    let next: number | undefined;
    let previous: number | undefined;
    const following = (): number | undefined => (next ??= nthWorkingDay(calendar.plan, day, 1, 1));
    const preceding = (): number | undefined => (previous ??= nthWorkingDay(calendar.plan, day, 1, -1));
    let adjusted: number | undefined;
    switch (convention) {
      case 'following':
        adjusted = following();
        break;
      case 'preceding':
        adjusted = preceding();
        break;
      case 'modified_following': {
        const after = following();
        adjusted = after !== undefined && monthOf(after) === monthOf(day) ? after : (preceding() ?? after);
        break;
      }
      case 'modified_preceding': {
        const before = preceding();
        adjusted = before !== undefined && monthOf(before) === monthOf(day) ? before : (following() ?? before);
        break;
      }
      case 'nearest': {
        const after = following();
        const before = preceding();
        adjusted = after === undefined ? before : before === undefined || after - day <= day - before ? after : before;
        break;
      }
    }
    if (adjusted === undefined) return fail('VALIDATION_ERROR', 'date', messages.noRollTarget('date'));
    return ok(output(adjusted));
  } catch (error) {
    return failureOf(error);
  }
}
