import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { catalog, OPERATION_NAMES, type OperationName } from '../../src/catalog.ts';
import { ERROR_STATUS } from '../../src/protocol/errorCodes.ts';
import { execute } from '../../src/catalog/execute.ts';
import { validateRequest, type RequestFailure } from '../../src/catalog/validateRequest.ts';

const DATE_OPERATIONS = ['date-difference', 'add-days', 'age', 'time-duration', 'week-number', 'day-of-week', 'unix-timestamp'] as const;

/** Asserts a failure: its code, field, status from ERROR_STATUS, and a message naming the field. */
function expectFailure(result: unknown, code: RequestFailure['error']['code'], field?: string): void {
  expect(result).toMatchObject({ ok: false, status: ERROR_STATUS[code], error: { code } });
  const failure = result as RequestFailure;
  if (field === undefined) return;
  expect(failure.error.field).toBe(field);
  expect(failure.error.message).toContain(field);
}

const validate = (operation: string, body: unknown) => validateRequest(operation, body, { today: '2024-06-15' });

describe('validateRequest', () => {
  describe('row 2: body is JSON but not an object', () => {
    it('should give 400 INVALID_REQUEST for arrays, null, strings, numbers and booleans, for every operation', () => {
      for (const operation of OPERATION_NAMES) {
        for (const body of [[], [{ date: '2024-01-01' }], null, 'x', '', 42, 0, true, false]) {
          expectFailure(validate(operation, body), 'INVALID_REQUEST');
        }
      }
    });
  });

  describe('row 3: unknown fields', () => {
    it('should give UNKNOWN_FIELD naming the field, even when every later fault is present too', () => {
      expectFailure(validate('add-days', { start_date: '2023-02-29', unit: 'eons', colour: 'red' }), 'UNKNOWN_FIELD', 'colour');
      expectFailure(validate('date-difference', { extra: 1 }), 'UNKNOWN_FIELD', 'extra');
      expectFailure(validate('unix-timestamp', { time: 1 }), 'UNKNOWN_FIELD', 'time');
      // Field names are case-sensitive.
      expectFailure(validate('day-of-week', { Date: '2024-01-01' }), 'UNKNOWN_FIELD', 'Date');
    });

    it('should give UNKNOWN_FIELD for own __proto__ and constructor keys from JSON.parse', () => {
      for (const operation of OPERATION_NAMES) {
        for (const key of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'prototype']) {
          const body: unknown = JSON.parse(`{"${key}": {"date": "2024-01-01"}, "date": "2023-02-30"}`);
          expectFailure(validate(operation, body), 'UNKNOWN_FIELD', key);
        }
      }
    });

    it('should accept a body parsed by JSON.parse with only defined fields', () => {
      expect(validate('day-of-week', JSON.parse('{"date":"2024-01-01"}')).ok).toBe(true);
    });

    it('should reject a field of another operation', () => {
      expectFailure(validate('day-of-week', { date: '2024-01-01', country_code: 'US' }), 'UNKNOWN_FIELD', 'country_code');
      expectFailure(validate('add-days', { start_date: '2024-01-01', days: 1, include_end_date: true }), 'UNKNOWN_FIELD', 'include_end_date');
    });
  });

  describe('row 4: a required field is absent', () => {
    it('should give INVALID_REQUEST before a bad date or a bad value', () => {
      expectFailure(validate('add-days', { start_date: '2023-02-29', unit: 'eons' }), 'INVALID_REQUEST', 'days');
      expectFailure(validate('date-difference', { end_date: 'nope', include_end_date: 'x' }), 'INVALID_REQUEST', 'start_date');
      expectFailure(validate('time-duration', { start_time: '25:00', start_date: 'bad' }), 'INVALID_REQUEST', 'end_time');
      expectFailure(validate('age', { as_of_date: '2023-02-29' }), 'INVALID_REQUEST', 'birth_date');
    });

    it('should report the first missing field in the order of the spec table', () => {
      expectFailure(validate('date-difference', {}), 'INVALID_REQUEST', 'start_date');
      expectFailure(validate('add-days', {}), 'INVALID_REQUEST', 'start_date');
      expectFailure(validate('time-duration', {}), 'INVALID_REQUEST', 'start_time');
      expectFailure(validate('time-duration', { end_time: '09:00' }), 'INVALID_REQUEST', 'start_time');
      expectFailure(validate('week-number', {}), 'INVALID_REQUEST', 'date');
      expectFailure(validate('day-of-week', {}), 'INVALID_REQUEST', 'date');
    });

    it('should treat null as present (a wrong type), never as absent', () => {
      expectFailure(validate('add-days', { start_date: null, days: 1 }), 'INVALID_DATE', 'start_date');
      expectFailure(validate('add-days', { start_date: '2024-01-01', days: null }), 'VALIDATION_ERROR', 'days');
      expectFailure(validate('add-days', { start_date: '2024-01-01', days: 1, unit: null }), 'VALIDATION_ERROR', 'unit');
      expectFailure(validate('date-difference', { start_date: '2024-01-01', end_date: '2024-01-02', include_end_date: null }), 'VALIDATION_ERROR', 'include_end_date');
      expectFailure(validate('age', { birth_date: '2000-01-01', as_of_date: null }), 'INVALID_DATE', 'as_of_date');
      expectFailure(validate('time-duration', { start_time: '09:00', end_time: '10:00', break_minutes: null }), 'VALIDATION_ERROR', 'break_minutes');
      expectFailure(validate('unix-timestamp', { timestamp: null }), 'VALIDATION_ERROR', 'timestamp');
      expectFailure(validate('unix-timestamp', { date_time: null }), 'VALIDATION_ERROR', 'date_time');
    });

    it('should treat undefined as absent (a TypeScript caller, not JSON)', () => {
      expectFailure(validate('add-days', { start_date: '2024-01-01', days: undefined }), 'INVALID_REQUEST', 'days');
      expect(validate('add-days', { start_date: '2024-01-01', days: 1, unit: undefined })).toMatchObject({ ok: true, value: { unit: 'days' } });
    });
  });

  describe('row 5: a date field is not a valid date string', () => {
    it('should give INVALID_DATE before any VALIDATION_ERROR, whatever the field order', () => {
      expectFailure(validate('add-days', { start_date: '2023-02-29', days: 'x', unit: 'eons', skip_weekends: 'no' }), 'INVALID_DATE', 'start_date');
      expectFailure(validate('date-difference', { start_date: '2024-01-01', end_date: '2024-1-2', include_end_date: 'x' }), 'INVALID_DATE', 'end_date');
      // start_time precedes start_date in the table, but dates are a higher row.
      expectFailure(validate('time-duration', { start_time: '25:00', end_time: 'x', start_date: '2024-01-01', end_date: '2024-02-30', break_minutes: -5 }), 'INVALID_DATE', 'end_date');
    });

    it('should report the first bad date in the order of the spec table', () => {
      expectFailure(validate('date-difference', { start_date: 'x', end_date: 'y' }), 'INVALID_DATE', 'start_date');
      expectFailure(validate('date-difference', { end_date: 'y', start_date: 'x' }), 'INVALID_DATE', 'start_date');
      expectFailure(validate('age', { as_of_date: 'x', birth_date: 'y' }), 'INVALID_DATE', 'birth_date');
      expectFailure(validate('time-duration', { start_time: '09:00', end_time: '10:00', end_date: 'x', start_date: 'y' }), 'INVALID_DATE', 'start_date');
    });

    it('should give INVALID_DATE for any type, any format and impossible dates', () => {
      for (const value of [20240101, true, [], {}, '2023-02-29', '2024-1-01', '2024-01-01T00:00:00Z', '0000-01-01', '10000-01-01', '']) {
        expectFailure(validate('week-number', { date: value }), 'INVALID_DATE', 'date');
        expectFailure(validate('add-days', { start_date: value, days: 1 }), 'INVALID_DATE', 'start_date');
      }
    });
  });

  describe('row 6: other fields (wrong type, range, enum, cross-field)', () => {
    it('should give VALIDATION_ERROR for the first bad field in table order', () => {
      expectFailure(validate('add-days', { start_date: '2024-01-01', days: 'x', unit: 'eons', skip_weekends: 'no' }), 'VALIDATION_ERROR', 'days');
      expectFailure(validate('add-days', { skip_weekends: 'no', unit: 'eons', days: 1, start_date: '2024-01-01' }), 'VALIDATION_ERROR', 'unit');
      expectFailure(validate('add-days', { start_date: '2024-01-01', days: 1, unit: 'days', skip_weekends: 'no' }), 'VALIDATION_ERROR', 'skip_weekends');
      expectFailure(validate('time-duration', { start_time: '9:00', end_time: '24:00' }), 'VALIDATION_ERROR', 'start_time');
      expectFailure(validate('time-duration', { start_time: '09:00', end_time: '10:00', next_day: 1, break_minutes: 1.5 }), 'VALIDATION_ERROR', 'next_day');
    });

    it('should reject non-integers and out-of-range amounts', () => {
      for (const days of [1.5, -0.5, 36501, -36501, 1e21, '1', true, [1], {}]) {
        expectFailure(validate('add-days', { start_date: '2024-01-01', days }), 'VALIDATION_ERROR', 'days');
      }
      for (const breakMinutes of [-1, 0.5, '30']) {
        expectFailure(validate('time-duration', { start_time: '09:00', end_time: '10:00', break_minutes: breakMinutes }), 'VALIDATION_ERROR', 'break_minutes');
      }
    });

    it('should accept the add-days limits ±36500 for every unit', () => {
      for (const unit of ['days', 'weeks', 'months', 'years']) {
        for (const days of [36500, -36500, 0]) expect(validate('add-days', { start_date: '2024-01-01', days, unit }).ok).toBe(true);
        for (const days of [36501, -36501]) expectFailure(validate('add-days', { start_date: '2024-01-01', days, unit }), 'VALIDATION_ERROR', 'days');
      }
    });

    it('should give VALIDATION_ERROR (the cross-field rule) when both unix-timestamp fields are given', () => {
      const result = validate('unix-timestamp', { timestamp: 1, date_time: '2024-01-01' });
      expectFailure(result, 'VALIDATION_ERROR', 'date_time');
      expect((result as RequestFailure).error.message).toContain('timestamp');
    });

    it('should give INVALID_REQUEST (a required field is absent) when neither unix-timestamp field is given', () => {
      const result = validate('unix-timestamp', {});
      expectFailure(result, 'INVALID_REQUEST', 'timestamp');
      expect((result as RequestFailure).error.message).toContain('date_time');
    });
  });

  describe('per-operation exceptions of the error precedence', () => {
    it('unix-timestamp: a bad date_time is VALIDATION_ERROR, not INVALID_DATE', async () => {
      for (const dateTime of [42, true, null, [], '2023-02-29', 'not a date']) {
        const result = await execute('unix-timestamp', { date_time: dateTime });
        expectFailure(result, 'VALIDATION_ERROR', 'date_time');
      }
    });

    it('day-of-week: any non-date is INVALID_DATE, never VALIDATION_ERROR', () => {
      for (const value of [42, true, null, [], {}, '2023-02-29', 'Monday', '2024-01-01T00:00']) {
        expectFailure(validate('day-of-week', { date: value }), 'INVALID_DATE', 'date');
      }
    });
  });

  describe('every row, cumulatively, for every date operation', () => {
    it('should let the highest faulty row decide', () => {
      for (const operation of DATE_OPERATIONS) {
        const definition = catalog[operation];
        const names = Object.keys(definition.fields);
        const specs = Object.values(definition.fields);
        const valueField = names.find((_, index) => specs[index]?.kind === 'value');
        const dateField = names.find((_, index) => specs[index]?.kind === 'date' && specs[index]?.required);
        const requiredField = names.find((_, index) => specs[index]?.required);
        const body: Record<string, unknown> = { ...definition.example };
        expect(validate(operation, body).ok, operation).toBe(true);
        if (valueField !== undefined) {
          body[valueField] = { wrong: 'type' };
          expectFailure(validate(operation, body), 'VALIDATION_ERROR', valueField);
        }
        if (dateField !== undefined) {
          body[dateField] = '2023-02-30';
          expectFailure(validate(operation, body), 'INVALID_DATE', dateField);
        }
        if (requiredField !== undefined) {
          delete body[requiredField];
          expectFailure(validate(operation, body), 'INVALID_REQUEST', requiredField);
        }
        body['not_a_field'] = 1;
        expectFailure(validate(operation, body), 'UNKNOWN_FIELD', 'not_a_field');
        expectFailure(validate(operation, [body]), 'INVALID_REQUEST');
      }
    });
  });

  describe('defaults and typed values', () => {
    it('should apply the defaults of the spec tables', () => {
      expect(validate('date-difference', { start_date: '2024-01-01', end_date: '2024-02-01' })).toEqual({
        ok: true,
        value: { start_date: '2024-01-01', end_date: '2024-02-01', include_end_date: false },
      });
      expect(validate('add-days', { start_date: '2024-01-31', days: 1 })).toEqual({
        ok: true,
        value: { start_date: '2024-01-31', days: 1, unit: 'days', skip_weekends: false },
      });
      expect(validate('time-duration', { start_time: '09:00', end_time: '17:30' })).toEqual({
        ok: true,
        value: { start_time: '09:00', end_time: '17:30', next_day: false, break_minutes: 0 },
      });
      expect(validate('unix-timestamp', { timestamp: 1.005 })).toEqual({ ok: true, value: { timestamp: 1.005 } });
      expect(validate('week-number', { date: '2024-01-01' })).toEqual({ ok: true, value: { date: '2024-01-01' } });
    });

    it('should keep given values over defaults', () => {
      expect(validate('add-days', { start_date: '2024-01-31', days: -3, unit: 'months', skip_weekends: true })).toEqual({
        ok: true,
        value: { start_date: '2024-01-31', days: -3, unit: 'months', skip_weekends: true },
      });
    });

    it("should default age's as_of_date to the caller's today, and fail without one", () => {
      expect(validateRequest('age', { birth_date: '2000-02-29' }, { today: '2024-06-15' })).toEqual({
        ok: true,
        value: { birth_date: '2000-02-29', as_of_date: '2024-06-15' },
      });
      expect(validateRequest('age', { birth_date: '2000-02-29', as_of_date: '2010-01-01' })).toEqual({
        ok: true,
        value: { birth_date: '2000-02-29', as_of_date: '2010-01-01' },
      });
      expectFailure(validateRequest('age', { birth_date: '2000-02-29' }), 'INVALID_REQUEST', 'as_of_date');
      expectFailure(validateRequest('age', { birth_date: '2000-02-29' }, { today: '2023-02-29' }), 'INVALID_REQUEST', 'as_of_date');
    });

    it('should give NOT_FOUND for an unknown operation', () => {
      for (const operation of ['nope', '', 'constructor', '__proto__', 'toString', 'Date-Difference']) {
        expectFailure(validateRequest(operation, {}), 'NOT_FOUND');
      }
    });

    it('should not mutate the body, and should return fresh default arrays', () => {
      const body = { start_date: '2024-01-01', days: 1, unit: 'weeks' };
      const before = structuredClone(body);
      validate('add-days', body);
      expect(body).toEqual(before);
      const first = validate('is-business-day', { date: '2024-07-04' });
      const second = validate('is-business-day', { date: '2024-07-04' });
      expect(first).toMatchObject({ ok: true, value: { working_days: [1, 2, 3, 4, 5] } });
      if (first.ok && second.ok) {
        const firstDays = (first.value as Record<string, unknown>)['working_days'];
        expect(firstDays).not.toBe((second.value as Record<string, unknown>)['working_days']);
        expect(firstDays).not.toBe(catalog['is-business-day'].fields['working_days']?.default);
      }
    });
  });

  describe('properties', () => {
    it('should give exactly the failure execute gives, and succeed exactly when execute validates', async () => {
      const arbBody = fc.oneof(
        fc.jsonValue(),
        ...DATE_OPERATIONS.map((operation) =>
          fc.record(
            Object.fromEntries(Object.keys(catalog[operation].fields).map((name) => [name, fc.oneof(fc.jsonValue(), fc.constantFrom('2024-02-29', '09:00', 1, 'days', true))])),
            { requiredKeys: [] },
          ),
        ),
      );
      await fc.assert(
        fc.asyncProperty(fc.constantFrom<OperationName>(...DATE_OPERATIONS), arbBody, async (operation, body) => {
          const validated = validate(operation, body);
          const executed = await execute(operation, body, { today: '2024-06-15' });
          if (!validated.ok) expect(executed).toEqual(validated);
          else if (!executed.ok) expect(executed.error.code).toBe('VALIDATION_ERROR');
        }),
        { numRuns: 500 },
      );
    });
  });
});

