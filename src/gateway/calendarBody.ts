import { requestFailure, type RequestFailure } from '../catalog/validateRequest.ts';
import { checkCalendarFields } from '../calendars/resolveCalendar.ts';
import { savedCalendarContent, type SavedCalendar } from '../calendars/savedCalendar.ts';
import { calendarBodyFault } from '../calendars/savedCalendarFault.ts';
import { savedCalendarFields, type SavedCalendarField } from '../calendars/savedCalendarFields.ts';
import { ERROR_PRECEDENCE, type RequestStage } from '../fields/errorPrecedence.ts';
import type { ErrorCode } from '../protocol/errorCodes.ts';

/** The fields of a saved-calendar body (`POST`/`PUT /api/v1/calendars...`), in the order they are checked: the saved calendars' field table. */
export const CALENDAR_BODY_FIELDS = Object.keys(savedCalendarFields) as readonly SavedCalendarField[];

/** A checked calendar body: a saved calendar's fields without its id, and a name; country upper case, subdivision as the provider names it. */
export type CalendarBody = Omit<SavedCalendar, 'id'> & { readonly name?: string };

/** The code of a precedence row (each row the body check runs gives one). */
function codeOf(stage: RequestStage): ErrorCode {
  return ERROR_PRECEDENCE.find((row) => row.stage === stage)!.codes[0] as ErrorCode;
}

/**
 * Checks a saved-calendar body with the saved calendars' field table (`calendarBodyFault`), in the
 * error precedence's order: not an object `INVALID_REQUEST`, a field it does not define
 * `UNKNOWN_FIELD` (then a custom holiday member other than `date`/`label`, named
 * `custom_holidays[i].<key>`), a custom holiday without `date` or `label` `INVALID_REQUEST`, a bad
 * date `INVALID_DATE` (`custom_holidays[i].date`, `excluded_dates[i]`), any other bad value
 * `VALIDATION_ERROR` (name 1-100 characters, not only spaces, no control characters, no lone
 * surrogates; a label the same but of any length; at most 1,000 custom holidays and 1,000 excluded
 * dates), then the provider: `INVALID_COUNTRY`, `INVALID_SUBDIVISION`, a market beside a country
 * `VALIDATION_ERROR` (through `checkCalendarFields`; whether a market exists, `readCalendarBody`).
 * No field is required.
 *
 * @param body - The parsed JSON body.
 * @returns The checked body, or the failure (with its status).
 * @example
 * checkCalendarBody({ country_code: 'de', subdivision_code: 'de-by' }) //=> { ok: true, value: { country_code: 'DE', subdivision_code: 'BY' } }
 * checkCalendarBody({ colour: 'red' }).ok //=> false (UNKNOWN_FIELD naming colour)
 */
export function checkCalendarBody(body: unknown): { readonly ok: true; readonly value: CalendarBody } | RequestFailure {
  const fault = calendarBodyFault(body);
  if (fault !== undefined) return requestFailure(codeOf(fault.stage), fault.at, fault.message);
  const fields = body as Readonly<Record<string, unknown>>;
  const resolved = checkCalendarFields({
    ...(fields['country_code'] === undefined ? {} : { country_code: fields['country_code'] as string }),
    ...(fields['subdivision_code'] === undefined ? {} : { subdivision_code: fields['subdivision_code'] as string }),
    ...(fields['market_code'] === undefined ? {} : { market_code: fields['market_code'] as string }),
  });
  if (!resolved.ok) return requestFailure(resolved.error.code, resolved.error.field, resolved.error.message);
  const content = savedCalendarContent(fields);
  const value: CalendarBody = {
    ...(fields['name'] === undefined ? {} : { name: fields['name'] as string }),
    ...content,
    ...(content.country_code === undefined ? {} : { country_code: resolved.value.country_code }),
    ...(resolved.value.subdivision_code === undefined ? {} : { subdivision_code: resolved.value.subdivision_code }),
  };
  return { ok: true, value };
}
