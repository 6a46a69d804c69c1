import { describe, expect, it } from 'vitest';
import { ERROR_STATUS } from '../../src/protocol/errorCodes.ts';
import { ERROR_PRECEDENCE } from '../../src/fields/errorPrecedence.ts';

describe('ERROR_PRECEDENCE', () => {
  it("should list the error precedence's rows in order, with their codes", () => {
    expect(ERROR_PRECEDENCE.map((row) => [row.stage, row.codes])).toEqual([
      ['json', ['INVALID_JSON']],
      ['object', ['INVALID_REQUEST']],
      ['unknown_field', ['UNKNOWN_FIELD']],
      ['required', ['INVALID_REQUEST']],
      ['date', ['INVALID_DATE']],
      ['value', ['VALIDATION_ERROR']],
      ['calendar', ['INVALID_COUNTRY', 'INVALID_SUBDIVISION', 'BUSINESS_CALENDAR_NOT_FOUND', 'FEATURE_NOT_AVAILABLE']],
      ['range', ['RANGE_TOO_LARGE']],
    ]);
  });

  it("should map each row to the error precedence's statuses", () => {
    expect(ERROR_PRECEDENCE.map((row) => row.codes.map((code) => (ERROR_STATUS as Readonly<Record<string, number>>)[code]))).toEqual([[400], [400], [400], [400], [400], [422], [422, 422, 404, 403], [422]]);
  });

  it('should describe every fault', () => {
    for (const row of ERROR_PRECEDENCE) expect(row.fault.length, row.stage).toBeGreaterThan(0);
    expect(new Set(ERROR_PRECEDENCE.map((row) => row.stage)).size).toBe(ERROR_PRECEDENCE.length);
  });
});
