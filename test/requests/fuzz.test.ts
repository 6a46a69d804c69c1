// Fuzzing the request layer: arbitrary JSON bodies never make execute throw, every error is one the
// operation's catalog entry lists (with the status ERROR_STATUS gives), and every success parses
// against the operation's response schema.
import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { catalog, type OperationName } from '../../src/catalog.ts';
import { ERROR_STATUS } from '../../src/protocol/errorCodes.ts';
import { execute } from '../../src/catalog/execute.ts';
import { arbClockTime, arbPlainDate } from '../_helpers/arbitraries.ts';

const DATE_OPERATIONS = ['date-difference', 'add-days', 'age', 'time-duration', 'week-number', 'day-of-week', 'unix-timestamp'] as const;
// Another engineer is wiring these; until then they may answer SERVICE_UNAVAILABLE. Only the
// error-set contract (and never throwing) is asserted for them.
const BUSINESS_DAY_OPERATIONS = ['business-days-between', 'add-business-days', 'is-business-day'] as const;

/** Values that are often valid for some field, mixed with arbitrary JSON. */
const arbFieldValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: fc.jsonValue({ maxDepth: 2 }), weight: 3 },
  { arbitrary: arbPlainDate, weight: 3 },
  { arbitrary: arbClockTime, weight: 2 },
  { arbitrary: fc.integer({ min: -40_000, max: 40_000 }), weight: 2 },
  { arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }), weight: 1 },
  { arbitrary: fc.boolean(), weight: 1 },
  { arbitrary: fc.constantFrom('days', 'weeks', 'months', 'years', 'US', 'DE', 'BY', [1, 2, 3, 4, 5], '2024-01-01T12:00+23:59', '123e4567-e89b-12d3-a456-426614174000'), weight: 2 },
);

/** A body built from the operation's real field names (any subset) plus, sometimes, a stray key. */
function arbFieldBody(operation: OperationName): fc.Arbitrary<unknown> {
  const names = Object.keys(catalog[operation].fields);
  const record = fc.record(Object.fromEntries(names.map((name) => [name, arbFieldValue])), { requiredKeys: [] });
  return fc.oneof(
    { arbitrary: record, weight: 6 },
    { arbitrary: fc.tuple(record, fc.constantFrom('__proto__', 'constructor', 'extra', 'Date')).map(([body, key]) => JSON.parse(JSON.stringify({ ...body, [key]: 1 })) as unknown), weight: 1 },
  );
}

/** Any JSON value, as parsed JSON text (so own `__proto__` keys really occur). */
const arbJsonBody: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.json({ maxDepth: 3 }).map((text) => JSON.parse(text) as unknown),
  fc.constant(JSON.parse('{"__proto__":{"date":"2024-01-01"},"date":"2024-01-01"}') as unknown),
);

async function checkContract(operation: OperationName, body: unknown, today: string | undefined, strict: boolean): Promise<void> {
  const result = await execute(operation, body, today === undefined ? {} : { today });
  const entry = catalog[operation];
  if (result.ok) {
    expect(result.status).toBe(200);
    const parsed = v.safeParse(entry.response, result.data);
    expect(parsed.success, JSON.stringify(parsed.issues?.[0]?.message)).toBe(true);
    return;
  }
  expect(entry.errors as readonly string[]).toContain(result.error.code);
  expect(result.status).toBe(ERROR_STATUS[result.error.code]);
  expect(typeof result.error.message).toBe('string');
  if (result.error.field !== undefined) expect(result.error.message).toContain(result.error.field);
  if (strict) expect(result.error.code).not.toBe('INTERNAL_ERROR');
}

describe('execute (fuzz)', () => {
  for (const operation of DATE_OPERATIONS) {
    it(`${operation}: never throws, errors stay in the catalog set, successes match the response schema`, async () => {
      await fc.assert(
        fc.asyncProperty(fc.oneof(arbJsonBody, arbFieldBody(operation), arbFieldBody(operation)), fc.option(arbPlainDate), async (body, today) => {
          await checkContract(operation, body, today ?? undefined, true);
        }),
        { numRuns: 400 },
      );
    });
  }

  for (const operation of BUSINESS_DAY_OPERATIONS) {
    it(`${operation}: never throws and errors stay in the catalog set`, async () => {
      await fc.assert(
        fc.asyncProperty(fc.oneof(arbJsonBody, arbFieldBody(operation)), async (body) => {
          await checkContract(operation, body, '2024-06-15', false);
        }),
        { numRuns: 100 },
      );
    });
  }

  it('should actually reach successes and each error row for the date operations', async () => {
    // Guards the fuzz above against only ever exercising one branch.
    const seen = new Set<string>();
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...DATE_OPERATIONS).chain((operation) => fc.tuple(fc.constant(operation), arbFieldBody(operation))), async ([operation, body]) => {
        const result = await execute(operation, body, { today: '2024-06-15' });
        seen.add(result.ok ? 'ok' : result.error.code);
      }),
      { numRuns: 600 },
    );
    expect([...seen].sort()).toEqual(expect.arrayContaining(['INVALID_DATE', 'INVALID_REQUEST', 'UNKNOWN_FIELD', 'VALIDATION_ERROR', 'ok']));
  });
});
