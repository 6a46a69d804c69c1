import { describe, expectTypeOf, it } from 'vitest';
import type { PlainDate } from '../../src/date/plainDate.ts';
import { addDays, type AddDaysInput, type AddDaysOutput, type AddDaysUnit } from '../../src/operations/addDays/addDays.ts';
import type { Result } from '../../src/result.ts';

describe('addDays', () => {
  it('should take a PlainDate, not a string', () => {
    expectTypeOf<AddDaysInput['start_date']>().toEqualTypeOf<PlainDate>();
    expectTypeOf<{ start_date: string; days: number }>().not.toExtend<AddDaysInput>();
  });

  it('should return Result<AddDaysOutput>', () => {
    expectTypeOf(addDays).returns.toEqualTypeOf<Result<AddDaysOutput>>();
    expectTypeOf<AddDaysUnit>().toEqualTypeOf<'days' | 'weeks' | 'months' | 'years'>();
  });
});
