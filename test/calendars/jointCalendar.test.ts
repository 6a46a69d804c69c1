import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { jointCalendar, type JointCalendarRule } from '../../src/calendars/jointCalendar.ts';
import { listHolidays } from '../../src/calendars/listHolidays.ts';
import { resolveCalendar } from '../../src/calendars/resolveCalendar.ts';
import type { ResolvedCalendar } from '../../src/calendars/resolvedCalendar.ts';
import { parsePlainDate, type PlainDate } from '../../src/date/plainDate.ts';
import { addBusinessDays } from '../../src/operations/addBusinessDays/addBusinessDays.ts';
import { adjustDate } from '../../src/operations/adjustDate/adjustDate.ts';
import { businessDaysBetween } from '../../src/operations/businessDaysBetween/businessDaysBetween.ts';
import { isBusinessDay } from '../../src/operations/isBusinessDay/isBusinessDay.ts';
import { oracleClassify, oracleIsWorking, type OracleCalendar, type OracleDay } from '../_helpers/businessDayOracle.ts';
import { arbDecreedScenario, arbScenario, resolveOracleCalendar, SAVED_ID } from './_calendarArbitraries.ts';
import { SYNTHETIC_FIRST } from '../_helpers/syntheticFirst.ts';

// BY, KZ and CL read synthetic tables with decreed working days in this file (SYNTHETIC_FIRST).

function calendar(fields: Parameters<typeof resolveCalendar>[0]): ResolvedCalendar {
  const resolved = resolveCalendar(fields, { holidays: SYNTHETIC_FIRST });
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
  const working = members.map((member) => oracleIsWorking(oracleClassify(member, day)));
  return rule === 'holidays' ? working.every(Boolean) : working.some(Boolean);
}

/** A member's name in the joint calendar's labels, as resolveOracleCalendar resolves it. */
function memberName(member: OracleCalendar): string {
  if (member.customHolidays.length > 0 || member.excludedDates.length > 0) return SAVED_ID;
  return member.subdivision === undefined ? member.country : `${member.country}-${member.subdivision}`;
}

/**
 * The naive joint reason of one day (docs/decisions.md, issue 26): a day the joint calendar works is a
 * `working_day` on one of its working weekdays, else a `decreed_working_day` named by the members whose
 * decree makes it work; a day off keeps the classification order's first reason among the members that have it off
 * (with rule `business_days` a member's weekend counts only when every member has one).
 */
