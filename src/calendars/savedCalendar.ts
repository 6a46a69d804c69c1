import * as v from 'valibot';
import type { PlainDate } from '../date/plainDate.ts';
import type { IsoWeekday } from '../date/dayOfWeek.ts';
import { calendarFields } from '../fields/calendarFields.ts';
import { plainDateSchema } from '../fields/fieldSpec.ts';
import { formatIssuePath } from '../fields/issuePath.ts';
import * as messages from '../messages.ts';
import { fail, ok, type Result } from '../result.ts';

/** Most custom holidays a saved calendar may hold. */
export const SAVED_CALENDAR_MAX_CUSTOM_HOLIDAYS = 10_000;

/** Most excluded dates a saved calendar may hold. */
export const SAVED_CALENDAR_MAX_EXCLUDED_DATES = 10_000;

/**
 * A saved Business Calendar as a lookup returns it (docs/decisions.md#what-a-saved-calendar-holds): the request's calendar fields with
 * the field table's schemas, plus custom holidays and excluded dates. Extra keys a store keeps
 * (name, owner, timestamps) are allowed and ignored.
 */
export const savedCalendarSchema = v.object({
  id: calendarFields.business_calendar_id.schema,
  country_code: v.optional(calendarFields.country_code.schema),
  subdivision_code: v.optional(calendarFields.subdivision_code.schema),
  working_days: v.optional(calendarFields.working_days.schema),
  include_public_holidays: v.optional(calendarFields.include_public_holidays.schema),
  custom_holidays: v.optional(
    v.pipe(
      v.array(v.object({ date: plainDateSchema, label: v.pipe(v.string(), v.minLength(1)) })),
      v.maxLength(SAVED_CALENDAR_MAX_CUSTOM_HOLIDAYS),
    ),
  ),
  excluded_dates: v.optional(v.pipe(v.array(plainDateSchema), v.maxLength(SAVED_CALENDAR_MAX_EXCLUDED_DATES))),
});

/** What the part of a saved calendar at an issue's path must be (the field table's words for its fields). */
function expectedAt(path: readonly unknown[]): string {
  const [top, , inner] = path;
  if (typeof top !== 'string') return 'an object with an id';
  const field = (calendarFields as Readonly<Record<string, { readonly expects: string }>>)[top === 'id' ? 'business_calendar_id' : top];
  if (field !== undefined) return field.expects;
  if (top === 'excluded_dates') return path.length > 1 ? messages.expectsDate() : `an array of at most ${SAVED_CALENDAR_MAX_EXCLUDED_DATES} dates`;
  if (top === 'custom_holidays') {
    if (inner === 'date') return messages.expectsDate();
    if (inner === 'label') return 'a non-empty string';
    return path.length > 1 ? 'an object { date, label }' : `an array of at most ${SAVED_CALENDAR_MAX_CUSTOM_HOLIDAYS} { date, label } objects`;
  }
  return 'valid';
}

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
    const path = (issue.path ?? []).map((item) => (item as { key?: unknown }).key);
    return fail('VALIDATION_ERROR', 'business_calendar_id', messages.savedCalendarInvalid(formatIssuePath(issue) || 'the calendar', expectedAt(path)));
  }
  if (parsed.output.id.toLowerCase() !== String(requestedId).toLowerCase()) {
    return fail('VALIDATION_ERROR', 'business_calendar_id', messages.savedCalendarIdMismatch());
  }
  return ok(parsed.output as CheckedSavedCalendar);
}
