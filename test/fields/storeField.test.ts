import { describe, expect, it } from 'vitest';
import { catalog } from '../../src/catalog.ts';
import { STORED_FIELD_NAMES, storeField, storedFieldNumber } from '../../src/fields/storeField.ts';

describe('storeField', () => {
  it('should know every field of every operation (a field it does not know is stored by a slower keyed store)', () => {
    const missing: string[] = [];
    for (const [operation, definition] of Object.entries(catalog)) {
      for (const name of Object.keys(definition.fields)) if (storedFieldNumber(name) < 0) missing.push(`${operation}.${name}`);
    }
    expect(missing).toEqual([]);
    expect(new Set(STORED_FIELD_NAMES).size).toBe(STORED_FIELD_NAMES.length);
  });

  it('should store each number under its own name, and nothing else', () => {
    STORED_FIELD_NAMES.forEach((name, number) => {
      const input: Record<string, unknown> = { kept: 1 };
      storeField(input, number, name, `value of ${name}`);
      expect(input).toStrictEqual({ kept: 1, [name]: `value of ${name}` });
    });
  });

  it('should store a name it does not number by its name', () => {
    const input: Record<string, unknown> = {};
    storeField(input, storedFieldNumber('not_a_field'), 'not_a_field', 7);
    expect(storedFieldNumber('not_a_field')).toBe(-1);
    expect(input).toStrictEqual({ not_a_field: 7 });
  });
});