function naiveJointDay(members: readonly OracleCalendar[], rule: JointCalendarRule, jointWorkingDays: readonly number[], day: Temporal.PlainDate): Pick<OracleDay, 'reason' | 'label'> {
  const classes = members.map((member) => oracleClassify(member, day));
  const named = (reason: OracleDay['reason']) =>
    classes.flatMap((found, index) => (found.reason === reason ? [`${memberName(members[index]!)}: ${found.label}`] : [])).join('; ');
  if (naiveWorking(members, rule, day)) {
    return jointWorkingDays.includes(day.dayOfWeek) ? { reason: 'working_day' } : { reason: 'decreed_working_day', label: named('decreed_working_day') };
  }
  const weekend = classes.some((found) => found.reason === 'non_working_weekday');
  if (rule === 'holidays' && weekend) return { reason: 'non_working_weekday' };
  for (const reason of ['excluded_date', 'custom_holiday', 'public_holiday'] as const) {
    if (classes.some((found) => found.reason === reason)) return reason === 'excluded_date' ? { reason } : { reason, label: named(reason) };
  }
  return { reason: 'non_working_weekday' };
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

describe('jointCalendar with decreed working days', () => {
  const arbDecreedJoint = fc.tuple(
    arbDecreedScenario(400),
    fc.oneof(arbDecreedScenario(0), arbScenario(0)),
    fc.option(arbDecreedScenario(0), { nil: undefined }),
    fc.constantFrom<JointCalendarRule>('holidays', 'business_days'),
  );

  it('should classify, count, add and adjust as the naive joint walk over members with decreed working days', () => {
    fc.assert(
      fc.property(arbDecreedJoint, ([first, second, third, rule]) => {
        const members = [first.calendar, second.calendar, ...(third === undefined ? [] : [third.calendar])];
        const combined = jointCalendar(members.map(resolveOracleCalendar), rule);
        if (!combined.ok) return combined.error.code === 'VALIDATION_ERROR';
        const start = Temporal.PlainDate.from(first.start);
        const end = start.add({ days: first.span });
        const [low, high] = first.span >= 0 ? [start, end] : [end, start];
        const counts = { working: 0, non_working_weekday: 0, excluded_date: 0, custom_holiday: 0, public_holiday: 0 };
        for (let day = low; Temporal.PlainDate.compare(day, high) <= 0; day = day.add({ days: 1 })) {
          const expected = naiveJointDay(members, rule, combined.value.working_days, day);
          if (expected.reason === 'working_day' || expected.reason === 'decreed_working_day') counts.working++;
          else counts[expected.reason]++;
          // Every day of short spans, one a week of long ones: reason, label and the neighbours.
          if (Math.abs(first.span) > 40 && day.dayOfWeek !== 3) continue;
          const classified = isBusinessDay({ date: date(day.toString()) }, combined.value);
          if (!classified.ok) continue; // no business day beyond 0001-01-01 or 9999-12-31
          expect({ reason: classified.value.reason, label: classified.value.label }, day.toString()).toEqual({ reason: expected.reason, label: expected.label });
          expect(classified.value.is_business_day).toBe(expected.reason === 'working_day' || expected.reason === 'decreed_working_day');
          let next = day.add({ days: 1 });
          while (!naiveWorking(members, rule, next)) next = next.add({ days: 1 });
          expect(classified.value.next_business_day).toBe(next.toString());
        }
        const counted = businessDaysBetween({ start_date: date(start.toString()), end_date: date(end.toString()) }, combined.value);
        if (!counted.ok) throw new Error(counted.error.message);
        expect(counted.value.summary).toMatchObject({
          working_days_counted: counts.working,
          non_working_weekdays_skipped: counts.non_working_weekday,
          excluded_dates_skipped: counts.excluded_date,
          custom_holidays_skipped: counts.custom_holiday,
          public_holidays_skipped: counts.public_holiday,
        });
        if (counts.working > 0 && first.span !== 0) {
          const moved = addBusinessDays({ start_date: date(start.toString()), days: Math.sign(first.span) * counts.working, include_start_date: true }, combined.value);
          let last = first.span > 0 ? high : low;
          while (!naiveWorking(members, rule, last)) last = last.add({ days: -Math.sign(first.span) });
          expect(moved.ok && moved.value.result_date).toBe(last.toString());
        }
        const rolled = adjustDate({ date: date(start.toString()), convention: 'preceding' }, combined.value);
        if (rolled.ok) {
          let back = start;
          while (!naiveWorking(members, rule, back)) back = back.add({ days: -1 });
          expect(rolled.value.adjusted_date).toBe(back.toString());
        }
        return true;
      }),
      { numRuns: 150 },
    );
  }, 120_000);
});

describe('jointCalendar labels', () => {
  it('name the members of this joint calendar, whatever joint of equal plans under other names ran before (both orders)', () => {
    const gb = resolveCalendar({ country_code: 'GB', subdivision_code: 'ENG' }, { holidays: SYNTHETIC_FIRST });
    const us = resolveCalendar({ country_code: 'US' }, { holidays: SYNTHETIC_FIRST });
    const savedId = '11111111-1111-4111-8111-111111111111';
    const saved = resolveCalendar({ business_calendar_id: savedId }, { holidays: SYNTHETIC_FIRST, lookup: (id) => ({ id, country_code: 'US' }) });
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
