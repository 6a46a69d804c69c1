import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { resolveCalendar } from '../../src/calendars/resolveCalendar.ts';
import type { ResolvedCalendar } from '../../src/calendars/resolvedCalendar.ts';
import { parsePlainDate, type PlainDate } from '../../src/date/plainDate.ts';
import { ADJUST_DATE_CONVENTIONS, adjustDate, type AdjustDateConvention } from '../../src/operations/adjustDate/adjustDate.ts';
import { oracleClassify } from '../_helpers/businessDayOracle.ts';
import { naiveAdjust } from './_naiveAdjust.ts';
import { arbDecreedScenario, arbScenario, resolveOracleCalendar } from '../calendars/_calendarArbitraries.ts';
import { SYNTHETIC_FIRST } from '../_helpers/syntheticFirst.ts';

// BY, KZ and CL read synthetic tables with decreed working days in this file (SYNTHETIC_FIRST).

function calendar(fields: Parameters<typeof resolveCalendar>[0]): ResolvedCalendar {
  const resolved = resolveCalendar(fields, { holidays: SYNTHETIC_FIRST });
  if (!resolved.ok) throw new Error(resolved.error.message);
  return resolved.value;
}

const date = (text: string): PlainDate => {
  const parsed = parsePlainDate(text);
  if (!parsed.ok) throw new Error(text);
  return parsed.value;
};

