import { describe, expect, it } from 'vitest';
import { booleanField, dateField } from '../../src/fields/fieldSpec.ts';
import { checkRequest } from '../../src/requests/checkRequest.ts';

/** A shape that is no catalog entry: the check needs only a field table. */
const shape = {
  fields: { day: dateField({ required: true }), flag: booleanField({ default: false }) },
};

describe('checkRequest', () => {
  it('should check any field table, without the catalog', () => {
    expect(checkRequest(shape, { day: '2024-02-29' })).toEqual({ ok: true, value: { day: '2024-02-29', flag: false } });
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
