import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { catalog, OPERATION_NAMES } from '../../src/catalog.ts';
import { ERROR_STATUS } from '../../src/protocol/errorCodes.ts';
import { execute } from '../../src/catalog/execute.ts';
import { getRun } from '../../src/catalog/operationRuns.ts';

describe('execute', () => {
  it('should run the spec examples end to end', async () => {
    expect(await execute('date-difference', { start_date: '2023-01-01', end_date: '2023-03-15' })).toEqual({
      ok: true,
      status: 200,
      data: { start_date: '2023-01-01', end_date: '2023-03-15', include_end_date: false, total_days: 73, weeks: 10, remainder_days: 3, years: 0, months: 2, days: 14 },
    });
    expect(await execute('time-duration', { start_time: '09:00', end_time: '17:30', break_minutes: 30 })).toEqual({
      ok: true,
      status: 200,
      data: { start_time: '09:00', end_time: '17:30', break_minutes: 30, total_minutes: 480, hours: 8, minutes: 0, decimal_hours: 8 },
    });
  });

  it("should answer every date operation's catalog example with data matching its response schema", async () => {
    for (const operation of ['date-difference', 'add-days', 'age', 'time-duration', 'week-number', 'day-of-week', 'unix-timestamp'] as const) {
      const result = await execute(operation, catalog[operation].example, { today: '2024-06-15' });
      expect(result.ok, operation).toBe(true);
      if (result.ok) expect(v.safeParse(catalog[operation].response, result.data).success, operation).toBe(true);
    }
  });

  it('should give 404 NOT_FOUND for an unknown operation', async () => {
    for (const operation of ['nope', 'add_days', 'constructor', '__proto__', 'hasOwnProperty']) {
      expect(await execute(operation, {})).toMatchObject({ ok: false, status: 404, error: { code: 'NOT_FOUND' } });
    }
  });

  it('should give the status ERROR_STATUS gives for each code', async () => {
    const cases = [
      ['day-of-week', [], 'INVALID_REQUEST'],
      ['day-of-week', { date: '2024-01-01', x: 1 }, 'UNKNOWN_FIELD'],
      ['day-of-week', {}, 'INVALID_REQUEST'],
      ['day-of-week', { date: 'x' }, 'INVALID_DATE'],
      ['add-days', { start_date: '2024-01-01', days: 'x' }, 'VALIDATION_ERROR'],
      ['add-days', { start_date: '9999-12-31', days: 1 }, 'VALIDATION_ERROR'],
    ] as const;
    for (const [operation, body, code] of cases) {
      const result = await execute(operation, body);
      expect(result).toMatchObject({ ok: false, status: ERROR_STATUS[code], error: { code } });
    }
  });

  it('should report a failure of the operation itself with its field and message', async () => {
    const result = await execute('add-days', { start_date: '9999-12-31', days: 1 });
    expect(result).toMatchObject({ ok: false, status: 422, error: { code: 'VALIDATION_ERROR', field: 'days' } });
    if (!result.ok) expect(result.error.message).toContain('days');
  });

  describe('age and today', () => {
    it("should use the caller's today when as_of_date is absent", async () => {
      expect(await execute('age', { birth_date: '2000-06-15' }, { today: '2024-06-15' })).toMatchObject({
        ok: true,
        data: { as_of_date: '2024-06-15', years: 24, next_birthday: '2024-06-15', days_until_next_birthday: 0 },
      });
    });

    it('should give INVALID_REQUEST on as_of_date without a today', async () => {
      const result = await execute('age', { birth_date: '2000-06-15' });
      expect(result).toMatchObject({ ok: false, status: 400, error: { code: 'INVALID_REQUEST', field: 'as_of_date' } });
      if (!result.ok) expect(result.error.message).toContain('as_of_date');
    });

    it('should prefer an explicit as_of_date', async () => {
      expect(await execute('age', { birth_date: '2000-06-15', as_of_date: '2001-06-14' })).toMatchObject({ ok: true, data: { years: 0, months: 11, days: 30 } });
    });
  });

  it('should never throw: a throwing body becomes INTERNAL_ERROR', async () => {
    const body = Object.defineProperty({}, 'date', {
      enumerable: true,
      get() {
        throw new Error('boom');
      },
    });
    const result = await execute('day-of-week', body);
    expect(result).toMatchObject({ ok: false, status: 500, error: { code: 'INTERNAL_ERROR' } });
    if (!result.ok) expect(result.error.message).not.toContain('boom');
  });

  it('should answer with a promise that never rejects, whatever a run does (sync or async, throws, rejects or returns junk)', async () => {
    // What execute runs (the catalog entry holds the same run).
    const definition = getRun('day-of-week') as unknown as { run: (...args: unknown[]) => unknown };
    const original = definition.run;
    const runs: [string, () => unknown, unknown][] = [
      ['throws', () => {
        throw new Error('boom');
      }, { ok: false, status: 500, error: { code: 'INTERNAL_ERROR' } }],
      ['rejects', () => Promise.reject(new Error('boom')), { ok: false, status: 500, error: { code: 'INTERNAL_ERROR' } }],
      ['resolves to junk', () => Promise.resolve(null), { ok: false, status: 500, error: { code: 'INTERNAL_ERROR' } }],
      ['returns junk', () => null, { ok: false, status: 500, error: { code: 'INTERNAL_ERROR' } }],
      ['resolves to a failure', () => Promise.resolve({ ok: false, error: { code: 'VALIDATION_ERROR', field: 'date', message: 'date: no' } }), { ok: false, status: ERROR_STATUS.VALIDATION_ERROR, error: { code: 'VALIDATION_ERROR', field: 'date' } }],
      ['resolves to a value', () => Promise.resolve({ ok: true, value: { weekday: 'Thursday' } }), { ok: true, status: 200, data: { weekday: 'Thursday' } }],
    ];
    try {
      for (const [what, run, expected] of runs) {
        definition.run = run;
        const answer = execute('day-of-week', { date: '2024-07-04' });
        expect(answer, what).toBeInstanceOf(Promise);
        const result = await answer;
        expect(result, what).toMatchObject(expected as object);
        if (!result.ok) expect(result.error.message, what).not.toContain('boom');
      }
    } finally {
      definition.run = original;
    }
    expect(await execute('day-of-week', { date: '2024-07-04' })).toMatchObject({ ok: true, data: { weekday: 'Thursday' } });
  });

  it('should not mutate the body', async () => {
    for (const operation of OPERATION_NAMES) {
      const body = structuredClone(catalog[operation].example) as Record<string, unknown>;
      const before = structuredClone(body);
      await execute(operation, body, { today: '2024-06-15' });
      expect(body, operation).toEqual(before);
    }
  });
});
