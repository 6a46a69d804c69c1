import { describe, expect, it } from 'vitest';
import { resolveCalendar } from '../../src/calendars/resolveCalendar.ts';
import { DE } from '../../src/holidays/de.ts';
import { US } from '../../src/holidays/us.ts';

const HOLIDAYS = [US, DE];

describe('resolveCalendar inline memo', () => {
  it('should give the same calendar for the same inline fields', () => {
    const first = resolveCalendar({ country_code: 'DE', subdivision_code: 'BY', working_days: [1, 2, 3, 4, 5] }, { holidays: HOLIDAYS });
    const second = resolveCalendar({ country_code: 'DE', subdivision_code: 'BY', working_days: [1, 2, 3, 4, 5] }, { holidays: HOLIDAYS });
    expect(first.ok && second.ok && first.value).toEqual(second.ok && second.value);
  });

  it('should not let a subdivision text pose as other fields of a remembered calendar', () => {
    expect(resolveCalendar({ country_code: 'DE', subdivision_code: 'BY', working_days: [1] }, { holidays: HOLIDAYS }).ok).toBe(true);
    const forged = resolveCalendar({ country_code: 'DE', subdivision_code: 'BY","[1]' }, { holidays: HOLIDAYS });
    expect(forged.ok ? 'resolved' : forged.error.code).toBe('INVALID_SUBDIVISION');
    const joined = resolveCalendar({ country_code: 'DE', subdivision_code: 'BY|1' }, { holidays: HOLIDAYS });
    expect(joined.ok ? 'resolved' : joined.error.code).toBe('INVALID_SUBDIVISION');
  });

  it('should never remember a failure', () => {
    expect(resolveCalendar({ country_code: 'DE', subdivision_code: 'ZZ' }, { holidays: HOLIDAYS }).ok).toBe(false);
    expect(resolveCalendar({ country_code: 'DE', subdivision_code: 'ZZ' }, { holidays: HOLIDAYS }).ok).toBe(false);
    expect(resolveCalendar({ country_code: 'DE', subdivision_code: 'BE' }, { holidays: HOLIDAYS }).ok).toBe(true);
  });
});

describe('resolveCalendar inline memo keys', () => {
  it('should share one calendar between spellings of the same fields, and tell different fields apart', () => {
    const value = (fields: Parameters<typeof resolveCalendar>[0]) => {
      const result = resolveCalendar(fields, { holidays: HOLIDAYS });
      if (!result.ok) throw new Error(result.error.message);
      return result.value;
    };
    expect(value({ country_code: 'us', working_days: [5, 4, 3, 2, 1] })).toBe(value({ country_code: 'US', working_days: [1, 2, 3, 4, 5] }));
    const variants = [
      {},
      { country_code: 'DE' },
      { working_days: [1, 2, 3, 4, 5, 6] },
      { include_public_holidays: false },
      { country_code: 'DE', subdivision_code: 'BY' },
      { country_code: 'DE', subdivision_code: 'BE' },
      { country_code: 'DE', subdivision_code: 'BY', include_public_holidays: false },
    ];
    const keys = variants.map((fields) => value(fields).plan.key);
    expect(new Set(keys).size).toBe(variants.length);
    for (const [index, fields] of variants.entries()) expect(value(fields).plan.key).toBe(keys[index]);
  });
});