describe('validateRequest: how fields are read', () => {
  it('should treat an own non-enumerable field as present, as an enumerable one', () => {
    const body = Object.defineProperty({ start_date: '2024-01-31' }, 'days', { value: 1, enumerable: false });
    expect(validate('add-days', body)).toEqual({ ok: true, value: { start_date: '2024-01-31', days: 1, unit: 'days', skip_weekends: false } });
  });

  it('should read each field by name when a getter deletes a later field while the body is read', () => {
    // The values are read in one pass in the keys' order; a field deleted on the way would shift them.
    const body: Record<string, unknown> = { start_date: '2024-01-31', days: 1, unit: 'weeks' };
    Object.defineProperty(body, 'start_date', {
      enumerable: true,
      get() {
        // Deleted, and another own field added: the body still holds three own fields.
        delete body.days;
        body.note = 'x';
        return '2024-01-31';
      },
    });
    expectFailure(validate('add-days', body), 'INVALID_REQUEST', 'days');
  });

  it('should ignore inherited fields', () => {
    const body = Object.assign(Object.create({ days: 1 }) as object, { start_date: '2024-01-31' });
    expectFailure(validate('add-days', body), 'INVALID_REQUEST', 'days');
  });

  it('should read each body by its own keys when bodies of one operation alternate key lists', () => {
    // The request check remembers the last key list it read; these bodies share and swap lists.
    const bodies: [unknown, Record<string, unknown> | string][] = [
      [{ start_date: '2024-01-31', days: 1 }, { start_date: '2024-01-31', days: 1 }],
      [{ days: 2, start_date: '2024-02-29' }, { start_date: '2024-02-29', days: 2 }],
      [{ days: 3, start_date: '2024-03-31' }, { start_date: '2024-03-31', days: 3 }],
      [{ days: 3, start: '2024-03-31' }, 'start'],
      [{ start_date: '2024-01-31', days: 1, unit: 'months' }, { start_date: '2024-01-31', days: 1, unit: 'months' }],
      [{ start_date: '2024-01-31', dayz: 1 }, 'dayz'],
      [{ start_date: '2024-01-31', days: undefined }, 'days'],
      [{ start_date: '2024-01-31', days: 4 }, { start_date: '2024-01-31', days: 4 }],
    ];
    for (let round = 0; round < 2; round++) {
      for (const [body, expected] of bodies) {
        const result = validate('add-days', body);
        if (typeof expected === 'string') expect(result.ok ? undefined : result.error.field, JSON.stringify(body)).toBe(expected);
        else expect(result.ok && result.value, JSON.stringify(body)).toMatchObject(expected);
      }
    }
  });

  it('should give the input its keys in field order whatever the order in the body', () => {
    const result = validate('business-days-between', { country_code: 'de', end_date: '2024-02-01', detailed: true, start_date: '2024-01-01' });
    expect(result.ok && Object.keys(result.value as object)).toEqual([
      'start_date', 'end_date', 'include_start_date', 'include_end_date', 'detailed', 'country_code', 'working_days', 'include_public_holidays',
    ]);
    expect(result.ok && result.value).toMatchObject({ country_code: 'DE', detailed: true, working_days: [1, 2, 3, 4, 5] });
  });

  it('should give every input its own copy of an array default', () => {
    const daysOf = (result: ReturnType<typeof validate>) => (result.ok ? (result.value as { working_days: number[] }).working_days : undefined);
    const first = daysOf(validate('is-business-day', { date: '2024-01-01' }));
    const second = daysOf(validate('is-business-day', { date: '2024-01-01' }));
    expect(first !== undefined && second !== undefined && first !== second).toBe(true);
    first?.push(6);
    expect(validate('is-business-day', { date: '2024-01-01' })).toMatchObject({ ok: true, value: { working_days: [1, 2, 3, 4, 5] } });
  });
});
