import fc from 'fast-check';
import * as v from 'valibot';
import { catalog, type OperationName } from '../catalog.ts';
import { listCountries } from '../calendars/holidayProvider.ts';
import { ERROR_STATUS, type ErrorCode } from '../errors.ts';
import {
  ADD_BUSINESS_DAYS_MAX_AMOUNT,
  ADD_BUSINESS_DAYS_MAX_DETAILED_WALK_DAYS,
  ADD_DAYS_MAX_AMOUNT,
  BUSINESS_DAYS_BETWEEN_MAX_DETAILED_SPAN_DAYS,
  BUSINESS_DAYS_BETWEEN_MAX_SPAN_DAYS,
} from '../operations/limits.ts';
import { validRequest, type RequestArbitraryOptions, type RequestBody } from './validRequest.ts';

/** An invalid request with the answer the spec requires. */
export interface InvalidRequest {
  /** The body as sent: JSON text (not JSON at all for `INVALID_JSON`). */
  readonly text: string;
  /** The error code ruling 2 (and the operation's error set) requires. */
  readonly code: ErrorCode;
  /** Its HTTP status. */
  readonly status: number;
  /** Which rule the request breaks, for reports. */
  readonly rule: string;
}

const labelled = (text: string, code: ErrorCode, rule: string): InvalidRequest => ({ text, code, status: ERROR_STATUS[code], rule });
const json = (body: unknown): string => JSON.stringify(body);

const BAD_DATES = ['', '2023-02-29', '1900-02-29', '2023-13-01', '2023-04-31', '0000-01-01', '10000-01-01', '2023-1-01', '2023/01/01', '20230101', ' 2023-01-01', '2023-01-01T00:00', 12, null, true, [], {}];
const WRONG_VALUES: unknown[] = [null, 'x', '', 1.5, -1, 0, 100_000_000, [], [0], {}, true, 'true'];
/** Two-letter codes that no holiday data exists for. */
const UNKNOWN_COUNTRIES = ['ZZ', 'XQ', 'QQ', 'AA'].filter((code) => !listCountries().includes(code));

function withField(body: RequestBody, name: string, value: unknown): RequestBody {
  return { ...body, [name]: value };
}

function without(body: RequestBody, name: string): RequestBody {
  const copy = { ...body };
  delete copy[name];
  return copy;
}

/** The faults every operation can have: rows 1 to 6 of ruling 2, each alone on an otherwise valid body. */
function commonFaults(operation: OperationName, valid: fc.Arbitrary<RequestBody>): fc.Arbitrary<InvalidRequest>[] {
  const definition = catalog[operation];
  const names = Object.keys(definition.fields);
  const dateFields = names.filter((name) => definition.fields[name]?.kind === 'date');
  const valueFields = names.filter((name) => definition.fields[name]?.kind === 'value');
  const required = names.filter((name) => definition.fields[name]?.required);
  const faults: fc.Arbitrary<InvalidRequest>[] = [
    fc.constantFrom('{', '{"date":', 'nope', '', '[1,', "{'a':1}").map((text) => labelled(text, 'INVALID_JSON', 'body is not JSON')),
    fc.constantFrom('[]', 'null', '"text"', '42', 'true', '[{}]').map((text) => labelled(text, 'INVALID_REQUEST', 'body is JSON but not an object')),
    fc
      .tuple(valid, fc.oneof(fc.constantFrom('__proto__', 'constructor', 'toString', 'extra', 'Date', 'start'), fc.string({ minLength: 1, maxLength: 8 })).filter((name) => !names.includes(name)), fc.jsonValue())
      .map(([body, name, value]) => labelled(`${json(body).slice(0, -1)}${Object.keys(body).length > 0 ? ',' : ''}${json(name)}:${json(value ?? null)}}`, 'UNKNOWN_FIELD', `unknown field ${name}`)),
  ];
  if (required.length > 0) {
    faults.push(fc.tuple(valid, fc.constantFrom(...required)).map(([body, name]) => labelled(json(without(body, name)), 'INVALID_REQUEST', `required field ${name} absent`)));
  }
  if (definition.exactlyOneOf !== undefined) {
    faults.push(fc.constant(labelled('{}', 'INVALID_REQUEST', `neither ${definition.exactlyOneOf.join(' nor ')}`)));
  }
  if (dateFields.length > 0) {
    faults.push(
      fc
        .tuple(valid, fc.constantFrom(...dateFields), fc.constantFrom(...BAD_DATES))
        .map(([body, name, bad]) => labelled(json(withField(body, name, bad)), 'INVALID_DATE', `${name} is not a valid date`)),
    );
  }
  if (valueFields.length > 0) {
    faults.push(
      fc
        .tuple(valid, fc.constantFrom(...valueFields), fc.constantFrom(...WRONG_VALUES))
        .filter(([, name, value]) => !v.safeParse(definition.fields[name]!.schema, value).success)
        .map(([body, name, value]) => labelled(json(withField(body, name, value)), 'VALIDATION_ERROR', `${name} has a wrong type or value`)),
    );
  }
  return faults;
}

