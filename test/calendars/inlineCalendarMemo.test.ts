import { describe, expect, it } from 'vitest';
import { resolveCalendar } from '../../src/calendars/resolveCalendar.ts';

describe('resolveCalendar inline memo', () => {
  it('should give the same calendar for the same inline fields', () => {
    const first = resolveCalendar({ country_code: 'DE', subdivision_code: 'BY', working_days: [1, 2, 3, 4, 5] });
    const second = resolveCalendar({ country_code: 'DE', subdivision_code: 'BY', working_days: [1, 2, 3, 4, 5] });
    expect(first.ok && second.ok && first.value).toEqual(second.ok && second.value);
  });

  it('should not let a subdivision text pose as other fields of a remembered calendar', () => {
    expect(resolveCalendar({ country_code: 'DE', subdivision_code: 'BY', working_days: [1] }).ok).toBe(true);
    const forged = resolveCalendar({ country_code: 'DE', subdivision_code: 'BY","[1]' });
    expect(forged.ok ? 'resolved' : forged.error.code).toBe('INVALID_SUBDIVISION');
    const joined = resolveCalendar({ country_code: 'DE', subdivision_code: 'BY|1' });
    expect(joined.ok ? 'resolved' : joined.error.code).toBe('INVALID_SUBDIVISION');
  });

  it('should never remember a failure', () => {
    expect(resolveCalendar({ country_code: 'DE', subdivision_code: 'ZZ' }).ok).toBe(false);
    expect(resolveCalendar({ country_code: 'DE', subdivision_code: 'ZZ' }).ok).toBe(false);
    expect(resolveCalendar({ country_code: 'DE', subdivision_code: 'BE' }).ok).toBe(true);
  });
});
