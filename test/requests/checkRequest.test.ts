import { describe, expect, it } from 'vitest';
import { booleanField, dateField } from '../../src/fields/fieldSpec.ts';
import { checkRequest } from '../../src/requests/checkRequest.ts';
import { validateRequest } from '../../src/catalog/validateRequest.ts';
import { businessDaysBetweenFields } from '../../src/operations/businessDaysBetween/fields.ts';

/** A shape that is no catalog entry: the check needs only a field table. */
const shape = {
  fields: { day: dateField({ required: true }), flag: booleanField({ default: false }) },
};

describe('checkRequest', () => {
  it('should check any field table, without the catalog', () => {
    expect(checkRequest(shape, { day: '2024-02-29' })).toEqual({ ok: true, value: { day: '2024-02-29', flag: false }, firstDay: 19_782, secondDay: undefined });
  });

  it("should report the earlier row of the error precedence's table first", () => {
    expect(checkRequest(shape, { day: '2023-02-29', flag: 'yes' })).toMatchObject({ ok: false, error: { code: 'INVALID_DATE', field: 'day' } });
    expect(checkRequest(shape, { flag: 'yes' })).toMatchObject({ ok: false, error: { code: 'INVALID_REQUEST', field: 'day' } });
    expect(checkRequest(shape, { day: '2023-02-29', other: 1 })).toMatchObject({ ok: false, error: { code: 'UNKNOWN_FIELD', field: 'other' } });
    expect(checkRequest(shape, [])).toMatchObject({ ok: false, error: { code: 'INVALID_REQUEST' } });
  });

  it('should return the core Result shape, with no HTTP status', () => {
    const failure = checkRequest(shape, { day: 1 });
    expect(failure).toEqual({ ok: false, error: { code: 'INVALID_DATE', field: 'day', message: 'day must be a date string in YYYY-MM-DD form; received 1' } });
  });
});

describe('checkRequest with values that repeat', () => {
  const entry = { fields: businessDaysBetweenFields };
  const body = (country_code: unknown, working_days?: unknown) => ({ start_date: '2024-01-01', end_date: '2024-01-31', country_code, ...(working_days === undefined ? {} : { working_days }) });
  const country = (result: ReturnType<typeof checkRequest>) => (result.ok ? result.value['country_code'] : result.error.code);

  it('should give a repeated string the parse it had, and check a new one', () => {
    expect(country(checkRequest(entry, body('de')))).toBe('DE');
    expect(country(checkRequest(entry, body('de')))).toBe('DE');
    expect(country(checkRequest(entry, body('d3')))).toBe('VALIDATION_ERROR');
    expect(country(checkRequest(entry, body('de')))).toBe('DE');
    expect(country(checkRequest(entry, body('US')))).toBe('US');
    expect(country(checkRequest(entry, body(['US'])))).toBe('VALIDATION_ERROR');
    expect(country(checkRequest(entry, body('US')))).toBe('US');
  });

  it('should check an array changed in place again', () => {
    const days = [1, 2, 3];
    expect(checkRequest(entry, body('US', days)).ok).toBe(true);
    days.push(3);
    expect(checkRequest(entry, body('US', days))).toMatchObject({ ok: false, error: { code: 'VALIDATION_ERROR', field: 'working_days' } });
  });
});

describe('checkRequest and the dates it read', () => {
  const twoDates = { fields: { flag: booleanField({ default: false }), from: dateField(), to: dateField(), third: dateField() } };

  it('should hand on the epoch days of the first two dates the body holds (field order) as the check read them, undefined for none (never NaN: a field that sometimes holds NaN is a floating-point field for V8)', () => {
    expect(checkRequest(twoDates, { from: '1970-01-02', to: '1969-12-31', third: '2024-01-01' })).toEqual({
      ok: true,
      value: { from: '1970-01-02', to: '1969-12-31', third: '2024-01-01', flag: false },
      firstDay: 1,
      secondDay: -1,
    });
    expect(checkRequest(twoDates, { to: '1970-01-11' })).toMatchObject({ ok: true, firstDay: 10, secondDay: undefined });
    expect(checkRequest(twoDates, { flag: true })).toMatchObject({ ok: true, firstDay: undefined, secondDay: undefined });
    expect(checkRequest(twoDates, { from: '2023-02-29' })).toMatchObject({ ok: false, error: { code: 'INVALID_DATE', field: 'from' } });
  });

  it('should leave validateRequest its answer: the input alone', () => {
    expect(validateRequest('day-of-week', { date: '1970-01-02' })).toEqual({ ok: true, value: { date: '1970-01-02' } });
    expect(Object.keys(validateRequest('business-days-between', { start_date: '1970-01-02', end_date: '1970-01-05' }))).toEqual(['ok', 'value']);
  });
});

describe('checkRequest and default arrays', () => {
  it("should hand on a field table's default array itself (validateRequest copies it), and execute should leave it alone", async () => {
    const { execute } = await import('../../src/catalog/execute.ts');
    const fallback = businessDaysBetweenFields.working_days.default;
    const checked = checkRequest({ fields: businessDaysBetweenFields }, { start_date: '2024-06-03', end_date: '2024-06-09' });
    expect(checked.ok && checked.value['working_days']).toBe(fallback);
    expect(await execute('business-days-between', { start_date: '2024-06-03', end_date: '2024-06-09' })).toMatchObject({ ok: true, data: { business_days: 5 } });
    expect(fallback).toEqual([1, 2, 3, 4, 5]);
  });
});
