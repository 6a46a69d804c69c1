// Private to the kit: small pieces the operations' generators share.
import fc from 'fast-check';
import { epochDaysOfPlainDate, epochDaysToPlainDate, type PlainDate } from '../date/plainDate.ts';
import type { RequestBody } from './requestBody.ts';

/**
 * Reads a `YYYY-MM-DD` text as an epoch day.
 *
 * @param text - A real date.
 * @returns Days since 1970-01-01.
 * @example
 * day('1970-01-02') //=> 1
 */
export function day(text: string): number {
  return epochDaysOfPlainDate(text);
}

/**
 * Writes an epoch day inside 0001..9999 as a `PlainDate`.
 *
 * @param epoch - Days since 1970-01-01.
 * @returns The date.
 * @example
 * date(1) //=> '1970-01-02'
 */
export function date(epoch: number): PlainDate {
  return epochDaysToPlainDate(epoch)!;
}

/**
 * Moves a `YYYY-MM-DD` text by whole days.
 *
 * @param text - A real date.
 * @param days - Days to add (negative: earlier).
 * @returns The moved date.
 * @example
 * shift('2024-02-28', 1) //=> '2024-02-29'
 */
export function shift(text: string, days: number): string {
  return epochDaysToPlainDate(epochDaysOfPlainDate(text) + days)!;
}

/** The first day of the business-day generators: well inside the holiday provider's years. */
export const BUSINESS_MIN = day('1900-01-01');

/** The last day of the business-day generators: well inside the holiday provider's years. */
export const BUSINESS_MAX = day('2100-12-31');

/**
 * Drops the keys whose value is `undefined` (absent fields).
 *
 * @param record - A body with possibly undefined values.
 * @returns The body without them.
 * @example
 * compact({ date: '2024-01-01', detailed: undefined }) //=> { date: '2024-01-01' }
 */
export function compact(record: Record<string, unknown>): RequestBody {
  const body: RequestBody = {};
  for (const [name, value] of Object.entries(record)) if (value !== undefined) body[name] = value;
  return body;
}

/** A boolean or absent. */
export const optionalBoolean = fc.option(fc.boolean(), { nil: undefined });

/**
 * An integer in [-limit, limit], biased to small values, zero and the limits themselves.
 *
 * @param limit - The largest absolute value.
 * @returns The arbitrary.
 * @example
 * fc.sample(arbAmount(10), 3) //=> e.g. [0, -10, 3]
 */
export function arbAmount(limit: number): fc.Arbitrary<number> {
  return fc.oneof(
    { arbitrary: fc.integer({ min: -40, max: 40 }), weight: 4 },
    { arbitrary: fc.integer({ min: -limit, max: limit }), weight: 2 },
    { arbitrary: fc.constantFrom(-limit, limit, 0, -1, 1), weight: 1 },
  );
}
