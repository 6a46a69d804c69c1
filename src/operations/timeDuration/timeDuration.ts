import { timeDurationArgumentsFault } from './arguments.generated.ts';
import { START_AND_END_FIELDS, checkedArguments, failedCheck, type Arguments } from '../_arguments.ts';
import { epochDaysOfPlainDate, type PlainDate } from '../../date/plainDate.ts';
import { fail, ok, type Result } from '../../result.ts';
import { timeDurationFields } from './fields.ts';
import * as messages from '../../messages.ts';


/** Input of `timeDuration`. Times are strict 24-hour `HH:MM` (00:00-23:59); clock times are naive. */
export interface TimeDurationInput {
  readonly start_time: string;
  readonly end_time: string;
  /** With dates, both must be given. */
  readonly start_date?: PlainDate;
  readonly end_date?: PlainDate;
  /** The end falls one day later (added to `end_date` when dates are given). Default false. */
  readonly next_day?: boolean;
  /** Unpaid break subtracted from the total. Default 0. */
  readonly break_minutes?: number;
}

/** Output of `timeDuration`: the spec's `data` object. */
export interface TimeDurationOutput {
  start_time: string;
  end_time: string;
  break_minutes: number;
  total_minutes: number;
  hours: number;
  minutes: number;
  decimal_hours: number;
}

/**
 * Tells whether a value is a strict 24-hour `HH:MM` time from 00:00 to 23:59.
 *
 * @param value - Any value.
 * @returns True for a valid clock time.
 * @example
 * isClockTime('24:00') //=> false
 */
export function isClockTime(value: unknown): value is string {
  return timeDurationFields.start_time.test(value);
}

function clockTimeToMinutes(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

/**
 * The kernel of `timeDuration`, unchecked: `input` passed the field table's checks (by the typed function or
 * the request layer). It checks only what the calculation finds.
 *
 * @param input - The checked input (absent fields take their defaults here).
 * @returns The answer, or the failure the calculation finds.
 * @example
 * timeDurationKernel(input).ok //=> true
 */
export function timeDurationKernel(input: TimeDurationInput): Result<TimeDurationOutput> {
  const breakMinutes = input.break_minutes ?? 0;
  const nextDay = input.next_day ?? false;
  let dayOffset = nextDay ? 1 : 0;
  // The shape's rule let both dates through or neither.
  if (input.start_date !== undefined && input.end_date !== undefined) dayOffset += epochDaysOfPlainDate(input.end_date) - epochDaysOfPlainDate(input.start_date);
  const grossMinutes = dayOffset * 1440 + clockTimeToMinutes(input.end_time) - clockTimeToMinutes(input.start_time);
  if (grossMinutes < 0) return fail('VALIDATION_ERROR', 'end_time', messages.endBeforeStart());
  if (breakMinutes > grossMinutes) return fail('VALIDATION_ERROR', 'break_minutes', messages.breakTooLong());
  const totalMinutes = grossMinutes - breakMinutes;
  return ok({
    start_time: input.start_time,
    end_time: input.end_time,
    break_minutes: breakMinutes,
    total_minutes: totalMinutes,
    hours: Math.floor(totalMinutes / 60),
    minutes: totalMinutes % 60,
    // total/60 rounded to 2 decimals, computed in integers (total*100/60 never ends in exactly .5).
    decimal_hours: Math.round((totalMinutes * 5) / 3) / 100,
  });
}

/**
 * Computes the net duration between two clock times, optionally on given dates, less a break.
 *
 * Without dates the end is on the start's day, or the next day with `next_day`. With dates,
 * `next_day` adds one day to `end_date`. `decimal_hours` is total minutes / 60 rounded to 2 decimals.
 *
 * Checks its argument at run time (in the order of the error precedence, docs/decisions.md#error-precedence): not an object, or a missing time, is
 * `INVALID_REQUEST`; a date given that is not a real `YYYY-MM-DD` date is `INVALID_DATE`; then, in
 * field order, a malformed time, a non-boolean `next_day` or a `break_minutes` that is not a
 * non-negative integer is a `VALIDATION_ERROR`. Each failure names its field.
 *
 * @param input - The times, optional dates, the overnight flag and the break.
 * @returns The duration, or a `VALIDATION_ERROR` for a malformed time, a lone date, a negative
 *   duration or a break longer than the duration, or a failure for input that is not valid.
 * @example
 * const shift = timeDuration({ start_time: '09:00', end_time: '17:30', break_minutes: 30 });
 * if (shift.ok) shift.value //=> { total_minutes: 480, hours: 8, minutes: 0, decimal_hours: 8, ... }
 */
export function timeDuration(args: Arguments<TimeDurationInput>): Result<TimeDurationOutput> {
  const input = checkedArguments<TimeDurationInput>(args, timeDurationArgumentsFault, START_AND_END_FIELDS);
  if (failedCheck(input, args)) return input;
  return timeDurationKernel(input);
}
