import type { PlainDate } from '../date/plainDate.ts';
import type { IsoWeekday } from '../date/dayOfWeek.ts';
import { calendarFields } from '../fields/calendarFields.ts';
import * as messages from '../messages.ts';
import { fail, ok, type Result } from '../result.ts';
import { storedCalendarFault } from './savedCalendarFault.ts';

/** A saved Business Calendar: its id, the inline calendar fields, custom holidays and excluded dates. */
export interface SavedCalendar {
  readonly id: string;
  readonly country_code?: string;
  readonly subdivision_code?: string;
  readonly working_days?: readonly number[];
  readonly include_public_holidays?: boolean;
  readonly market_code?: string;
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
  readonly market_code?: string;
  readonly custom_holidays?: ReadonlyArray<{ readonly date: PlainDate; readonly label: string }>;
  readonly excluded_dates?: readonly PlainDate[];
}

/**
 * The fields of a saved calendar that passed `storedCalendarFault`, as new values: the bookkeeping and
 * any other key left out, a custom holiday's members only, the country as the field table outputs it
 * (upper case).
 *
 * @param calendar - A calendar whose fields are valid.
 * @returns Its fields (without id and name), each one present only when given.
 * @example
 * savedCalendarContent({ country_code: 'de', name: 'Berlin', custom_holidays: [] }) //=> { country_code: 'DE', custom_holidays: [] }
 */
export function savedCalendarContent(calendar: Readonly<Record<string, unknown>>): Omit<CheckedSavedCalendar, 'id'> {
  const { country_code, subdivision_code, working_days, include_public_holidays, market_code, custom_holidays, excluded_dates } = calendar as Omit<CheckedSavedCalendar, 'id'>;
  return {
    ...(country_code === undefined ? {} : { country_code: country_code.toUpperCase() }),
    ...(market_code === undefined ? {} : { market_code: market_code.toUpperCase() }),
    ...(subdivision_code === undefined ? {} : { subdivision_code }),
    ...(working_days === undefined ? {} : { working_days: [...working_days] }),
    ...(include_public_holidays === undefined ? {} : { include_public_holidays }),
    ...(custom_holidays === undefined ? {} : { custom_holidays: custom_holidays.map(({ date, label }) => ({ date, label })) }),
    ...(excluded_dates === undefined ? {} : { excluded_dates: [...excluded_dates] }),
  };
}

/**
 * Checks what a saved-calendar lookup returned for an id (a store's calendar, a config file's or a
 * library lookup's) with the saved calendars' field table (`storedCalendarFault`: keys outside the table, the name and the
 * timestamps are ignored). A bad saved calendar is the store's fault, never a crash: it gives a `VALIDATION_ERROR` on `business_calendar_id` that
 * says which part of the saved calendar is invalid. The calendar's `id` must be a UUID, the id asked
 * for (case-insensitive).
 *
 * @param value - The lookup's answer (not `undefined`/`null`).
 * @param requestedId - The `business_calendar_id` of the request.
 * @returns The checked calendar, or a `VALIDATION_ERROR` naming `business_calendar_id`.
 * @example
 * parseSavedCalendar({ id: '123e4567-e89b-12d3-a456-426614174000', excluded_dates: ['2024-12-24'] },
 *   '123e4567-e89b-12d3-a456-426614174000').ok //=> true
 */
export function parseSavedCalendar(value: unknown, requestedId: string): Result<CheckedSavedCalendar> {
  const invalid = (where: string, expected: string): Result<never> => fail('VALIDATION_ERROR', 'business_calendar_id', messages.savedCalendarInvalid(where, expected));
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return invalid('the calendar', 'an object with an id');
  const calendar = value as Readonly<Record<string, unknown>>;
  const id = calendar['id'];
  if (!calendarFields.business_calendar_id.test(id)) return invalid('id', calendarFields.business_calendar_id.expects);
  const fault = storedCalendarFault(calendar);
  if (fault !== undefined) return invalid(fault.at ?? 'the calendar', fault.expects);
  if ((id as string).toLowerCase() !== String(requestedId).toLowerCase()) {
    return fail('VALIDATION_ERROR', 'business_calendar_id', messages.savedCalendarIdMismatch());
  }
  return ok({ id: id as string, ...savedCalendarContent(calendar) });
}
