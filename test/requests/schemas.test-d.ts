// The keys of each schemas/<op>.ts field table are exactly the keys of the operation's Input type.
import { describe, expectTypeOf, it } from 'vitest';
import type { AddDaysInput } from '../../src/operations/addDays.ts';
import type { AgeInput } from '../../src/operations/age.ts';
import type { DateDifferenceInput } from '../../src/operations/dateDifference.ts';
import type { DayOfWeekInput } from '../../src/operations/dayOfWeek.ts';
import type { TimeDurationInput } from '../../src/operations/timeDuration.ts';
import type { UnixTimestampInput } from '../../src/operations/unixTimestamp.ts';
import type { WeekNumberInput } from '../../src/operations/weekNumber.ts';
import type { addDaysFields } from '../../src/fields/addDaysFields.ts';
import type { ageFields } from '../../src/fields/ageFields.ts';
import type { dateDifferenceFields } from '../../src/fields/dateDifferenceFields.ts';
import type { dayOfWeekFields } from '../../src/fields/dayOfWeekFields.ts';
import type { timeDurationFields } from '../../src/fields/timeDurationFields.ts';
import type { unixTimestampFields } from '../../src/fields/unixTimestampFields.ts';
import type { weekNumberFields } from '../../src/fields/weekNumberFields.ts';

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
