import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { catalog, OPERATION_NAMES } from '../../src/catalog.ts';
import { compileFieldCheck, keepValue } from '../../src/fields/compileFieldCheck.ts';

/** Values at and around the fields' edges, of every JSON type and some that JSON cannot carry. */
const edgeValues: unknown[] = [
  undefined, null, true, false, 0, -0, 1, -1, 1.5, 7, 8, Number.NaN, Number.POSITIVE_INFINITY, 36_500, 36_501, -25_001, '', 'US', 'us', 'U1', 'USA',
  '2024-02-29', '2023-02-29', '0000-12-31', '9999-12-31', '09:00', '24:00', '123e4567-e89b-12d3-a456-426614174000', 'days', 'Days',
  [], [1], [1, 1], [1, 2, 3, 4, 5], [0], [8], [1.5], ['1'], [Number.NaN, Number.NaN], {}, 10n, Symbol('s'), () => true,
];

describe('compileFieldCheck', () => {
  it("should give every field's test exactly what its schema gives", () => {
    for (const operation of OPERATION_NAMES) {
      for (const [name, spec] of Object.entries(catalog[operation].fields)) {
        const agree = (value: unknown): void => {
          expect(spec.test(value), `${operation}.${name} ${typeof value}`).toBe(v.is(spec.schema, value));
        };
        for (const value of edgeValues) agree(value);
        fc.assert(fc.property(fc.oneof(fc.jsonValue(), fc.array(fc.integer({ min: -1, max: 9 }), { maxLength: 9 })), agree), { numRuns: 200 });
      }
    }
  });

  it('should compile every field of the catalog (no field falls back to running its schema)', () => {
    for (const operation of OPERATION_NAMES) {
      for (const [name, spec] of Object.entries(catalog[operation].fields)) expect(compileFieldCheck(spec.schema), `${operation}.${name}`).toBeDefined();
    }
  });

  it('should give the output of the transforms at the end of a pipe, and know the identity transform', () => {
    const upper = compileFieldCheck(v.pipe(v.string(), v.regex(/^[a-z]+$/i), v.transform((text) => text.toUpperCase())))!;
    expect(upper.test('ab')).toBe(true);
    expect((upper.normalize as (value: string) => string)('ab')).toBe('AB');
    expect(compileFieldCheck(v.pipe(v.string(), v.transform(keepValue)))?.normalize).toBeUndefined();
  });

  it('should refuse what it does not know, and rules after a transform', () => {
    expect(compileFieldCheck(v.object({ a: v.string() }))).toBeUndefined();
    expect(compileFieldCheck(v.pipe(v.string(), v.transform((text) => text.length), v.minValue(2)))).toBeUndefined();
    expect(compileFieldCheck(v.pipe(v.string(), v.regex(/a/g)))).toBeUndefined();
  });
});
