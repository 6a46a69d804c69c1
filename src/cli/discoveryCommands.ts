// `daycalc countries` and `daycalc holidays`: what the holiday data covers, from the command line.
import * as v from 'valibot';
import { getCountry, listCountryDetails } from '../calendars/countries.ts';
import { HOLIDAY_PROVIDER, HOLIDAY_PROVIDER_VERSION, HOLIDAY_TABLE_FIRST_YEAR, HOLIDAY_TABLE_LAST_YEAR } from '../calendars/holidayProvider.ts';
import { listHolidays } from '../calendars/listHolidays.ts';
import { loadHolidays } from '../calendars/loadHolidays.ts';
import { resolveCalendar, type CalendarFields } from '../calendars/resolveCalendar.ts';
import type { ErrorCode } from '../errors.ts';
import { booleanField, integerField, type FieldSpec, type FieldTable } from '../fields/fieldSpec.ts';
import * as messages from '../messages.ts';
import { calendarFields } from '../fields/calendarFields.ts';
import { toEnvelope, type EnvelopeOutcome } from '../gateway/envelope.ts';
import { fieldValueType } from './fieldValueType.ts';

/** The names of the discovery commands. */
export type DiscoveryCommandName = 'countries' | 'holidays';

/** One discovery command: its flags (a field table, as the operations have) and its help. */
export interface DiscoveryCommand {
  readonly name: DiscoveryCommandName;
  readonly usage: string;
  readonly summary: string;
  readonly fields: FieldTable;
  readonly example: string;
}

/** The calendar's `country_code` field without its `US` default. */
function countryCodeField(required: boolean, description: string): FieldSpec {
  const { default: _default, ...spec } = calendarFields.country_code;
  return { ...spec, required, description };
}

/** The discovery commands, in the order `daycalc --help` lists them. */
export const DISCOVERY_COMMANDS: Readonly<Record<DiscoveryCommandName, DiscoveryCommand>> = {
  countries: {
    name: 'countries',
    usage: 'daycalc countries [--country_code DE] [--pretty]',
    summary: 'List the supported countries with their names and subdivisions (codes and names), or one country.',
    fields: { country_code: countryCodeField(false, 'Two-letter ISO 3166-1 code of one country (case-insensitive); without it, every supported country.') },
    example: 'daycalc countries --country_code DE',
  },
  holidays: {
    name: 'holidays',
    usage: 'daycalc holidays --country_code DE [--subdivision_code BY] --year 2026 [--include_public_holidays false] [--pretty]',
    summary: "List a country's (or subdivision's) public holidays in one year: date, ISO weekday, kind and name.",
    fields: {
      country_code: countryCodeField(true, 'Two-letter ISO 3166-1 country code (case-insensitive).'),
      subdivision_code: calendarFields.subdivision_code,
      year: integerField(1, 9999, { description: 'The year to list; public holidays exist for 1583-3797.', required: true }),
      include_public_holidays: booleanField({ description: 'Whether to list the public holidays (false lists none).', default: true }),
    },
    example: 'daycalc holidays --country_code DE --subdivision_code BY --year 2026',
  },
};

/**
 * Tells whether a command-line word names a discovery command.
 *
 * @param name - The first positional argument.
 * @returns True for `countries` and `holidays`.
 * @example
 * isDiscoveryCommand('holidays') //=> true
 */
export function isDiscoveryCommand(name: string): name is DiscoveryCommandName {
  return Object.hasOwn(DISCOVERY_COMMANDS, name);
}

type Failure = Extract<EnvelopeOutcome, { ok: false }>;

function failure(code: ErrorCode, message: string): Failure {
  return { ok: false, error: { code, message } };
}

/**
 * Checks the flags' values as the request layer checks a body (ruling 2's order: every required
 * field first, `INVALID_REQUEST`, then each value, `VALIDATION_ERROR`, in field order) and applies
 * the defaults.
 */
function checkFields(fields: FieldTable, body: Readonly<Record<string, unknown>>): { ok: true; value: Record<string, unknown> } | Failure {
  for (const [name, spec] of Object.entries(fields)) {
    if (spec.required && body[name] === undefined) return failure('INVALID_REQUEST', messages.missingField(name));
  }
  const value: Record<string, unknown> = {};
  for (const [name, spec] of Object.entries(fields)) {
    const given = body[name];
    if (given === undefined) {
      if (spec.default !== undefined) value[name] = spec.default;
      continue;
    }
    const accepted = spec.accepts === undefined ? v.is(spec.schema, given) : spec.accepts(given);
    if (!accepted) return failure('VALIDATION_ERROR', messages.invalidField(name, spec.expects));
    value[name] = spec.normalize === undefined ? given : (spec.normalize as (input: unknown) => unknown)(given);
  }
  return { ok: true, value };
}