describe('adjustDate', () => {
  const us = () => calendar({ country_code: 'US' });

  it('should leave a business day as it is, under every convention', () => {
    for (const convention of ADJUST_DATE_CONVENTIONS) {
      expect(adjustDate({ date: date('2026-07-07'), convention }, us())).toEqual({
        ok: true,
        value: { date: '2026-07-07', convention, adjusted_date: '2026-07-07', days_moved: 0, is_business_day: true, reason: 'working_day' },
      });
    }
  });

  it('should roll a holiday by each convention and say why it rolled (US, 2026-07-03 observed Independence Day)', () => {
    const result = (convention: AdjustDateConvention) => adjustDate({ date: date('2026-07-03'), convention }, us());
    expect(result('following')).toMatchObject({ ok: true, value: { adjusted_date: '2026-07-06', days_moved: 3, reason: 'public_holiday', is_business_day: false } });
    expect(result('preceding')).toMatchObject({ ok: true, value: { adjusted_date: '2026-07-02', days_moved: -1 } });
    expect(result('nearest')).toMatchObject({ ok: true, value: { adjusted_date: '2026-07-02', days_moved: -1 } });
    const labelled = result('following');
    expect(labelled.ok && typeof labelled.value.label).toBe('string');
  });

  it('should stay in the month with the modified conventions (QuantLib), and break nearest ties forward', () => {
    // Saturday 2026-10-31: following is Monday 2 November (another month), so modified_following goes back to Friday 30 October.
    expect(adjustDate({ date: date('2026-10-31'), convention: 'modified_following' }, us())).toMatchObject({ ok: true, value: { adjusted_date: '2026-10-30', days_moved: -1, reason: 'non_working_weekday' } });
    expect(adjustDate({ date: date('2026-10-31'), convention: 'following' }, us())).toMatchObject({ ok: true, value: { adjusted_date: '2026-11-02', days_moved: 2 } });
    // Sunday 2026-11-01: preceding is Friday 30 October (another month), so modified_preceding goes forward to Monday 2 November.
    expect(adjustDate({ date: date('2026-11-01'), convention: 'modified_preceding' }, us())).toMatchObject({ ok: true, value: { adjusted_date: '2026-11-02', days_moved: 1 } });
    // Saturday 2026-08-08 with no holidays: Friday is 1 day back, Monday 2 days on: nearest is Friday. Sunday: Monday (1) vs Friday (2).
    const plain = calendar({ country_code: 'US', include_public_holidays: false, working_days: [1, 2, 3, 4, 5] });
    expect(adjustDate({ date: date('2026-08-08'), convention: 'nearest' }, plain)).toMatchObject({ ok: true, value: { adjusted_date: '2026-08-07' } });
    expect(adjustDate({ date: date('2026-08-09'), convention: 'nearest' }, plain)).toMatchObject({ ok: true, value: { adjusted_date: '2026-08-10' } });
    // A tie: working days Monday and Wednesday only; Tuesday is one day from each, so nearest rolls forward.
    const tie = calendar({ country_code: 'US', include_public_holidays: false, working_days: [1, 3] });
    expect(adjustDate({ date: date('2026-08-11'), convention: 'nearest' }, tie)).toMatchObject({ ok: true, value: { adjusted_date: '2026-08-12', days_moved: 1 } });
  });

  it('should answer the spec codes for bad input, never throw', () => {
    const calendarValue = us();
    expect(adjustDate(null as never, calendarValue)).toMatchObject({ ok: false, error: { code: 'INVALID_REQUEST' } });
    expect(adjustDate({ convention: 'following' } as never, calendarValue)).toMatchObject({ ok: false, error: { code: 'INVALID_REQUEST', field: 'date' } });
    // Without a convention: following, the API's default (Saturday 2026-10-31 rolls to Monday 2 November).
    expect(adjustDate({ date: date('2026-10-31') }, calendarValue)).toMatchObject({ ok: true, value: { convention: 'following', adjusted_date: '2026-11-02' } });
    expect(adjustDate({ date: '2026-02-30', convention: 'following' } as never, calendarValue)).toMatchObject({ ok: false, error: { code: 'INVALID_DATE', field: 'date' } });
    expect(adjustDate({ date: date('2026-01-01'), convention: 'backward' } as never, calendarValue)).toMatchObject({ ok: false, error: { code: 'VALIDATION_ERROR', field: 'convention' } });
    expect(adjustDate({ date: date('2026-01-01'), convention: null } as never, calendarValue)).toMatchObject({ ok: false, error: { code: 'VALIDATION_ERROR', field: 'convention' } });
    expect(adjustDate({ date: date('2026-01-01'), convention: 'following' }, { plan: {} } as never)).toMatchObject({ ok: false, error: { code: 'VALIDATION_ERROR', field: 'calendar' } });
    expect(adjustDate({ date: date('9999-12-31'), convention: 'following' }, calendar({ country_code: 'US', working_days: [1] }))).toMatchObject({ ok: false, error: { code: 'VALIDATION_ERROR', field: 'date' } });
  });

  it("should roll a modified convention out of a closure whose other end lies in another window block, as a naive walk does", () => {
    // 2000-01-01 starts a 25-year window block: from inside the closure's January part, the working day
    // before the closure (1999) lies outside the first window a fresh calendar builds, so the roll looks it up.
    const closure = Array.from({ length: 40 }, (_, offset) => Temporal.PlainDate.from('1999-12-27').add({ days: offset }).toString());
    let cases = 0;
    for (const convention of ['modified_following', 'modified_preceding', 'nearest'] as const) {
      for (const start of ['2000-01-14', '2000-01-03', '1999-12-30']) {
        // One more excluded date far away makes each case a calendar of its own, with no window at hand yet.
        const marker = Temporal.PlainDate.from('2011-03-01').add({ days: cases++ }).toString();
        const oracle = { country: 'US', workingDays: [1, 2, 3, 4, 5], includePublicHolidays: true, customHolidays: [], excludedDates: [...closure, marker] };
        const result = adjustDate({ date: date(start), convention }, resolveOracleCalendar(oracle));
        expect(result.ok && result.value.adjusted_date, `${convention} ${start}`).toBe(naiveAdjust(oracle, start, convention));
      }
    }
  });

  describe('properties', () => {
    it('should equal a naive day walk for every convention over random calendars (holidays, custom days, excluded dates, working weeks)', () => {
      fc.assert(
        fc.property(fc.oneof(arbScenario(30), arbDecreedScenario(30)), fc.constantFrom(...ADJUST_DATE_CONVENTIONS), ({ calendar: oracle, start }, convention) => {
          const result = adjustDate({ date: date(start), convention }, resolveOracleCalendar(oracle));
          const expected = naiveAdjust(oracle, start, convention);
          if (expected === undefined) return !result.ok && result.error.code === 'VALIDATION_ERROR';
          if (!result.ok) return false;
          expect(result.value.adjusted_date).toBe(expected);
          expect(result.value.days_moved).toBe(Temporal.PlainDate.from(start).until(expected).days);
          const why = oracleClassify(oracle, start);
          expect([result.value.reason, result.value.label, result.value.is_business_day]).toEqual([why.reason, why.label, why.reason === 'working_day' || why.reason === 'decreed_working_day']);
          return true;
        }),
        { numRuns: 300 },
      );
    });
  });
});