/** Faults of one operation beyond the common rows: calendars, limits at their boundary, cross-field rules. */
function operationFaults(operation: OperationName, valid: fc.Arbitrary<RequestBody>): fc.Arbitrary<InvalidRequest>[] {
  const calendar = [
    fc.tuple(valid, fc.constantFrom(...UNKNOWN_COUNTRIES)).map(([body, code]) => labelled(json({ ...without(body, 'subdivision_code'), country_code: code }), 'INVALID_COUNTRY', `country ${code} unknown`)),
    valid.map((body) => labelled(json({ ...body, country_code: 'DE', subdivision_code: 'XX' }), 'INVALID_SUBDIVISION', 'subdivision XX of DE unknown')),
    fc.tuple(valid, fc.constantFrom('nope', '123', 'g23e4567-e89b-12d3-a456-426614174000', 42)).map(([body, id]) => labelled(json({ ...body, business_calendar_id: id }), 'VALIDATION_ERROR', 'malformed business_calendar_id')),
  ];
  switch (operation) {
    case 'business-days-between':
      return [
        ...calendar,
        fc.constantFrom(BUSINESS_DAYS_BETWEEN_MAX_SPAN_DAYS, -BUSINESS_DAYS_BETWEEN_MAX_SPAN_DAYS, 40_000).map((span) =>
          labelled(json({ start_date: '2000-01-01', end_date: shift('2000-01-01', span) }), 'RANGE_TOO_LARGE', `span of ${Math.abs(span) + 1} days`),
        ),
        fc.constantFrom(BUSINESS_DAYS_BETWEEN_MAX_DETAILED_SPAN_DAYS, -BUSINESS_DAYS_BETWEEN_MAX_DETAILED_SPAN_DAYS).map((span) =>
          labelled(json({ start_date: '2000-01-01', end_date: shift('2000-01-01', span), detailed: true }), 'RANGE_TOO_LARGE', `detailed span of ${Math.abs(span) + 1} days`),
        ),
      ];
    case 'add-business-days':
      return [
        ...calendar,
        fc.constantFrom(ADD_BUSINESS_DAYS_MAX_AMOUNT + 1, -(ADD_BUSINESS_DAYS_MAX_AMOUNT + 1)).map((days) => labelled(json({ start_date: '2000-01-03', days }), 'VALIDATION_ERROR', `days ${days} beyond the limit`)),
        fc.constant(labelled(json({ start_date: '2000-01-03', days: ADD_BUSINESS_DAYS_MAX_DETAILED_WALK_DAYS, detailed: true }), 'VALIDATION_ERROR', 'detailed walk over 400 calendar days')),
      ];
    case 'is-business-day':
      return calendar;
    case 'add-days':
      return [fc.constantFrom(ADD_DAYS_MAX_AMOUNT + 1, -(ADD_DAYS_MAX_AMOUNT + 1)).map((days) => labelled(json({ start_date: '5000-01-01', days }), 'VALIDATION_ERROR', `days ${days} beyond the limit`))];
    case 'age':
      return [fc.constant(labelled(json({ birth_date: '2000-01-02', as_of_date: '2000-01-01' }), 'VALIDATION_ERROR', 'birth after as_of'))];
    case 'time-duration':
      return [
        fc.constantFrom('start_date', 'end_date').map((name) => labelled(json({ start_time: '09:00', end_time: '17:00', [name]: '2024-01-01' }), 'VALIDATION_ERROR', `${name} without the other date`)),
        fc.constant(labelled(json({ start_time: '17:00', end_time: '09:00' }), 'VALIDATION_ERROR', 'negative duration')),
        fc.constant(labelled(json({ start_time: '09:00', end_time: '10:00', break_minutes: 61 }), 'VALIDATION_ERROR', 'break longer than the duration')),
      ];
    case 'unix-timestamp':
      return [fc.constant(labelled(json({ timestamp: 0, date_time: '1970-01-01' }), 'VALIDATION_ERROR', 'both timestamp and date_time'))];
    default:
      return [];
  }
}

function shift(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Invalid requests for an operation, each labelled with the code and status the spec requires: one
 * fault per request on an otherwise valid body, for every row of ruling 2 (not JSON, not an object,
 * unknown field including `__proto__` and `constructor`, missing field, bad date, bad value), the
 * per-operation exceptions (`unix-timestamp`'s `date_time` is a value, `day-of-week` has no
 * `VALIDATION_ERROR`), calendar faults, and each limit of ruling 4 one step past its boundary.
 *
 * @param operation - The operation.
 * @param options - `countries` for the valid bodies the faults are put into.
 * @returns An arbitrary of labelled invalid requests.
 * @example
 * fc.sample(invalidRequest('day-of-week'), 1) //=> e.g. [{ text: '{"date":"2023-02-29"}', code: 'INVALID_DATE', status: 400, rule: '…' }]
 */
export function invalidRequest(operation: OperationName, options: RequestArbitraryOptions = {}): fc.Arbitrary<InvalidRequest> {
  const valid = validRequest(operation, options);
  return fc.oneof(...commonFaults(operation, valid), ...operationFaults(operation, valid));
}