/** `daycalc countries`: every country, or the one `country_code` names (`INVALID_COUNTRY` when unsupported). */
function countries(input: Readonly<Record<string, unknown>>): EnvelopeOutcome {
  const code = input['country_code'];
  const found = typeof code === 'string' ? getCountry(code) : undefined;
  if (typeof code === 'string' && found === undefined) return failure('INVALID_COUNTRY', `country_code ${code} is not a country the holiday provider supports`);
  return { ok: true, data: { provider: HOLIDAY_PROVIDER, provider_version: HOLIDAY_PROVIDER_VERSION, countries: found === undefined ? listCountryDetails() : [found] } };
}

/**
 * `daycalc holidays`: resolves the calendar (`INVALID_COUNTRY`, `INVALID_SUBDIVISION`), loads the
 * region's holiday data (date-holidays too when the year is outside the compiled tables) and lists
 * the year with `listHolidays`.
 */
async function holidays(input: Readonly<Record<string, unknown>>): Promise<EnvelopeOutcome> {
  const year = input['year'] as number;
  const includePublicHolidays = input['include_public_holidays'] as boolean;
  const fields: CalendarFields = {
    country_code: input['country_code'] as string,
    include_public_holidays: includePublicHolidays,
    ...(input['subdivision_code'] === undefined ? {} : { subdivision_code: input['subdivision_code'] as string }),
  };
  const calendar = resolveCalendar(fields);
  if (!calendar.ok) return calendar;
  const { country_code: country, subdivision_code: subdivision } = calendar.value;
  if (includePublicHolidays) {
    const outsideWindow = year < HOLIDAY_TABLE_FIRST_YEAR || year > HOLIDAY_TABLE_LAST_YEAR;
    const loaded = await loadHolidays({ countries: [subdivision === undefined ? country : `${country}-${subdivision}`], outsideWindow });
    if (!loaded.ok) return loaded;
  }
  const listed = listHolidays(calendar.value, year);
  if (!listed.ok) return listed;
  return {
    ok: true,
    data: {
      country_code: country,
      ...(subdivision === undefined ? {} : { subdivision_code: subdivision }),
      year,
      include_public_holidays: includePublicHolidays,
      provider: calendar.value.provider,
      provider_version: calendar.value.provider_version,
      holidays: listed.value,
    },
  };
}

/**
 * Runs a discovery command on its flags (already coerced by `flagsToBody`) and wraps the answer in
 * the spec's envelope, as the operations' answers are.
 *
 * @param name - `countries` or `holidays`.
 * @param body - The flags as a body, e.g. `{ country_code: 'DE', year: 2026 }`.
 * @param requestId - The call's id.
 * @returns The envelope and whether it is a success.
 * @example
 * await runDiscoveryCommand('holidays', { country_code: 'DE', year: 2026 }, 'req_0f…')
 * //=> { ok: true, envelope: { data: { country_code: 'DE', year: 2026, ..., holidays: [...] }, meta: { ... } } }
 */
export async function runDiscoveryCommand(
  name: DiscoveryCommandName,
  body: Readonly<Record<string, unknown>>,
  requestId: string,
): Promise<{ readonly ok: boolean; readonly envelope: ReturnType<typeof toEnvelope> }> {
  let outcome: EnvelopeOutcome;
  const checked = checkFields(DISCOVERY_COMMANDS[name].fields, body);
  if (!checked.ok) outcome = checked;
  else {
    try {
      outcome = name === 'countries' ? countries(checked.value) : await holidays(checked.value);
    } catch {
      outcome = failure('INTERNAL_ERROR', messages.internal());
    }
  }
  return { ok: outcome.ok, envelope: toEnvelope(outcome, requestId) };
}

/**
 * Renders `daycalc countries --help` or `daycalc holidays --help`.
 *
 * @param name - The command.
 * @returns The help text, ending in a newline.
 * @example
 * renderDiscoveryHelp('holidays').startsWith('Usage: daycalc holidays') //=> true
 */
export function renderDiscoveryHelp(name: DiscoveryCommandName): string {
  const command = DISCOVERY_COMMANDS[name];
  const fields = Object.entries(command.fields).flatMap(([field, spec]) => {
    const type = fieldValueType(spec);
    const notes = [spec.required ? 'required' : 'optional', ...(spec.default === undefined ? [] : [`default ${JSON.stringify(spec.default)}`])];
    return [`  --${field} ${type === 'boolean' ? '[true|false]' : `<${type}>`}  (${notes.join(', ')})`, `      ${spec.description}`, `      Must be ${spec.expects}.`];
  });
  return [
    `Usage: ${command.usage}`,
    '',
    command.summary,
    'Prints the API envelope as JSON: {"data":...,"meta":{...}} or {"error":{"code","message","request_id"}}.',
    '',
    'Flags:',
    ...fields,
    '',
    'Example:',
    `  ${command.example}`,
    '',
  ].join('\n');
}
