// Private to the kit: the single faults `invalidRequest` puts into valid bodies, each with the row of
// ruling 2 that finds it, so that two faults can be combined and labelled by precedence.
import fc from 'fast-check';
import * as v from 'valibot';
import { catalog, type OperationName } from '../catalog.ts';
import { listCountries } from '../calendars/holidayProvider.ts';
import { epochDaysOfPlainDate, epochDaysToPlainDate } from '../date/plainDate.ts';
import type { ErrorCode } from '../errors.ts';
import {
  ADD_BUSINESS_DAYS_MAX_AMOUNT,
  ADD_BUSINESS_DAYS_MAX_DETAILED_WALK_DAYS,
  ADD_DAYS_MAX_AMOUNT,
  BUSINESS_DAYS_BETWEEN_MAX_DETAILED_SPAN_DAYS,
  BUSINESS_DAYS_BETWEEN_MAX_SPAN_DAYS,
} from '../operations/limits.ts';
import type { RequestArbitraryOptions, RequestBody } from './validRequest.ts';

/** Ruling 2's rows as ranks (lower wins); `calculation` is what the operation itself finds last. */
export const RANK = { unknownField: 2, required: 3, date: 4, value: 5, calendar: 6, range: 7, calculation: 8 } as const;

/** One fault: the row that finds it, the code it gives, the fields it touches, and how to put it in a body. */
export interface Fault {
  readonly rank: number;
  readonly code: ErrorCode;
  readonly rule: string;
  /** Fields it sets or removes; two faults combine only when these are disjoint. */
  readonly fields: readonly string[];
  readonly apply: (body: RequestBody) => RequestBody;
}

const CALENDAR_FIELDS = ['business_calendar_id', 'country_code', 'subdivision_code', 'working_days', 'include_public_holidays'];
/** Date fields given as anything but a real `YYYY-MM-DD` date from 0001 to 9999. */
export const BAD_DATES: readonly unknown[] = ['', '2023-02-29', '1900-02-29', '2023-13-01', '2023-04-31', '0000-01-01', '10000-01-01', '2023-1-01', '2023/01/01', '20230101', ' 2023-01-01', '2023-01-01 ', '2023-01-01T00:00', 12, null, true, [], {}];
const WRONG_VALUES: readonly unknown[] = [null, 'x', '', 1.5, -1, 0, 100_000_000, -100_000_000, [], [0], [1, 1], [8], {}, true, 'true', '1'];
/** Two-letter codes that no holiday data exists for. */
const UNKNOWN_COUNTRIES = ['ZZ', 'XQ', 'QQ', 'AA', 'zz'].filter((code) => !listCountries().includes(code.toUpperCase()));

const shift = (date: string, days: number): string => epochDaysToPlainDate(epochDaysOfPlainDate(date) + days)!;

/** A copy of `body` with `name` set as an own property (even `__proto__`), or removed when `value` is undefined. */
export function put(body: RequestBody, changes: Record<string, unknown>): RequestBody {
  const copy: RequestBody = {};
  for (const name of Object.keys(body)) if (!Object.hasOwn(changes, name)) Object.defineProperty(copy, name, { value: body[name], enumerable: true, writable: true, configurable: true });
  for (const name of Object.keys(changes)) {
    if (changes[name] !== undefined) Object.defineProperty(copy, name, { value: changes[name], enumerable: true, writable: true, configurable: true });
  }
  return copy;
}

const fault = (rank: number, code: ErrorCode, rule: string, fields: readonly string[], changes: Record<string, unknown> | ((body: RequestBody) => RequestBody)): Fault => ({
  rank,
  code,
  rule,
  fields,
  apply: typeof changes === 'function' ? changes : (body) => put(body, changes),
});

/** Rows 3 to 6 of ruling 2 for any operation, from its field table. */
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
    const exception = operation === 'day-of-week' ? ' (day-of-week has no VALIDATION_ERROR)' : '';
    faults.push(fc.tuple(fc.constantFrom(...dateFields), fc.constantFrom(...BAD_DATES)).map(([name, bad]) => fault(RANK.date, 'INVALID_DATE', `${name} is ${JSON.stringify(bad)}, not a date${exception}`, [name], { [name]: bad })));
  }
  if (valueFields.length > 0) {
    faults.push(
      fc
        .tuple(fc.constantFrom(...valueFields), fc.constantFrom(...WRONG_VALUES))
        .filter(([name, value]) => !v.safeParse(fields[name]!.schema, value).success)
        .map(([name, value]) => {
          // When business_calendar_id is present the other calendar fields are not validated (ruling 3).
          const touched = CALENDAR_FIELDS.includes(name) ? CALENDAR_FIELDS : [name];
          return fault(RANK.value, 'VALIDATION_ERROR', `${name} is ${JSON.stringify(value)}`, touched, { [name]: value });
        }),
    );
  }
  return faults;
}

