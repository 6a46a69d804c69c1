import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { catalog, OPERATION_NAMES } from '../../src/catalog.ts';

/** Values at and around every field's edges, of every JSON type and some that JSON cannot carry. */
const edgeValues: unknown[] = [
  undefined, null, true, false, 0, -0, 1, -1, 1.5, 7, 8, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY,
  36_500, 36_501, -36_500, -36_501, 25_000, 25_001, -25_000, -25_001, '1', '', 'days', 'weeks', 'months', 'years', 'Days',
  '2024-02-29', '2023-02-29', '0001-01-01', '0000-12-31', '9999-12-31', '2024-1-01', '2024-01-01 ', '２０２４-01-01', 'true',
  [], [1], {}, 10n, Symbol('s'), () => true,
  'us', 'US', 'uS', 'U1', 'U', 'USA', '@A', 'Z[', '`a', '{z', 'ü', 'ßS', 'ǅS', 'DE-BY', 'by',
];

describe('FieldSpec.accepts', () => {
  it('should accept exactly what the schema accepts, with the input as the parsed value', () => {
    for (const operation of OPERATION_NAMES) {
      for (const [name, spec] of Object.entries(catalog[operation].fields)) {
        if (spec.accepts === undefined) continue;
        const agree = (value: unknown): void => {
          const parsed = v.safeParse(spec.schema, value);
          expect(spec.accepts!(value), `${operation}.${name} ${typeof value}`).toBe(parsed.success);
          const expected = parsed.success && spec.normalize !== undefined ? (spec.normalize as (accepted: unknown) => unknown)(value) : value;
          if (parsed.success) expect(Object.is(parsed.output, expected), `${operation}.${name} output`).toBe(true);
        };
        for (const value of edgeValues) agree(value);
        fc.assert(fc.property(fc.oneof(fc.jsonValue(), fc.integer({ min: -40_000, max: 40_000 }), fc.double()), agree), { numRuns: 300 });
      }
    }
  });

  it('should be present on the date, boolean, integer, picklist and country fields', () => {
    const fields = catalog['add-days'].fields;
    expect(['start_date', 'days', 'unit', 'skip_weekends'].filter((name) => fields[name]?.accepts === undefined)).toEqual([]);
    expect(catalog['is-business-day'].fields.country_code?.normalize).toBeDefined();
  });

  it('should give letter pairs exactly what the country schema gives (every pair of code units 0-0x17f)', () => {
    const spec = catalog['is-business-day'].fields.country_code!;
    let mismatches = 0;
    for (let first = 0; first < 0x180; first++) {
      for (let second = 0; second < 0x180; second += 7) {
        const value = String.fromCharCode(first, second);
        const parsed = v.safeParse(spec.schema, value);
        if (spec.accepts!(value) !== parsed.success) mismatches++;
      }
    }
    expect(mismatches).toBe(0);
  });
});
