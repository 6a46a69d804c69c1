import { describe, expect, it } from 'vitest';
import { parseJsonBody } from '../../src/requests/parseJsonBody.ts';

describe('parseJsonBody', () => {
  it('should parse any JSON text, including non-objects (those are a later row)', () => {
    expect(parseJsonBody('{"date":"2024-01-01"}')).toEqual({ ok: true, value: { date: '2024-01-01' } });
    expect(parseJsonBody('null')).toEqual({ ok: true, value: null });
    expect(parseJsonBody('[1]')).toEqual({ ok: true, value: [1] });
    expect(parseJsonBody('"x"')).toEqual({ ok: true, value: 'x' });
  });

  it('should keep an own __proto__ key as data', () => {
    const result = parseJsonBody('{"__proto__":{"polluted":true}}');
    expect(result.ok).toBe(true);
    if (result.ok) expect(Object.keys(result.value as object)).toEqual(['__proto__']);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });

  it('should give INVALID_JSON for text that is not JSON', () => {
    for (const text of ['', '{', "{'a':1}", '{"a":1,}', 'undefined', 'NaN', '{"a":01}']) {
      const result = parseJsonBody(text);
      expect(result, text).toMatchObject({ ok: false, error: { code: 'INVALID_JSON' } });
    }
  });
});
