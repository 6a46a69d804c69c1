// Private to the kit: one fault `invalidRequest` puts into a valid body, with the row of the error precedence that
// finds it, so that two faults can be combined and labelled by precedence.
import fc from 'fast-check';
import type { ErrorCode } from '../protocol/errorCodes.ts';
import { ERROR_PRECEDENCE, type RequestStage } from '../fields/errorPrecedence.ts';
import type { RequestBody } from './requestBody.ts';

/** The rank of a row of the error precedence table (lower wins): its place in `ERROR_PRECEDENCE`. */
const rankOf = (stage: RequestStage): number => ERROR_PRECEDENCE.findIndex((row) => row.stage === stage);

/** The error precedence's rows as ranks, read from `ERROR_PRECEDENCE`; `calculation` is what the operation itself finds last. */
export const RANK = {
  unknownField: rankOf('unknown_field'),
  required: rankOf('required'),
  date: rankOf('date'),
  value: rankOf('value'),
  calendar: rankOf('calendar'),
  range: rankOf('range'),
  calculation: ERROR_PRECEDENCE.length,
} as const;

/** One fault: the row that finds it, the code it gives, the fields it touches, and how to put it in a body. */
export interface Fault {
  readonly rank: number;
  readonly code: ErrorCode;
  readonly rule: string;
  /** Fields it sets or removes; two faults combine only when these are disjoint. */
  readonly fields: readonly string[];
  readonly apply: (body: RequestBody) => RequestBody;
}

/** Date fields given as anything but a real `YYYY-MM-DD` date from 0001 to 9999. */
export const BAD_DATES: readonly unknown[] = ['', '2023-02-29', '1900-02-29', '2023-13-01', '2023-04-31', '0000-01-01', '10000-01-01', '2023-1-01', '2023/01/01', '20230101', ' 2023-01-01', '2023-01-01 ', '2023-01-01T00:00', 12, null, true, [], {}];

/** How far past the end of 0001..9999 a result is pushed. */
export const pastEnd = fc.integer({ min: 1, max: 36_500 });

/**
 * A copy of `body` with each of `changes` set as an own property (even `__proto__`), or removed when its value is undefined.
 *
 * @param body - A request body.
 * @param changes - Field values to set (or remove with `undefined`).
 * @returns The changed copy.
 * @example
 * put({ date: '2024-01-01' }, { date: undefined, extra: 1 }) //=> { extra: 1 }
 */
export function put(body: RequestBody, changes: Record<string, unknown>): RequestBody {
  const copy: RequestBody = {};
  for (const name of Object.keys(body)) if (!Object.hasOwn(changes, name)) Object.defineProperty(copy, name, { value: body[name], enumerable: true, writable: true, configurable: true });
  for (const name of Object.keys(changes)) {
    if (changes[name] !== undefined) Object.defineProperty(copy, name, { value: changes[name], enumerable: true, writable: true, configurable: true });
  }
  return copy;
}

/**
 * Declares a fault.
 *
 * @param rank - Its row of the error precedence (`RANK`).
 * @param code - The code it gives.
 * @param rule - What it breaks, for reports.
 * @param fields - The fields it touches.
 * @param changes - The field values it sets, or a function building the faulty body.
 * @returns The fault.
 * @example
 * fault(RANK.date, 'INVALID_DATE', 'date is ""', ['date'], { date: '' }).apply({ date: '2024-01-01' }) //=> { date: '' }
 */
export function fault(rank: number, code: ErrorCode, rule: string, fields: readonly string[], changes: Record<string, unknown> | ((body: RequestBody) => RequestBody)): Fault {
  return { rank, code, rule, fields, apply: typeof changes === 'function' ? changes : (body) => put(body, changes) };
}
