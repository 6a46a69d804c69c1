import * as v from 'valibot';
import { isPlainDate, type PlainDate } from '../date/plainDate.ts';
import type { IsoWeekday } from '../date/dayOfWeek.ts';
import { formatIssuePath } from '../requests/issuePath.ts';
import { fail, ok, type Result } from '../result.ts';

/** Most custom holidays a saved calendar may hold. */
export const SAVED_CALENDAR_MAX_CUSTOM_HOLIDAYS = 10_000;

/** Most excluded dates a saved calendar may hold. */
export const SAVED_CALENDAR_MAX_EXCLUDED_DATES = 10_000;

const plainDateSchema = v.custom<PlainDate>(isPlainDate, 'must be a YYYY-MM-DD date');

/**
 * A saved Business Calendar as a lookup returns it (ruling 16). Extra keys a store keeps (name,
 * owner, timestamps) are allowed and ignored.
 */
export const savedCalendarSchema = v.object({
  id: v.pipe(v.string(), v.uuid()),
  country_code: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z]{2}$/))),
  subdivision_code: v.optional(v.string()),
  working_days: v.optional(
    v.pipe(
      v.array(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(7))),
      v.minLength(1),
      v.check((days) => new Set(days).size === days.length, 'items must be unique'),
    ),
  ),
  include_public_holidays: v.optional(v.boolean()),
  custom_holidays: v.optional(
    v.pipe(
      v.array(v.object({ date: plainDateSchema, label: v.pipe(v.string(), v.minLength(1)) })),
      v.maxLength(SAVED_CALENDAR_MAX_CUSTOM_HOLIDAYS),
    ),
  ),
  excluded_dates: v.optional(v.pipe(v.array(plainDateSchema), v.maxLength(SAVED_CALENDAR_MAX_EXCLUDED_DATES))),
});

/** A saved Business Calendar: its id, the inline calendar fields, custom holidays and excluded dates. */
export interface SavedCalendar {
  readonly id: string;
  readonly country_code?: string;
  readonly subdivision_code?: string;
  readonly working_days?: readonly number[];
  readonly include_public_holidays?: boolean;
  readonly custom_holidays?: ReadonlyArray<{ readonly date: string; readonly label: string }>;
  readonly excluded_dates?: readonly string[];
}

/** A saved calendar after checking: dates are `PlainDate`s and working days ISO weekdays. */
export interface CheckedSavedCalendar {
  readonly id: string;
  readonly country_code?: string;
  readonly subdivision_code?: string;
  readonly working_days?: readonly IsoWeekday[];
  readonly include_public_holidays?: boolean;
  readonly custom_holidays?: ReadonlyArray<{ readonly date: PlainDate; readonly label: string }>;
  readonly excluded_dates?: readonly PlainDate[];
}

/**
 * Checks what a saved-calendar lookup returned for an id. A bad saved calendar is the store's
 * fault, never a crash: it gives a `VALIDATION_ERROR` on `business_calendar_id` that says which part
 * of the saved calendar is invalid. The calendar's `id` must be the id asked for (case-insensitive).
 *
 * @param value - The lookup's answer (not `undefined`/`null`).
 * @param requestedId - The `business_calendar_id` of the request.
 * @returns The checked calendar, or a `VALIDATION_ERROR` naming `business_calendar_id`.
 * @example
 * parseSavedCalendar({ id: '123e4567-e89b-12d3-a456-426614174000', excluded_dates: ['2024-12-24'] },
 *   '123e4567-e89b-12d3-a456-426614174000').ok //=> true
 */
export function parseSavedCalendar(value: unknown, requestedId: string): Result<CheckedSavedCalendar> {
  const parsed = v.safeParse(savedCalendarSchema, value);
  if (!parsed.success) {
    const issue = parsed.issues[0];
    return fail(
      'VALIDATION_ERROR',
      'business_calendar_id',
      `business_calendar_id refers to a saved calendar that is invalid: ${formatIssuePath(issue) || 'the calendar'} ${issue.message}`,
    );
  }
  if (parsed.output.id.toLowerCase() !== String(requestedId).toLowerCase()) {
    return fail('VALIDATION_ERROR', 'business_calendar_id', 'business_calendar_id refers to a saved calendar whose id does not match');
  }
  return ok(parsed.output as CheckedSavedCalendar);
}
