// The keys of each schemas/<op>.ts field table are exactly the keys of the operation's Input type.
import { describe, expectTypeOf, it } from 'vitest';
import type { AddDaysInput } from '../../src/operations/addDays/addDays.ts';
import type { AgeInput } from '../../src/operations/age/age.ts';
import type { DateDifferenceInput } from '../../src/operations/dateDifference/dateDifference.ts';
import type { DayOfWeekInput } from '../../src/operations/dayOfWeek/dayOfWeek.ts';
import type { TimeDurationInput } from '../../src/operations/timeDuration/timeDuration.ts';
import type { UnixTimestampInput } from '../../src/operations/unixTimestamp/unixTimestamp.ts';
import type { WeekNumberInput } from '../../src/operations/weekNumber/weekNumber.ts';
import type { addDaysFields } from '../../src/operations/addDays/fields.ts';
import type { ageFields } from '../../src/operations/age/fields.ts';
import type { dateDifferenceFields } from '../../src/operations/dateDifference/fields.ts';
import type { dayOfWeekFields } from '../../src/operations/dayOfWeek/fields.ts';
import type { timeDurationFields } from '../../src/operations/timeDuration/fields.ts';
import type { unixTimestampFields } from '../../src/operations/unixTimestamp/fields.ts';
import type { weekNumberFields } from '../../src/operations/weekNumber/fields.ts';

describe('field tables', () => {
  it('should have the keys of the Input types', () => {
    expectTypeOf<keyof typeof dateDifferenceFields>().toEqualTypeOf<keyof DateDifferenceInput>();
    expectTypeOf<keyof typeof addDaysFields>().toEqualTypeOf<keyof AddDaysInput>();
    expectTypeOf<keyof typeof ageFields>().toEqualTypeOf<keyof AgeInput>();
    expectTypeOf<keyof typeof timeDurationFields>().toEqualTypeOf<keyof TimeDurationInput>();
    expectTypeOf<keyof typeof weekNumberFields>().toEqualTypeOf<keyof WeekNumberInput>();
    expectTypeOf<keyof typeof dayOfWeekFields>().toEqualTypeOf<keyof DayOfWeekInput>();
    expectTypeOf<keyof typeof unixTimestampFields>().toEqualTypeOf<'timestamp' | 'date_time'>();
    expectTypeOf<keyof UnixTimestampInput>().toEqualTypeOf<'timestamp' | 'date_time'>();
  });
});
