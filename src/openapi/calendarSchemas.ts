// The saved-calendar limits are the core's (`calendars/savedCalendarLimits.ts`), under the API's names.
import { MAX_CALENDAR_BODY_BYTES, MAX_CALENDAR_CUSTOM_HOLIDAYS, MAX_CALENDAR_EXCLUDED_DATES, MAX_CALENDAR_NAME_LENGTH, MAX_CALENDARS_PER_ACCOUNT } from '../protocol/wire.ts';
import type { JsonSchemaObject } from './jsonSchemaOf.ts';

const ref = (name: string): { readonly $ref: string } => ({ $ref: `#/components/schemas/${name}` });
const nullableInstant: JsonSchemaObject = { type: ['string', 'null'], format: 'date-time' };
const date: JsonSchemaObject = { type: 'string', format: 'date' };

const customHoliday: JsonSchemaObject = {
  type: 'object',
  properties: { date, label: { type: 'string', minLength: 1, description: 'Not only spaces; no control characters (such as a line break) and no lone surrogates.' } },
  required: ['date', 'label'],
  additionalProperties: false,
};

/** The saved-calendar schemas of the account endpoints (`Calendar`, `CalendarPage`, `CalendarInput`), for `components.schemas`. */
export const CALENDAR_SCHEMAS: Record<string, JsonSchemaObject> = {
  Calendar: {
    type: 'object',
    description: 'A saved Business Calendar, defaults filled in. Calendars of the server\'s config file are listed with `read_only: true` and null timestamps.',
    properties: {
      id: { type: 'string', format: 'uuid' },
      name: { type: ['string', 'null'] },
      country_code: { type: ['string', 'null'], pattern: '^[A-Z]{2}$', description: 'Null for a market calendar.' },
      subdivision_code: { type: ['string', 'null'] },
      market_code: { type: ['string', 'null'], description: 'The market of a market calendar (a MIC, or TARGET); null for a country calendar.' },
      working_days: { type: 'array', items: { type: 'integer', minimum: 1, maximum: 7 } },
      include_public_holidays: { type: 'boolean' },
      custom_holidays: { type: 'array', items: customHoliday },
      excluded_dates: { type: 'array', items: date },
      read_only: { type: 'boolean' },
      created_at: nullableInstant,
      updated_at: nullableInstant,
    },
    required: ['id', 'name', 'country_code', 'subdivision_code', 'market_code', 'working_days', 'include_public_holidays', 'custom_holidays', 'excluded_dates', 'read_only', 'created_at', 'updated_at'],
    additionalProperties: false,
  },
  CalendarPage: {
    type: 'object',
    properties: {
      calendars: { type: 'array', items: ref('Calendar'), description: "The config file's calendars first, then the managed ones, oldest first." },
      next_cursor: { type: ['string', 'null'], description: 'Pass as `cursor` for the next page; null on the last page.' },
    },
    required: ['calendars', 'next_cursor'],
    additionalProperties: false,
  },
  CalendarInput: {
    type: 'object',
    description: `Checked with the saved calendars' field table (the one the config file and the stores' calendars are checked with) and the error precedence. No field is required; PUT replaces every field (an absent one takes its default). At most ${MAX_CALENDAR_CUSTOM_HOLIDAYS} custom holidays and ${MAX_CALENDAR_EXCLUDED_DATES} excluded dates; the body at most ${MAX_CALENDAR_BODY_BYTES} bytes (128 KiB).`,
    properties: {
      name: { type: 'string', minLength: 1, maxLength: MAX_CALENDAR_NAME_LENGTH, description: 'Not only spaces; no control characters (such as a line break) and no lone surrogates.' },
      country_code: { type: 'string', pattern: '^[A-Za-z]{2}$', default: 'US' },
      subdivision_code: { type: 'string', description: 'The provider code (BY) or ISO 3166-2 (DE-BY); unsupported ones are INVALID_SUBDIVISION.' },
      market_code: {
        type: 'string',
        pattern: '^[A-Za-z][A-Za-z0-9]{3,5}$',
        description: 'A market instead of a country: its ISO 10383 MIC (XNYS, XLON, ...) or TARGET; exclusive with country_code and subdivision_code (VALIDATION_ERROR); an unknown market is VALIDATION_ERROR.',
      },
      working_days: { type: 'array', items: { type: 'integer', minimum: 1, maximum: 7 }, minItems: 1, uniqueItems: true, default: [1, 2, 3, 4, 5] },
      include_public_holidays: { type: 'boolean', default: true },
      custom_holidays: { type: 'array', items: customHoliday, maxItems: MAX_CALENDAR_CUSTOM_HOLIDAYS },
      excluded_dates: { type: 'array', items: date, maxItems: MAX_CALENDAR_EXCLUDED_DATES },
    },
    additionalProperties: false,
  },
};

/** The query parameters of `GET /api/v1/calendars`. */
export const calendarsParameters = [
  { name: 'limit', in: 'query', required: false, description: 'Calendars per page; the default lists every calendar an account can make, unless they pass 1 MiB.', schema: { type: 'integer', minimum: 1, maximum: MAX_CALENDARS_PER_ACCOUNT, default: MAX_CALENDARS_PER_ACCOUNT } },
  { name: 'cursor', in: 'query', required: false, description: 'The `next_cursor` of the previous page (opaque).', schema: { type: 'string' } },
];
