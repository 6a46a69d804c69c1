import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { jointCalendar, type JointCalendarRule } from '../../src/calendars/jointCalendar.ts';
import { listHolidays } from '../../src/calendars/listHolidays.ts';
import { resolveCalendar } from '../../src/calendars/resolveCalendar.ts';
import type { ResolvedCalendar } from '../../src/calendars/resolvedCalendar.ts';
import { parsePlainDate, type PlainDate } from '../../src/date/plainDate.ts';
import { addBusinessDays } from '../../src/operations/addBusinessDays.ts';
import { adjustDate } from '../../src/operations/adjustDate.ts';
import { businessDaysBetween } from '../../src/operations/businessDaysBetween.ts';
import { isBusinessDay } from '../../src/operations/isBusinessDay.ts';
import { oracleClassify, type OracleCalendar } from '../_helpers/businessDayOracle.ts';
import { arbScenario, resolveOracleCalendar } from './_calendarArbitraries.ts';

function calendar(fields: Parameters<typeof resolveCalendar>[0]): ResolvedCalendar {
  const resolved = resolveCalendar(fields);
  if (!resolved.ok) throw new Error(resolved.error.message);
  return resolved.value;
}

function joint(calendars: ResolvedCalendar[], rule: JointCalendarRule): ResolvedCalendar {
  const result = jointCalendar(calendars, rule);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

const date = (text: string): PlainDate => {
  const parsed = parsePlainDate(text);
  if (!parsed.ok) throw new Error(text);
  return parsed.value;
};

/** The naive joint classification of one day: a working day in every member (holidays) or in any (business_days). */
function naiveWorking(members: readonly OracleCalendar[], rule: JointCalendarRule, day: Temporal.PlainDate): boolean {
  const working = members.map((member) => oracleClassify(member, day).reason === 'working_day');
  return rule === 'holidays' ? working.every(Boolean) : working.some(Boolean);
}

describe('jointCalendar', () => {
  it('should be off on a holiday of either place with rule holidays (New York and London)', () => {
    const newYork = calendar({ country_code: 'US' });
    const london = calendar({ country_code: 'GB', subdivision_code: 'ENG' });
    const both = joint([newYork, london], 'holidays');
    // 2026-07-03 (Friday): US observed Independence Day, a London business day.
    const july = isBusinessDay({ date: date('2026-07-03') }, both);
    expect(july).toMatchObject({ ok: true, value: { is_business_day: false, reason: 'public_holiday', next_business_day: '2026-07-06' } });
    expect(july.ok && july.value.label).toMatch(/^US: /);
    // 2026-08-31 (Monday): the English Summer bank holiday, a New York business day.
    const august = isBusinessDay({ date: date('2026-08-31') }, both);
    expect(august.ok && august.value.label).toMatch(/^GB-ENG: /);
    // 2026-12-25: off in both, both named.
    const christmas = isBusinessDay({ date: date('2026-12-25') }, both);
    expect(christmas.ok && christmas.value.label).toMatch(/^US: .*; GB-ENG: /);
    // Rule business_days: a day off in only one place is a business day.
    const either = joint([newYork, london], 'business_days');
    expect(isBusinessDay({ date: date('2026-07-03') }, either)).toMatchObject({ ok: true, value: { is_business_day: true } });
    expect(isBusinessDay({ date: date('2026-12-25') }, either)).toMatchObject({ ok: true, value: { is_business_day: false, reason: 'public_holiday' } });
  });

  it('should combine working weeks: every member working (holidays) or any (business_days)', () => {
    const monToFri = calendar({ country_code: 'US', include_public_holidays: false });
    const sunToThu = calendar({ country_code: 'AE', include_public_holidays: false, working_days: [7, 1, 2, 3, 4] });
    expect(joint([monToFri, sunToThu], 'holidays').working_days).toEqual([1, 2, 3, 4]);
    expect(joint([monToFri, sunToThu], 'business_days').working_days).toEqual([1, 2, 3, 4, 5, 7]);
  });

  it('should refuse what it cannot combine, as values', () => {
    const us = calendar({ country_code: 'US' });
    expect(jointCalendar([us], 'holidays')).toMatchObject({ ok: false, error: { code: 'VALIDATION_ERROR', field: 'calendars' } });
    expect(jointCalendar([us, { plan: {} } as never], 'holidays')).toMatchObject({ ok: false, error: { code: 'VALIDATION_ERROR', field: 'calendars' } });
    expect(jointCalendar([us, us], 'both' as never)).toMatchObject({ ok: false, error: { code: 'VALIDATION_ERROR', field: 'rule' } });
    expect(jointCalendar(null as never, 'holidays')).toMatchObject({ ok: false, error: { code: 'VALIDATION_ERROR' } });
    const weekends = calendar({ country_code: 'US', working_days: [6, 7] });
    expect(jointCalendar([us, weekends], 'holidays')).toMatchObject({ ok: false, error: { code: 'VALIDATION_ERROR', field: 'calendars' } });
    expect(listHolidays(joint([us, us], 'holidays'), 2026)).toMatchObject({ ok: false, error: { code: 'VALIDATION_ERROR', field: 'calendar' } });
  });

  describe('properties', () => {
    const arbJoint = fc.tuple(arbScenario(400), arbScenario(0), fc.constantFrom<JointCalendarRule>('holidays', 'business_days'));

    it('should count, add, classify and adjust as a naive day walk over the member calendars', () => {
      fc.assert(
        fc.property(arbJoint, ([first, second, rule]) => {
          const members = [first.calendar, second.calendar];
          const combined = jointCalendar(members.map(resolveOracleCalendar), rule);
          if (!combined.ok) return combined.error.code === 'VALIDATION_ERROR';
          const start = Temporal.PlainDate.from(first.start);
          const end = start.add({ days: first.span });
          const [low, high] = first.span >= 0 ? [start, end] : [end, start];
          let expected = 0;
          for (let day = low; Temporal.PlainDate.compare(day, high) <= 0; day = day.add({ days: 1 })) if (naiveWorking(members, rule, day)) expected++;
          const counted = businessDaysBetween({ start_date: date(start.toString()), end_date: date(end.toString()) }, combined.value);
          expect(counted.ok && counted.value.business_days).toBe(expected);
          const classified = isBusinessDay({ date: date(start.toString()) }, combined.value);
          expect(classified.ok && classified.value.is_business_day).toBe(naiveWorking(members, rule, start));
          if (expected > 0 && first.span !== 0) {
            const moved = addBusinessDays({ start_date: date(start.toString()), days: Math.sign(first.span) * expected, include_start_date: true }, combined.value);
            // The |n|-th working day from the start (counted) is the last working day of the range.
            let last = first.span > 0 ? high : low;
            while (!naiveWorking(members, rule, last)) last = last.add({ days: -Math.sign(first.span) });
            expect(moved.ok && moved.value.result_date).toBe(last.toString());
          }
          const rolled = adjustDate({ date: date(start.toString()), convention: 'following' }, combined.value);
          if (rolled.ok) {
            let next = start;
            while (!naiveWorking(members, rule, next)) next = next.add({ days: 1 });
            expect(rolled.value.adjusted_date).toBe(next.toString());
          }
          return true;
        }),
        { numRuns: 150 },
      );
    }, 120_000);
  });
});

describe('jointCalendar labels', () => {
  it('name the members of this joint calendar, whatever joint of equal plans under other names ran before (both orders)', () => {
    const gb = resolveCalendar({ country_code: 'GB', subdivision_code: 'ENG' });
    const us = resolveCalendar({ country_code: 'US' });
    const savedId = '11111111-1111-4111-8111-111111111111';
    const saved = resolveCalendar({ business_calendar_id: savedId }, (id) => ({ id, country_code: 'US' }));
    if (!gb.ok || !us.ok || !saved.ok) throw new Error('calendars');
    const labelOf = (calendar: ResolvedCalendar): string | undefined => {
      const answer = isBusinessDay({ date: '2024-07-04' as PlainDate }, calendar);
      if (!answer.ok) throw new Error(answer.error.message);
      return answer.value.label;
    };
    for (const order of [[saved.value, us.value], [us.value, saved.value]]) {
      for (const first of order) {
        const joint = jointCalendar([first, gb.value], 'holidays');
        if (!joint.ok) throw new Error(joint.error.message);
        expect(labelOf(joint.value)).toBe(`${first === us.value ? 'US' : savedId}: Independence Day`);
      }
    }
  });
});