/** Calendar faults (ruling 3) of the three business-day operations. */
function calendarFaults(options: RequestArbitraryOptions): fc.Arbitrary<Fault>[] {
  const country = ['country_code', 'subdivision_code'];
  const faults: fc.Arbitrary<Fault>[] = [
    fc.constantFrom(...UNKNOWN_COUNTRIES).map((code) => fault(RANK.calendar, 'INVALID_COUNTRY', `country_code ${code} unknown to the provider`, country, { country_code: code, subdivision_code: undefined })),
    fc.constantFrom(['DE', 'XX'], ['de', 'DE-ZZ'], ['US', 'ZZ'], ['FR', 'BY']).map(([code, sub]) => fault(RANK.calendar, 'INVALID_SUBDIVISION', `subdivision_code ${sub} of ${code} unsupported`, country, { country_code: code, subdivision_code: sub })),
    fc.constantFrom('nope', '123', 'g23e4567-e89b-12d3-a456-426614174000', '123e4567e89b12d3a456426614174000', 42, null).map((id) => fault(RANK.value, 'VALIDATION_ERROR', `business_calendar_id ${JSON.stringify(id)} malformed`, CALENDAR_FIELDS, { business_calendar_id: id })),
  ];
  if (options.savedCalendars !== undefined) {
    const [code, why]: [ErrorCode, string] = options.savedCalendars === 'none' ? ['FEATURE_NOT_AVAILABLE', 'without the Business Calendars feature'] : ['BUSINESS_CALENDAR_NOT_FOUND', 'that does not resolve'];
    faults.push(fc.uuid().map((id) => fault(RANK.calendar, code, `business_calendar_id ${why}`, CALENDAR_FIELDS, { business_calendar_id: id })));
  }
  return faults;
}

