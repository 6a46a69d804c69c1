// Private to the kit: every single fault `invalidRequest` puts into valid bodies, from the catalog
// entry's field table, the calendar rules and the operation's own kit.
import fc from 'fast-check';
import { catalog, type OperationName } from '../catalog.ts';
import { listCountries } from '../calendars/holidayProvider.ts';
import type { ErrorCode } from '../protocol/errorCodes.ts';
import { calendarFields } from '../fields/calendarFields.ts';
import { BAD_DATES, fault, RANK, type Fault } from './_fault.ts';
import { operationKits } from './operationKits.generated.ts';
import type { RequestArbitraryOptions } from './requestBody.ts';

/** The shared calendar fields, from the field table. */
const CALENDAR_FIELDS = Object.keys(calendarFields);
const WRONG_VALUES: readonly unknown[] = [null, 'x', '', 1.5, -1, 0, 100_000_000, -100_000_000, [], [0], [1, 1], [8], {}, true, 'true', '1'];
/** Two-letter codes that no holiday data exists for. */
const UNKNOWN_COUNTRIES = ['ZZ', 'XQ', 'QQ', 'AA', 'zz'].filter((code) => !listCountries().includes(code.toUpperCase()));

/** Rows 3 to 6 of the error precedence for any operation, from its field table. */
function fieldFaults(operation: OperationName): fc.Arbitrary<Fault>[] {
  const fields = catalog[operation].fields;
  const names = Object.keys(fields);
  const dateFields = names.filter((name) => fields[name]?.kind === 'date');
  const valueFields = names.filter((name) => fields[name]?.kind === 'value');
  const required = names.filter((name) => fields[name]?.required);
  const exactlyOneOf = catalog[operation].exactlyOneOf;
  const faults: fc.Arbitrary<Fault>[] = [
    fc
      .tuple(fc.oneof(fc.constantFrom('__proto__', 'constructor', 'toString', 'hasOwnProperty', 'extra', 'Date', 'start', 'DATE'), fc.string({ minLength: 1, maxLength: 8 })).filter((name) => !names.includes(name)), fc.jsonValue({ maxDepth: 2 }))
      .map(([name, value]) => fault(RANK.unknownField, 'UNKNOWN_FIELD', `unknown field ${JSON.stringify(name)}`, [name], { [name]: value ?? null })),
  ];
  if (required.length > 0) faults.push(fc.constantFrom(...required).map((name) => fault(RANK.required, 'INVALID_REQUEST', `required field ${name} absent`, [name], { [name]: undefined })));
  if (exactlyOneOf !== undefined) faults.push(fc.constant(fault(RANK.required, 'INVALID_REQUEST', `neither ${exactlyOneOf.join(' nor ')}`, names, () => ({}))));
  if (dateFields.length > 0) {
    const errors: readonly ErrorCode[] = catalog[operation].errors;
    const exception = errors.includes('VALIDATION_ERROR') ? '' : ` (${operation} has no VALIDATION_ERROR)`;
    faults.push(fc.tuple(fc.constantFrom(...dateFields), fc.constantFrom(...BAD_DATES)).map(([name, bad]) => fault(RANK.date, 'INVALID_DATE', `${name} is ${JSON.stringify(bad)}, not a date${exception}`, [name], { [name]: bad })));
  }
  if (valueFields.length > 0) {
    faults.push(
      fc
        .tuple(fc.constantFrom(...valueFields), fc.constantFrom(...WRONG_VALUES))
        .filter(([name, value]) => !fields[name]!.test(value))
        .map(([name, value]) => {
          // When business_calendar_id is present the other calendar fields are not validated (docs/decisions.md#calendar-fields).
          const touched = CALENDAR_FIELDS.includes(name) ? CALENDAR_FIELDS : [name];
          return fault(RANK.value, 'VALIDATION_ERROR', `${name} is ${JSON.stringify(value)}`, touched, { [name]: value });
        }),
    );
  }
  return faults;
}

/** Calendar faults (docs/decisions.md#calendar-fields) of the three business-day operations. */
function calendarFaults(options: RequestArbitraryOptions): fc.Arbitrary<Fault>[] {
  // A country fault replaces a drawn market (`market_code` beside `country_code` is a VALIDATION_ERROR of its own).
  const country = ['country_code', 'subdivision_code', 'market_code'];
  const faults: fc.Arbitrary<Fault>[] = [
    fc.constantFrom(...UNKNOWN_COUNTRIES).map((code) => fault(RANK.calendar, 'INVALID_COUNTRY', `country_code ${code} unknown to the provider`, country, { country_code: code, subdivision_code: undefined, market_code: undefined })),
    fc.constantFrom(['DE', 'XX'], ['de', 'DE-ZZ'], ['US', 'ZZ'], ['FR', 'BY']).map(([code, sub]) => fault(RANK.calendar, 'INVALID_SUBDIVISION', `subdivision_code ${sub} of ${code} unsupported`, country, { country_code: code, subdivision_code: sub, market_code: undefined })),
    fc.constantFrom('nope', '123', 'g23e4567-e89b-12d3-a456-426614174000', '123e4567e89b12d3a456426614174000', 42, null).map((id) => fault(RANK.value, 'VALIDATION_ERROR', `business_calendar_id ${JSON.stringify(id)} malformed`, CALENDAR_FIELDS, { business_calendar_id: id })),
  ];
  if (options.savedCalendars !== undefined) {
    const [code, why]: [ErrorCode, string] = options.savedCalendars === 'none' ? ['FEATURE_NOT_AVAILABLE', 'without the Business Calendars feature'] : ['BUSINESS_CALENDAR_NOT_FOUND', 'that does not resolve'];
    faults.push(fc.uuid().map((id) => fault(RANK.calendar, code, `business_calendar_id ${why}`, CALENDAR_FIELDS, { business_calendar_id: id })));
  }
  return faults;
}

/**
 * Every single fault of an operation: the error precedence's rows 3 to 8 on its fields, its calendar faults, its
 * limits one step past the boundary and its cross-field rules.
 *
 * @param operation - The operation.
 * @param options - `savedCalendars` adds well-formed calendar ids.
 * @returns The fault arbitraries (never empty).
 * @example
 * faultsOf('day-of-week', {}).length //=> 3 (unknown field, missing date, bad date)
 */
export function faultsOf(operation: OperationName, options: RequestArbitraryOptions): fc.Arbitrary<Fault>[] {
  const calendar = Object.hasOwn(catalog[operation].fields, 'business_calendar_id') ? calendarFaults(options) : [];
  return [...fieldFaults(operation), ...calendar, ...operationKits[operation].faults()];
}
