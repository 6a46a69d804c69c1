import { describe, expectTypeOf, it } from 'vitest';
import { epochDaysToPlainDate, parsePlainDate, type PlainDate } from '../../src/date/plainDate.ts';
import type { Result } from '../../src/result.ts';

describe('PlainDate', () => {
  it('should not accept a plain string', () => {
    expectTypeOf<string>().not.toExtend<PlainDate>();
    expectTypeOf<'2024-01-01'>().not.toExtend<PlainDate>();
  });

  it('should still be usable as a string', () => {
    expectTypeOf<PlainDate>().toExtend<string>();
  });

  it('parsePlainDate should return Result<PlainDate>', () => {
    expectTypeOf(parsePlainDate).returns.toEqualTypeOf<Result<PlainDate>>();
    expectTypeOf(parsePlainDate).parameter(0).toEqualTypeOf<unknown>();
  });

  it('epochDaysToPlainDate should return PlainDate | undefined', () => {
    expectTypeOf(epochDaysToPlainDate).returns.toEqualTypeOf<PlainDate | undefined>();
  });
});
