import { withLayers } from '../_responseLayers.ts';
import { isBusinessDayArgumentsFault } from './arguments.generated.ts';
import { DATE_FIELD, checkedArguments, failedCheck, type Checked, type Arguments } from '../_arguments.ts';
import { dayAndNeighbours, NEXT_WORKING_DAY, PREVIOUS_WORKING_DAY } from '../../calendars/engine.ts';
import { isBusinessDayReason, type DayReason, type ResolvedCalendar } from '../../calendars/resolvedCalendar.ts';
import { failureOf } from '../../calendars/summary.ts';
import { epochDaysToIsoWeekday, type IsoWeekday } from '../../date/dayOfWeek.ts';
import { epochDaysOfPlainDate, knownEpochDaysToPlainDate, type PlainDate } from '../../date/plainDate.ts';
import { fail, ok, type Result } from '../../result.ts';
import * as messages from '../../messages.ts';
import { checkedCalendar } from '../_inputChecks.ts';


/** Input of `isBusinessDay`. */
export interface IsBusinessDayInput {
  readonly date: PlainDate;
}

/** Output of `isBusinessDay`: the spec's `data` object. */
export interface IsBusinessDayOutput {
  date: PlainDate;
  is_business_day: boolean;
  /** ISO weekday, 1 (Monday) to 7 (Sunday). */
  weekday: IsoWeekday;
  /** Always present: the first matching reason of the classification order. */
  reason: DayReason;
  /** Present exactly when `reason` is `public_holiday`, `custom_holiday` or `decreed_working_day`. */
  label?: string;
  /** For a day off of another holiday type than public (docs/decisions.md#holiday-types): `bank` or `optional`. */
  holiday_type?: string;
  /** The first working day strictly after `date`. */
  next_business_day: PlainDate;
  /** The last working day strictly before `date`. */
  previous_business_day: PlainDate;
  /** The language of the label, when the calendar asked for one (docs/decisions.md#languages). */
  language?: string;
}

/**
 * The kernel of `isBusinessDay`, unchecked: `input` passed the field table's checks (by the typed function or
 * the request layer) and `day` is its date as epoch days. It checks only what the calculation finds.
 *
 * @param input - The checked input (absent fields take their defaults here).
 * @param calendar - A resolved calendar.
 * @param day - `input.date` as epoch days.
 * @returns The answer, or the failure the calculation finds.
 * @example
 * isBusinessDayKernel(input, calendar, day).ok //=> true
 */
export function isBusinessDayKernel(input: IsBusinessDayInput, calendar: ResolvedCalendar, day: number): Result<IsBusinessDayOutput> {
  try {
    const { reason, label, next, previous } = dayAndNeighbours(calendar.plan, day, PREVIOUS_WORKING_DAY + NEXT_WORKING_DAY, true);
    if (next === undefined) return fail('VALIDATION_ERROR', 'date', messages.noNextBusinessDay('date'));
    if (previous === undefined) return fail('VALIDATION_ERROR', 'date', messages.noPreviousBusinessDay('date'));
    const weekday = epochDaysToIsoWeekday(day);
    const nextDate = knownEpochDaysToPlainDate(next);
    const previousDate = knownEpochDaysToPlainDate(previous);
    // Two fixed shapes (with and without a label) keep this object fast to build.
    const output: IsBusinessDayOutput =
      label === undefined
        ? { date: input.date, is_business_day: reason === 'working_day', weekday, reason, next_business_day: nextDate, previous_business_day: previousDate }
        : { date: input.date, is_business_day: reason === 'decreed_working_day', weekday, reason, label, next_business_day: nextDate, previous_business_day: previousDate };
    return ok(withLayers(output, calendar, day, reason));
  } catch (error) {
    return failureOf(error);
  }
}

/**
 * Classifies a date and finds the working days around it.
 *
 * `reason` is one of `non_working_weekday`, `excluded_date`, `custom_holiday`, `public_holiday`,
 * `decreed_working_day` and `working_day`, checked in that order (docs/decisions.md#business-day-classification); a decreed working day
 * (docs/decisions.md#decreed-working-days: a weekend day a government made a working day, e.g. in China or Russia) is a business
 * day with the decree's label. The neighbours are strictly after and before the date; when
 * none exists inside 0001-01-01..9999-12-31 the answer is a `VALIDATION_ERROR` on `date`.
 *
 * Checks its arguments at run time (in the order of the error precedence, docs/decisions.md#error-precedence): not an object, or no `date`, is
 * `INVALID_REQUEST`; a `date` that is not a real `YYYY-MM-DD` date is `INVALID_DATE`; a calendar
 * that `resolveCalendar` did not build is a `VALIDATION_ERROR` naming `calendar`. Other properties
 * of the input (the calendar fields) are ignored.
 *
 * @param input - The date.
 * @param calendar - A calendar from `resolveCalendar`.
 * @returns The classification and the neighbouring working days, or a failure.
 * @example
 * import { US } from 'daycalc/holidays/us';
 * isBusinessDay({ date: parsePlainDate('2024-07-04') }, calendarOf(US))
 * //=> { ok: true, value: { date: '2024-07-04', is_business_day: false, weekday: 4, reason: 'public_holiday',
 * //     label: 'Independence Day', next_business_day: '2024-07-05', previous_business_day: '2024-07-03' } }
 */
export function isBusinessDay(args: Arguments<IsBusinessDayInput>, calendarArgument: Checked<ResolvedCalendar>): Result<IsBusinessDayOutput> {
  // The date read once: when valid its check is skipped, else the checks say what is wrong.
  const day = epochDaysOfPlainDate((args as Partial<IsBusinessDayInput> | null)?.date);
  const datesRead = day === day;
  const input = checkedArguments<IsBusinessDayInput>(args, isBusinessDayArgumentsFault, DATE_FIELD, datesRead);
  if (failedCheck(input, args)) return input;
  const calendar = checkedCalendar(calendarArgument);
  return failedCheck(calendar, calendarArgument) ? calendar : isBusinessDayKernel(input, calendar, datesRead ? day : epochDaysOfPlainDate(input.date));
}
