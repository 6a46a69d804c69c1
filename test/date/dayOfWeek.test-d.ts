import { describe, expectTypeOf, it } from 'vitest';
import { isoWeekdayToName, type IsoWeekday, type WeekdayName } from '../../src/date/dayOfWeek.ts';

describe('isoWeekdayToName', () => {
  it('should give a WeekdayName for an IsoWeekday, and WeekdayName | undefined for anything else', () => {
    expectTypeOf(isoWeekdayToName(1 as IsoWeekday)).toEqualTypeOf<WeekdayName>();
    expectTypeOf(isoWeekdayToName(8 as unknown)).toEqualTypeOf<WeekdayName | undefined>();
  });
});
