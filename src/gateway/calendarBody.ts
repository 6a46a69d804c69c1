import { requestFailure, type RequestFailure } from '../catalog/validateRequest.ts';
import { checkCalendarFields } from '../calendars/resolveCalendar.ts';
import type { SavedCalendar } from '../calendars/savedCalendar.ts';
import { invalidDateMessage } from '../date/invalidDateMessage.ts';
import { isPlainDate } from '../date/plainDate.ts';
import { calendarFields } from '../fields/calendarFields.ts';
import { checkField } from '../fields/fieldFault.ts';
import { invalidField, missingField, notAnObject, unknownField } from '../messages.ts';
import { MAX_CALENDAR_CUSTOM_HOLIDAYS, MAX_CALENDAR_EXCLUDED_DATES, MAX_CALENDAR_NAME_LENGTH } from '../protocol/wire.ts';

/** The fields of a saved-calendar body (`POST`/`PUT /api/v1/calendars...`), in the order they are checked. */
export const CALENDAR_BODY_FIELDS = ['name', 'country_code', 'subdivision_code', 'working_days', 'include_public_holidays', 'custom_holidays', 'excluded_dates'] as const;

/** A checked calendar body: a saved calendar's fields without its id, and a name; country upper case, subdivision as the provider names it. */
export type CalendarBody = Omit<SavedCalendar, 'id'> & { readonly name?: string };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** What `custom_holidays` must be. */
const HOLIDAYS_EXPECT = `an array of at most ${MAX_CALENDAR_CUSTOM_HOLIDAYS} { date, label } objects (label a non-empty string)`;

/** What `excluded_dates` must be. */
const EXCLUDED_EXPECT = `an array of at most ${MAX_CALENDAR_EXCLUDED_DATES} dates YYYY-MM-DD`;

/** The members of a custom holiday object. */
const HOLIDAY_FIELDS = ['date', 'label'] as const;

/** Control characters (C0, DEL, C1): a name or a label is shown (and edited) on one line in the dashboard. */
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/** A lone (unpaired) UTF-16 surrogate: text that is not well-formed Unicode. */
const LONE_SURROGATE = /\p{Cs}/u;

/** The custom holiday objects of a body, with their positions (entries that are not objects are left to `valueFault`). */
function holidayObjects(body: Record<string, unknown>): Array<[number, Record<string, unknown>]> {
  const holidays = body['custom_holidays'];
  if (!Array.isArray(holidays)) return [];
  return holidays.flatMap((holiday: unknown, index): Array<[number, Record<string, unknown>]> => (isRecord(holiday) ? [[index, holiday]] : []));
}

/**
 * The structural faults inside custom holiday objects, before any value is looked at (the error
 * precedence's rows): a member other than `date`/`label` is `UNKNOWN_FIELD` naming `custom_holidays[i].<key>`,
 * then an absent `date` is `INVALID_REQUEST` (it is required), each row over every holiday by position.
 */
function holidayShapeFault(body: Record<string, unknown>): RequestFailure | undefined {
  const holidays = holidayObjects(body);
  for (const [index, holiday] of holidays) {
    const extra = Object.keys(holiday).find((key) => !(HOLIDAY_FIELDS as readonly string[]).includes(key));
    if (extra !== undefined) {
      const at = `custom_holidays[${index}].${extra}`;
      return requestFailure('UNKNOWN_FIELD', at, unknownField(at, HOLIDAY_FIELDS).replace('this operation', 'a custom holiday'));
    }
  }
  for (const [index, holiday] of holidays) {
    // Both members are required (the error precedence's "a required field is absent" row), `date` first.
    for (const member of HOLIDAY_FIELDS) {
      if (!(member in holiday)) return requestFailure('INVALID_REQUEST', `custom_holidays[${index}].${member}`, missingField(`custom_holidays[${index}].${member}`));
    }
  }
  return undefined;
}

/** The first date fault (`INVALID_DATE`): a custom holiday's `date`, then an excluded date, by position. */
function dateFault(body: Record<string, unknown>): RequestFailure | undefined {
  const holidays = body['custom_holidays'];
  if (Array.isArray(holidays)) {
    for (let index = 0; index < holidays.length; index++) {
      const holiday: unknown = holidays[index];
      if (isRecord(holiday) && 'date' in holiday && !isPlainDate(holiday['date'])) {
        return requestFailure('INVALID_DATE', `custom_holidays[${index}].date`, invalidDateMessage(`custom_holidays[${index}].date`, holiday['date']));
      }
    }
  }
  const excluded = body['excluded_dates'];
  if (Array.isArray(excluded)) {
    for (let index = 0; index < excluded.length; index++) {
      if (!isPlainDate(excluded[index])) return requestFailure('INVALID_DATE', `excluded_dates[${index}]`, invalidDateMessage(`excluded_dates[${index}]`, excluded[index]));
    }
  }
  return undefined;
}

