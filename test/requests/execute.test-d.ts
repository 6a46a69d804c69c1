import { describe, expectTypeOf, it } from 'vitest';
import type { OutputOf } from '../../src/catalog.ts';
import type { PlainDate } from '../../src/date/plainDate.ts';
import type { AddDaysOutput } from '../../src/operations/addDays/addDays.ts';
import type { AgeOutput } from '../../src/operations/age/age.ts';
import type { DateDifferenceOutput } from '../../src/operations/dateDifference/dateDifference.ts';
import type { DayOfWeekOutput } from '../../src/operations/dayOfWeek/dayOfWeek.ts';
import type { TimeDurationOutput } from '../../src/operations/timeDuration/timeDuration.ts';
import type { UnixTimestampOutput } from '../../src/operations/unixTimestamp/unixTimestamp.ts';
import type { WeekNumberOutput } from '../../src/operations/weekNumber/weekNumber.ts';
import { execute, type ExecuteResult } from '../../src/catalog/execute.ts';

describe('execute', () => {
  it("should resolve to the operation's typed result", () => {
    expectTypeOf(execute('add-days', {})).resolves.toEqualTypeOf<ExecuteResult<AddDaysOutput>>();
    expectTypeOf(execute('date-difference', {})).resolves.toEqualTypeOf<ExecuteResult<DateDifferenceOutput>>();
    expectTypeOf(execute('age', {})).resolves.toEqualTypeOf<ExecuteResult<AgeOutput>>();
    expectTypeOf(execute('time-duration', {})).resolves.toEqualTypeOf<ExecuteResult<TimeDurationOutput>>();
    expectTypeOf(execute('week-number', {})).resolves.toEqualTypeOf<ExecuteResult<WeekNumberOutput>>();
    expectTypeOf(execute('day-of-week', {})).resolves.toEqualTypeOf<ExecuteResult<DayOfWeekOutput>>();
    expectTypeOf(execute('unix-timestamp', {})).resolves.toEqualTypeOf<ExecuteResult<UnixTimestampOutput>>();
  });

  it('should narrow data on ok', async () => {
    const result = await execute('add-days', { start_date: '2024-01-01', days: 1 });
    if (result.ok) {
      expectTypeOf(result.data.result_date).toEqualTypeOf<PlainDate>();
      expectTypeOf(result.status).toEqualTypeOf<200>();
    } else {
      expectTypeOf(result.error.code).toBeString();
    }
  });

  it('should fall back to unknown data for an arbitrary string', () => {
    expectTypeOf(execute('x' as string, {})).resolves.toEqualTypeOf<ExecuteResult<unknown>>();
  });

  it('OutputOf should map names to outputs', () => {
    expectTypeOf<OutputOf<'add-days'>>().toEqualTypeOf<AddDaysOutput>();
  });
});
