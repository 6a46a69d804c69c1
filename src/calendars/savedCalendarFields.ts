// The field table of a saved Business Calendar: the one description of what a calendar holds, read by
// the API's body check (`gateway/calendarBody.ts`), the config file, a store's answer and a library
// lookup (`savedCalendar.ts`), all through `savedCalendarFault`.
import * as v from 'valibot';
import { calendarFields } from '../fields/calendarFields.ts';
import { dateField, plainDateSchema, valueField, type FieldSpec, type FieldTable } from '../fields/fieldSpec.ts';
import * as messages from '../messages.ts';
import { SAVED_CALENDAR_MAX_CUSTOM_HOLIDAYS, SAVED_CALENDAR_MAX_EXCLUDED_DATES, SAVED_CALENDAR_MAX_NAME_LENGTH } from './savedCalendarLimits.ts';

/** Control characters (C0, DEL, C1): a name or a label is shown (and edited) on one line in the dashboard. */
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/** A lone (unpaired) UTF-16 surrogate: text that is not well-formed Unicode. */
const LONE_SURROGATE = /\p{Cs}/u;

/**
 * Tells whether a text can be shown on one line: not only spaces, no control characters (such as a
 * line break), well-formed Unicode (no lone surrogate). The rule of a custom holiday's label.
 *
 * @param text - A string.
 * @returns True when it is such a text.
 * @example
 * isOneLineText('Office closed') //=> true
 * isOneLineText('a\nb') //=> false
 */
export function isOneLineText(text: string): boolean {
  return text.trim() !== '' && !CONTROL.test(text) && !LONE_SURROGATE.test(text);
}

/**
 * Tells whether a text is a saved calendar's name: a one-line text of at most 100 characters.
 *
 * @param text - A string.
 * @returns True when it is a valid name.
 * @example
 * isCalendarName('Berlin office') //=> true
 * isCalendarName('x'.repeat(101)) //=> false
 */
export function isCalendarName(text: string): boolean {
  return isOneLineText(text) && [...text].length <= SAVED_CALENDAR_MAX_NAME_LENGTH;
}

/** The members of a custom holiday, both required, in the order they are checked. */
export const customHolidayFields = {
  date: dateField({ required: true }),
  label: valueField(v.pipe(v.string(), v.check(isOneLineText)), messages.expectsHolidayLabel(), { required: true }),
} satisfies FieldTable;

/** The fields of a saved calendar, in the order they are checked: a name, the shared calendar fields, custom holidays and excluded dates. */
export const savedCalendarFields = {
  name: valueField(v.pipe(v.string(), v.check(isCalendarName)), messages.expectsCalendarName(SAVED_CALENDAR_MAX_NAME_LENGTH)),
  country_code: calendarFields.country_code,
  subdivision_code: calendarFields.subdivision_code,
  working_days: calendarFields.working_days,
  include_public_holidays: calendarFields.include_public_holidays,
  market_code: calendarFields.market_code,
  custom_holidays: valueField(
    v.pipe(v.array(v.strictObject({ date: plainDateSchema, label: customHolidayFields.label.schema })), v.maxLength(SAVED_CALENDAR_MAX_CUSTOM_HOLIDAYS)),
    messages.expectsCustomHolidays(SAVED_CALENDAR_MAX_CUSTOM_HOLIDAYS),
  ),
  excluded_dates: valueField(v.pipe(v.array(plainDateSchema), v.maxLength(SAVED_CALENDAR_MAX_EXCLUDED_DATES)), messages.expectsDateList(SAVED_CALENDAR_MAX_EXCLUDED_DATES)),
} satisfies FieldTable;

/** A field of a saved calendar. */
export type SavedCalendarField = keyof typeof savedCalendarFields;

/** The items of a list field: values of one spec (dates), or objects whose members have their own field table. */
export type ListItems =
  | { readonly kind: 'value'; readonly spec: FieldSpec }
  | { readonly kind: 'object'; readonly members: FieldTable; readonly expects: string; readonly noun: string };

/** A list field of a saved calendar: at most `maxItems` items, each as `items` says. */
export interface ListField {
  readonly maxItems: number;
  readonly items: ListItems;
}

/** The list fields of a saved calendar and their items (the table's array fields, item by item). */
export const savedCalendarLists: Readonly<Partial<Record<SavedCalendarField, ListField>>> = {
  custom_holidays: {
    maxItems: SAVED_CALENDAR_MAX_CUSTOM_HOLIDAYS,
    items: { kind: 'object', members: customHolidayFields, expects: messages.expectsCustomHoliday(), noun: 'a custom holiday' },
  },
  excluded_dates: { maxItems: SAVED_CALENDAR_MAX_EXCLUDED_DATES, items: { kind: 'value', spec: dateField() } },
};

/**
 * The keys a store keeps beside a calendar's fields: its id, its name and its timestamps. A stored
 * calendar's check (a store's or a lookup's answer) does not check them; the id is compared with the
 * id asked for.
 */
export const SAVED_CALENDAR_BOOKKEEPING_KEYS = ['id', 'name', 'created_at', 'updated_at'] as const;
