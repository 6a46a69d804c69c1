// What a saved Business Calendar's fields mean, for people: the words of the field table
// (`calendars/savedCalendarFields.ts`) the calendar endpoints (`calendarEndpoints.ts`) check bodies
// with. The shared calendar fields keep the operations' words.
import type { customHolidayFields, savedCalendarFields } from '../calendars/savedCalendarFields.ts';
import { calendarFieldDescriptions } from '../catalog/calendarFieldDescriptions.ts';
import type { FieldDescriptions } from '../catalog/operationDefinition.ts';

/** What each field of a saved calendar means. */
export const savedCalendarFieldDescriptions = {
  name: 'A name for people, e.g. "Berlin office".',
  country_code: calendarFieldDescriptions.country_code,
  subdivision_code: calendarFieldDescriptions.subdivision_code,
  working_days: calendarFieldDescriptions.working_days,
  include_public_holidays: calendarFieldDescriptions.include_public_holidays,
  market_code: calendarFieldDescriptions.market_code,
  custom_holidays: 'Days off of this calendar, each with a label.',
  excluded_dates: 'Other days off of this calendar, without a label.',
} satisfies FieldDescriptions<typeof savedCalendarFields>;

/** What each member of a custom holiday (an item of `custom_holidays`) means. */
export const customHolidayFieldDescriptions = {
  date: 'The day off, YYYY-MM-DD.',
  label: "The day's name, shown in answers (reason custom_holiday).",
} satisfies FieldDescriptions<typeof customHolidayFields>;

/** What an item of `excluded_dates` means. */
export const EXCLUDED_DATE_DESCRIPTION = 'A day off, YYYY-MM-DD.';