/** The first other value fault (`VALIDATION_ERROR`), field by field. */
function valueFault(body: Record<string, unknown>): RequestFailure | undefined {
  const invalid = (name: string, expected: string, value: unknown): RequestFailure => requestFailure('VALIDATION_ERROR', name, invalidField(name, expected, value));
  const name = body['name'];
  if (name !== undefined && !(typeof name === 'string' && name.trim() !== '' && [...name].length <= MAX_CALENDAR_NAME_LENGTH && !CONTROL.test(name) && !LONE_SURROGATE.test(name))) {
    return invalid('name', `a string of 1 to ${MAX_CALENDAR_NAME_LENGTH} characters (not only spaces, no control characters such as a line break, well-formed Unicode)`, name);
  }
  for (const field of ['country_code', 'subdivision_code', 'working_days', 'include_public_holidays'] as const) {
    const fault = checkField(field, calendarFields[field], body[field]);
    if (fault !== undefined) return requestFailure(fault.error.code, fault.error.field, fault.error.message);
  }
  const holidays = body['custom_holidays'];
  if (holidays !== undefined) {
    if (!Array.isArray(holidays) || holidays.length > MAX_CALENDAR_CUSTOM_HOLIDAYS) return invalid('custom_holidays', HOLIDAYS_EXPECT, holidays);
    for (let index = 0; index < holidays.length; index++) {
      const holiday: unknown = holidays[index];
      const at = `custom_holidays[${index}]`;
      if (!isRecord(holiday)) return invalid(at, 'an object { date, label }', holiday);
      const label = holiday['label'];
      if (!(typeof label === 'string' && label.trim() !== '' && !CONTROL.test(label) && !LONE_SURROGATE.test(label))) {
        return invalid(`${at}.label`, 'a non-empty string of well-formed Unicode, with no control characters such as a line break', label);
      }
    }
  }
  const excluded = body['excluded_dates'];
  if (excluded !== undefined && (!Array.isArray(excluded) || excluded.length > MAX_CALENDAR_EXCLUDED_DATES)) return invalid('excluded_dates', EXCLUDED_EXPECT, excluded);
  return undefined;
}

/**
 * Checks a saved-calendar body with the operations' field table, in the error precedence's order: not an
 * object `INVALID_REQUEST`, a field it does not define `UNKNOWN_FIELD` (then a custom holiday member
 * other than `date`/`label`, named `custom_holidays[i].<key>`), a custom holiday without `date`
 * `INVALID_REQUEST`, a bad date `INVALID_DATE` (`custom_holidays[i].date`, `excluded_dates[i]`), any
 * other bad value `VALIDATION_ERROR` (name 1-100 characters, not only spaces, no control characters,
 * no lone surrogates; a label non-empty without lone surrogates; at most 1,000 custom holidays and
 * 1,000 excluded dates), then the provider:
 * `INVALID_COUNTRY`, `INVALID_SUBDIVISION` (through `checkCalendarFields`). No field is required.
 *
 * @param body - The parsed JSON body.
 * @returns The checked body, or the failure (with its status).
 * @example
 * checkCalendarBody({ country_code: 'de', subdivision_code: 'de-by' }) //=> { ok: true, value: { country_code: 'DE', subdivision_code: 'BY' } }
 * checkCalendarBody({ colour: 'red' }).ok //=> false (UNKNOWN_FIELD naming colour)
 */
export function checkCalendarBody(body: unknown): { readonly ok: true; readonly value: CalendarBody } | RequestFailure {
  if (!isRecord(body)) return requestFailure('INVALID_REQUEST', undefined, notAnObject());
  for (const key of Object.keys(body)) {
    if (!(CALENDAR_BODY_FIELDS as readonly string[]).includes(key)) return requestFailure('UNKNOWN_FIELD', key, unknownField(key, CALENDAR_BODY_FIELDS).replace('this operation', 'a calendar'));
  }
  const fault = holidayShapeFault(body) ?? dateFault(body) ?? valueFault(body);
  if (fault !== undefined) return fault;
  const resolved = checkCalendarFields({
    ...(body['country_code'] === undefined ? {} : { country_code: body['country_code'] as string }),
    ...(body['subdivision_code'] === undefined ? {} : { subdivision_code: body['subdivision_code'] as string }),
  });
  if (!resolved.ok) return requestFailure(resolved.error.code, resolved.error.field, resolved.error.message);
  const value: CalendarBody = {
    ...(body['name'] === undefined ? {} : { name: body['name'] as string }),
    ...(body['country_code'] === undefined ? {} : { country_code: resolved.value.country_code }),
    ...(resolved.value.subdivision_code === undefined ? {} : { subdivision_code: resolved.value.subdivision_code }),
    ...(body['working_days'] === undefined ? {} : { working_days: [...(body['working_days'] as number[])] }),
    ...(body['include_public_holidays'] === undefined ? {} : { include_public_holidays: body['include_public_holidays'] as boolean }),
    ...(body['custom_holidays'] === undefined
      ? {}
      : { custom_holidays: (body['custom_holidays'] as Array<{ date: string; label: string }>).map(({ date, label }) => ({ date, label })) }),
    ...(body['excluded_dates'] === undefined ? {} : { excluded_dates: [...(body['excluded_dates'] as string[])] }),
  };
  return { ok: true, value };
}