/** Each limit of ruling 4 one step past its boundary, results outside 0001..9999, and cross-field rules. */
function operationFaults(operation: OperationName): fc.Arbitrary<Fault>[] {
  const pastEnd = fc.integer({ min: 1, max: 36_500 });
  switch (operation) {
    case 'business-days-between': {
      const range = ['start_date', 'end_date', 'detailed'];
      const spanFault = (span: number, detailed: boolean) => (start: string) =>
        fault(RANK.range, 'RANGE_TOO_LARGE', `${detailed ? 'detailed ' : ''}span of ${Math.abs(span) + 1} days`, range, (body) =>
          put(body, { start_date: start, end_date: shift(start, span), detailed: detailed ? true : undefined }),
        );
      const starts = fc.constantFrom('1900-01-01', '2000-01-01', '1999-12-31');
      return [
        fc.tuple(fc.constantFrom(BUSINESS_DAYS_BETWEEN_MAX_SPAN_DAYS, -BUSINESS_DAYS_BETWEEN_MAX_SPAN_DAYS, 40_000), starts).map(([span, start]) => spanFault(span, false)(start)),
        fc.tuple(fc.constantFrom(BUSINESS_DAYS_BETWEEN_MAX_DETAILED_SPAN_DAYS, -BUSINESS_DAYS_BETWEEN_MAX_DETAILED_SPAN_DAYS), starts).map(([span, start]) => spanFault(span, true)(start)),
      ];
    }
    case 'add-business-days':
      return [
        fc.constantFrom(ADD_BUSINESS_DAYS_MAX_AMOUNT + 1, -(ADD_BUSINESS_DAYS_MAX_AMOUNT + 1)).map((days) => fault(RANK.value, 'VALIDATION_ERROR', `days ${days} beyond ±${ADD_BUSINESS_DAYS_MAX_AMOUNT}`, ['days'], { days })),
        // Every day a working day: the walk covers exactly |days| calendar days, one past the limit.
        fc.constantFrom(ADD_BUSINESS_DAYS_MAX_DETAILED_WALK_DAYS + 1, -(ADD_BUSINESS_DAYS_MAX_DETAILED_WALK_DAYS + 1)).map((days) =>
          fault(RANK.calculation, 'VALIDATION_ERROR', `detailed walk of ${Math.abs(days)} calendar days`, ['days', 'detailed', 'working_days', 'include_public_holidays'], { days, detailed: true, working_days: [1, 2, 3, 4, 5, 6, 7], include_public_holidays: false }),
        ),
        fc.tuple(pastEnd.map((days) => Math.min(days, ADD_BUSINESS_DAYS_MAX_AMOUNT)), fc.boolean()).map(([days, back]) =>
          fault(RANK.calculation, 'VALIDATION_ERROR', 'result after 9999-12-31 or before 0001-01-01', ['start_date', 'days', 'include_start_date', 'detailed'], { start_date: back ? '0001-01-01' : '9999-12-31', days: back ? -days : days, include_start_date: undefined, detailed: undefined }),
        ),
      ];
    case 'is-business-day':
      return [fc.constantFrom('0001-01-01', '9999-12-31').map((date) => fault(RANK.calculation, 'VALIDATION_ERROR', `no business day beyond ${date}`, ['date'], { date }))];
    case 'add-days':
      return [
        fc.constantFrom(ADD_DAYS_MAX_AMOUNT + 1, -(ADD_DAYS_MAX_AMOUNT + 1)).map((days) => fault(RANK.value, 'VALIDATION_ERROR', `days ${days} beyond ±${ADD_DAYS_MAX_AMOUNT}`, ['days'], { days })),
        fc.tuple(pastEnd, fc.boolean()).map(([days, back]) => fault(RANK.calculation, 'VALIDATION_ERROR', 'result after 9999-12-31 or before 0001-01-01', ['start_date', 'days'], { start_date: back ? '0001-01-01' : '9999-12-31', days: back ? -days : days })),
      ];
    case 'week-number':
      return [fc.constantFrom('9999-12-27', '9999-12-29', '9999-12-31').map((date) => fault(RANK.calculation, 'VALIDATION_ERROR', `the ISO week of ${date} ends in 10000`, ['date'], { date }))];
    case 'age':
      return [
        fc.integer({ min: 1, max: 3000 }).map((gap) => fault(RANK.value, 'VALIDATION_ERROR', 'birth_date after as_of_date', ['birth_date', 'as_of_date'], { birth_date: shift('2000-01-01', gap), as_of_date: '2000-01-01' })),
        fc.constantFrom('2000-02-29', '0001-01-01', '9999-12-30').map((birth) => fault(RANK.calculation, 'VALIDATION_ERROR', 'next birthday after 9999-12-31', ['birth_date', 'as_of_date'], { birth_date: birth, as_of_date: '9999-12-31' })),
      ];
    case 'time-duration': {
      const all = ['start_time', 'end_time', 'start_date', 'end_date', 'next_day', 'break_minutes'];
      return [
        fc.constantFrom('start_date', 'end_date').map((name) => fault(RANK.value, 'VALIDATION_ERROR', `${name} without the other date`, ['start_date', 'end_date'], { start_date: undefined, end_date: undefined, [name]: '2024-01-01' })),
        fc.constant(fault(RANK.value, 'VALIDATION_ERROR', 'negative duration', all, () => ({ start_time: '17:00', end_time: '09:00' }))),
        fc.constant(fault(RANK.value, 'VALIDATION_ERROR', 'end date before start date', all, () => ({ start_time: '09:00', end_time: '09:00', start_date: '2024-01-02', end_date: '2024-01-01' }))),
        fc.integer({ min: 61, max: 100_000 }).map((minutes) => fault(RANK.value, 'VALIDATION_ERROR', 'break longer than the duration', all, () => ({ start_time: '09:00', end_time: '10:00', break_minutes: minutes }))),
      ];
    }
    case 'unix-timestamp': {
      const both = ['timestamp', 'date_time'];
      return [
        fc.constant(fault(RANK.value, 'VALIDATION_ERROR', 'both timestamp and date_time', both, { timestamp: 0, date_time: '1970-01-01' })),
        // The exception of ruling 2: unix-timestamp has no INVALID_DATE.
        fc.constantFrom(...BAD_DATES.filter((bad) => bad !== '2023-01-01T00:00')).map((bad) => fault(RANK.value, 'VALIDATION_ERROR', `date_time ${JSON.stringify(bad)} (unix-timestamp has no INVALID_DATE)`, both, { timestamp: undefined, date_time: bad })),
        fc.constantFrom(253_402_300_800_000, -62_135_596_800_001, -62_135_596_801, 1e300).map((timestamp) => fault(RANK.calculation, 'VALIDATION_ERROR', `timestamp ${timestamp} outside 0001..9999`, both, { date_time: undefined, timestamp })),
        fc.constantFrom('9999-12-31T23:59-23:59', '0001-01-01T00:00+00:01').map((dateTime) => fault(RANK.calculation, 'VALIDATION_ERROR', `date_time ${dateTime} outside 0001..9999`, both, { timestamp: undefined, date_time: dateTime })),
      ];
    }
    default:
      return [];
  }
}

/**
 * Every single fault of an operation: ruling 2's rows 3 to 8 on its fields, its calendar faults, its
 * limits one step past the boundary and its cross-field rules.
 *
 * @param operation - The operation.
 * @param options - `savedCalendars` adds well-formed calendar ids.
 * @returns The fault arbitraries (never empty).
 * @example
 * faultsOf('day-of-week', {}).length //=> 3 (unknown field, missing date, bad date)
 */
export function faultsOf(operation: OperationName, options: RequestArbitraryOptions): fc.Arbitrary<Fault>[] {
  const calendar = Object.hasOwn(catalog[operation].fields, 'country_code') ? calendarFaults(options) : [];
  return [...fieldFaults(operation), ...calendar, ...operationFaults(operation)];
}
