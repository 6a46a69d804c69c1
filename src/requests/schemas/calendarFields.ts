import * as v from 'valibot';
import { booleanField, valueField, type FieldSpec } from '../fieldSpec.ts';
import type { IsoWeekday } from '../../date/dayOfWeek.ts';

const workingDaysSchema = v.pipe(
  v.array(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(7))),
  v.minLength(1),
  v.check((days) => new Set(days).size === days.length, 'items must be unique'),
  v.transform((days) => days as IsoWeekday[]),
);

/** What `/^[A-Za-z]{2}$/` accepts, for strings only. */
function isTwoAsciiLetters(value: unknown): boolean {
  if (typeof value !== 'string' || value.length !== 2) return false;
  const first = value.charCodeAt(0) | 0x20;
  const second = value.charCodeAt(1) | 0x20;
  return first >= 97 && first <= 122 && second >= 97 && second <= 122;
}

/** The shared calendar fields of the three business-day operations, in the spec's order. */
export const calendarFields = {
  business_calendar_id: valueField(v.pipe(v.string(), v.uuid()), 'a UUID such as 123e4567-e89b-12d3-a456-426614174000', {
    description: 'Id of a saved Business Calendar owned by the account. When present, all other calendar fields are ignored.',
  }),
  country_code: valueField(
    v.pipe(v.string(), v.regex(/^[A-Za-z]{2}$/), v.transform((code) => code.toUpperCase())),
    'a two-letter ISO 3166-1 country code such as "US"',
    { description: 'Two-letter ISO 3166-1 country code for public holidays (case-insensitive).', default: 'US', calendar: true },
    { accepts: isTwoAsciiLetters, normalize: (code: string) => code.toUpperCase() },
  ),
  subdivision_code: valueField(
    v.string(),
    'a string such as "BY" or "DE-BY"',
    {
      description: 'Region or state code within the country, as the provider code (BY) or ISO 3166-2 (DE-BY). Unsupported codes fail with INVALID_SUBDIVISION; there is no national fallback.',
      calendar: true,
    },
    { accepts: (value) => typeof value === 'string' },
  ),
  working_days: valueField(workingDaysSchema, 'a non-empty array of unique integers from 1 (Monday) to 7 (Sunday)', {
    description: 'ISO weekday numbers counted as working days (1 = Monday, 7 = Sunday).',
    default: [1, 2, 3, 4, 5],
    calendar: true,
  }),
  include_public_holidays: booleanField({
    description: 'Whether public holidays of the country and subdivision are non-working days.',
    default: true,
    calendar: true,
  }),
} satisfies Record<string, FieldSpec>;
