import * as v from 'valibot';
import type { IsoWeekday } from '../date/dayOfWeek.ts';
import { expectsCountryCode, expectsHolidayTypes, expectsLanguage, expectsMarketCode, expectsSubdivisionCode, expectsUuid, expectsWorkingDays } from '../messages.ts';
import { keepValue } from './compileFieldCheck.ts';
import { booleanField, valueField, type FieldSpec } from './fieldSpec.ts';

/**
 * Tells whether an array holds no value twice (the rule of `working_days`).
 *
 * @param values - An array.
 * @returns True when all items differ.
 * @example
 * hasUniqueItems([1, 2, 2]) //=> false
 */
export function hasUniqueItems(values: readonly unknown[]): boolean {
  for (let index = 1; index < values.length; index++) {
    for (let before = 0; before < index; before++) if (Object.is(values[before], values[index]) || values[before] === values[index]) return false;
  }
  return true;
}

/** The types of day a calendar may take as days off (docs/decisions.md#holiday-types): `public` always, and those beside it. */
export const HOLIDAY_TYPES = ['public', 'bank', 'optional'] as const;

/** A type of holiday (docs/decisions.md#holiday-types). */
export type HolidayType = (typeof HOLIDAY_TYPES)[number];

/** The shared calendar fields of the three business-day operations, in the spec's order. */
export const calendarFields = {
  business_calendar_id: valueField(v.pipe(v.string(), v.uuid()), expectsUuid()),
  country_code: valueField(v.pipe(v.string(), v.regex(/^[A-Za-z]{2}$/), v.transform((code) => code.toUpperCase())), expectsCountryCode(), {
    default: 'US',
    defaultUnless: 'market_code',
    calendar: true,
  }),
  subdivision_code: valueField(v.string(), expectsSubdivisionCode(), { calendar: true }),
  working_days: valueField(
    v.pipe(
      v.array(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(7))),
      v.minLength(1),
      v.check((days: number[]) => hasUniqueItems(days), 'items must be unique'),
      v.transform(keepValue as (days: number[]) => IsoWeekday[]),
    ),
    expectsWorkingDays(),
    // Frozen: execute hands this array to the run as it is (no copy per request); nothing may change it.
    { default: Object.freeze([1, 2, 3, 4, 5]) as IsoWeekday[], calendar: true },
  ),
  include_public_holidays: booleanField({ default: true, calendar: true }),
  market_code: valueField(v.pipe(v.string(), v.regex(/^[A-Za-z][A-Za-z0-9]{3,5}$/), v.transform((code) => code.toUpperCase())), expectsMarketCode(), { calendar: true }),
  // Items are checked in the one check (OpenAPI states them as an enum: openapi/overrideKnownAction.ts).
  holiday_types: valueField(
    v.pipe(
      v.array(v.string()),
      v.check((types: string[]) => types.includes('public') && hasUniqueItems(types) && types.every((type) => (HOLIDAY_TYPES as readonly string[]).includes(type)), 'items must be unique holiday types and include public'),
    ),
    expectsHolidayTypes(),
    { calendar: true },
  ),
  // Not a calendar field in the spec's sense: it applies to a saved calendar too (docs/decisions.md#languages).
  language: valueField(v.pipe(v.string(), v.regex(/^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/)), expectsLanguage()),
} satisfies Record<string, FieldSpec>;
