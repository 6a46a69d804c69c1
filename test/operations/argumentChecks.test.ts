// The typed functions' checks are unrolled from each operation's shape (scripts/generateArgumentChecks.ts):
// each must give exactly what the generic walk over the same shape gives
// (`argumentsFault(argumentLayout(shape), input)`), for any input. That the committed modules are what
// the generator writes now is test/operations/generatedOperations.test.ts's.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { argumentLayout, argumentsFault } from '../../src/fields/checkArguments.ts';
import type { RequestShape } from '../../src/fields/requestShape.ts';
import type { Fail } from '../../src/result.ts';
import { ARGUMENT_CHECKS } from '../../scripts/generateArgumentChecks.ts';

const VALUES: readonly unknown[] = [
  '2024-01-01', '2024-02-29', '2023-02-29', '2024-13-01', '24-01-01', 'soon', '', '09:00', '25:00', '2024-07-04T12:00:00Z',
  true, false, 'true', 0, 1, -1, 20, 1.5, 2026, 10_000_000, Number.NaN, null, [], {}, 'days', 'months', 'following', 'nearest', 'US', 'de', 'XX',
];

describe('the unrolled argument checks', () => {
  it('would see a difference: the walk over another shape answers otherwise', async () => {
    const { addDaysArgumentsFault } = await import('../../src/operations/addDays/arguments.generated.ts');
    const { dayOfWeekShape } = await import('../../src/operations/dayOfWeek/fields.ts');
    const input = { date: '2024-01-01', start_date: '2024-01-01' };
    expect(addDaysArgumentsFault(input)?.error.field).toBe('days');
    expect(argumentsFault(argumentLayout(dayOfWeekShape), input)).toBeUndefined();
  });

  for (const { folder, shapeName } of ARGUMENT_CHECKS) {
    it(`give what the generic walk gives for ${folder}, for any arguments`, async () => {
      const shape = ((await import(`../../src/operations/${folder}/fields.ts`)) as Record<string, RequestShape>)[shapeName]!;
      const unrolled = ((await import(`../../src/operations/${folder}/arguments.generated.ts`)) as Record<string, (input: Readonly<Record<string, unknown>>) => Fail | undefined>)[`${folder}ArgumentsFault`]!;
      const layout = argumentLayout(shape);
      const names = [...Object.keys(shape.fields), 'unknown_field'];
      const arbInput = fc.dictionary(fc.constantFrom(...names), fc.constantFrom(...VALUES), { maxKeys: names.length });
      fc.assert(
        fc.property(arbInput, (input) => {
          expect(unrolled(input)).toEqual(argumentsFault(layout, input));
        }),
        { numRuns: 400 },
      );
    });
  }
});

describe('a date read once (the typed business-day functions)', () => {
  for (const { folder, shapeName } of ARGUMENT_CHECKS) {
    it(`${folder}: skipping the rows of dates the caller read as valid changes no answer`, async () => {
      const shape = ((await import(`../../src/operations/${folder}/fields.ts`)) as Record<string, RequestShape>)[shapeName]!;
      const unrolled = ((await import(`../../src/operations/${folder}/arguments.generated.ts`)) as Record<string, (input: Readonly<Record<string, unknown>>, datesRead?: boolean) => Fail | undefined>)[`${folder}ArgumentsFault`]!;
      const dateFields = Object.keys(shape.fields).filter((name) => shape.fields[name]!.kind === 'date');
      const names = [...Object.keys(shape.fields), 'unknown_field'];
      const arbInput = fc
        .tuple(fc.dictionary(fc.constantFrom(...names), fc.constantFrom(...VALUES), { maxKeys: names.length }), fc.array(fc.constantFrom('2024-01-01', '2024-02-29', '1999-12-31'), { minLength: dateFields.length, maxLength: dateFields.length }))
        .map(([input, dates]) => ({ ...input, ...Object.fromEntries(dateFields.map((name, index) => [name, dates[index]])) }));
      fc.assert(
        fc.property(arbInput, (input) => {
          expect(unrolled(input, true)).toEqual(unrolled(input));
        }),
        { numRuns: 200 },
      );
    });
  }

  it('the typed functions answer alike whether a date comes as a string (read once) or as a result (unwrapped, then checked)', async () => {
    const { addBusinessDays, adjustDate, businessDaysBetween, calendarOf, isBusinessDay } = await import('../../src/index.ts');
    const { US } = await import('../../src/holidays/us.ts');
    const calendar = calendarOf(US);
    const wrapped = (input: Record<string, unknown>, fields: readonly string[]): Record<string, unknown> =>
      Object.fromEntries(Object.entries(input).map(([name, value]) => [name, fields.includes(name) && typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value)) ? { ok: true, value } : value]));
    const arbDate = fc.constantFrom('2024-01-01', '2024-07-04', '2024-02-29', '2023-02-29', '1899-12-31', '2200-01-01', 'soon', 7, undefined);
    const arbFlag = fc.constantFrom(true, false, 'yes', undefined);
    fc.assert(
      fc.property(arbDate, arbDate, arbFlag, fc.constantFrom(-30, 0, 5, 1.5, 'x', undefined), (start, end, flag, days) => {
        const count = { start_date: start, end_date: end, include_start_date: flag };
        expect(businessDaysBetween(count as never, calendar)).toEqual(businessDaysBetween(wrapped(count, ['start_date', 'end_date']) as never, calendar));
        const add = { start_date: start, days };
        expect(addBusinessDays(add as never, calendar)).toEqual(addBusinessDays(wrapped(add, ['start_date']) as never, calendar));
        const one = { date: end };
        expect(isBusinessDay(one as never, calendar)).toEqual(isBusinessDay(wrapped(one, ['date']) as never, calendar));
        const roll = { date: start, convention: flag === true ? 'preceding' : flag === 'yes' ? 'sideways' : undefined };
        expect(adjustDate(roll as never, calendar)).toEqual(adjustDate(wrapped(roll, ['date']) as never, calendar));
      }),
      { numRuns: 300 },
    );
  });
});
