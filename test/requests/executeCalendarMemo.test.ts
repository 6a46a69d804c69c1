// The calendars `execute` remembers for repeating inline calendar fields (catalog/withCalendar.ts):
// keyed by the fields' values, so a body changed between calls is answered for what it holds now.
import { describe, expect, it } from 'vitest';
import { execute } from '../../src/catalog/execute.ts';
import { loadCalendar } from '../../src/calendars/loadCalendar.ts';
import { businessDaysBetween } from '../../src/operations/businessDaysBetween/businessDaysBetween.ts';
import type { PlainDate } from '../../src/date/plainDate.ts';

const count = async (body: Record<string, unknown>): Promise<unknown> => {
  const result = await execute('business-days-between', body);
  return result.ok ? result.data.business_days : result.error.code;
};

describe('execute with repeating calendar fields', () => {
  it('should answer a body changed in place between calls for its new fields', async () => {
    // 2024-10-03 is German Unity Day, a working day in the US.
    const body: Record<string, unknown> = { start_date: '2024-10-03', end_date: '2024-10-03', country_code: 'US' };
    expect(await count(body)).toBe(1);
    expect(await count(body)).toBe(1);
    body['country_code'] = 'DE';
    expect(await count(body)).toBe(0);
    body['country_code'] = 'us';
    expect(await count(body)).toBe(1);
  });

  it('should key the working days by value, not by the array', async () => {
    const days = [1, 2, 3, 4, 5];
    const body = { start_date: '2024-06-03', end_date: '2024-06-09', country_code: 'US', working_days: days };
    expect(await count(body)).toBe(5);
    days.push(6);
    expect(await count(body)).toBe(6);
    days.length = 1;
    expect(await count(body)).toBe(1);
  });

  it('should answer years outside the tables after the same fields were answered inside them', async () => {
    const inside = { start_date: '2024-07-01', end_date: '2024-07-31', country_code: 'GB' };
    expect(await count(inside)).toBe(23);
    // Outside the compiled tables the years come from date-holidays (loaded on demand): a loaded calendar's answer.
    const far = await execute('business-days-between', { start_date: '1850-01-01', end_date: '1850-12-31', country_code: 'GB' });
    const calendar = await loadCalendar({ country_code: 'GB' }, { years: { from: 1850, to: 1850 } });
    const typed = businessDaysBetween({ start_date: '1850-01-01' as PlainDate, end_date: '1850-12-31' as PlainDate }, calendar);
    expect(far.ok && typed.ok).toBe(true);
    if (far.ok && typed.ok) expect(far.data.business_days).toBe(typed.value.business_days);
  });

  it('should answer each of several calendars asked in turn for its own fields, again and again', async () => {
    // 2024-07-04, Independence Day: a public holiday in the US (and California), a closure of the NYSE, a working day in Germany and at the LSE.
    const day = { start_date: '2024-07-04', end_date: '2024-07-04' };
    const cases: [Record<string, unknown>, number][] = [
      [{ country_code: 'US' }, 0],
      [{ country_code: 'US', include_public_holidays: false }, 1],
      [{ country_code: 'US', subdivision_code: 'CA' }, 0],
      [{ country_code: 'DE' }, 1],
      [{ market_code: 'XNYS' }, 0],
      [{ market_code: 'XLON' }, 1],
      [{ country_code: 'us' }, 0],
      [{ country_code: 'US', working_days: [1, 2, 3, 5] }, 0],
      [{ country_code: 'US', include_public_holidays: false, working_days: [1, 2, 3, 5] }, 0],
      [{ country_code: 'US', include_public_holidays: true }, 0],
      [{ country_code: 'DE', subdivision_code: 'BY' }, 1],
    ];
    for (let round = 0; round < 3; round++) {
      for (const [fields, expected] of cases) expect(await count({ ...day, ...fields }), JSON.stringify(fields)).toBe(expected);
      // Each asked twice in a row too (the second answered from the last request's calendar).
      for (const [fields, expected] of cases) {
        expect(await count({ ...day, ...fields })).toBe(expected);
        expect(await count({ ...day, ...fields })).toBe(expected);
      }
    }
  });

  it('should not remember a failure', async () => {
    expect(await count({ start_date: '2024-06-03', end_date: '2024-06-09', country_code: 'DE', subdivision_code: 'XX' })).toBe('INVALID_SUBDIVISION');
    expect(await count({ start_date: '2024-06-03', end_date: '2024-06-09', country_code: 'DE', subdivision_code: 'BY' })).toBe(5);
  });
});
