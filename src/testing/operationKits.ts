import type { OperationName } from '../catalog.ts';
import type { OperationKit } from './_operationKit.ts';
import { addBusinessDaysKit } from './operations/addBusinessDays.ts';
import { addDaysKit } from './operations/addDays.ts';
import { ageKit } from './operations/age.ts';
import { businessDaysBetweenKit } from './operations/businessDaysBetween.ts';
import { dateDifferenceKit } from './operations/dateDifference.ts';
import { dayOfWeekKit } from './operations/dayOfWeek.ts';
import { isBusinessDayKit } from './operations/isBusinessDay.ts';
import { timeDurationKit } from './operations/timeDuration.ts';
import { unixTimestampKit } from './operations/unixTimestamp.ts';
import { weekNumberKit } from './operations/weekNumber.ts';
import { holidaysKit } from './operations/holidays.ts';
import { countriesKit } from './operations/countries.ts';
import { adjustDateKit } from './operations/adjustDate.ts';

/**
 * The kit's generators of every catalog entry, by operation name: a new catalog entry does not
 * typecheck until its `src/testing/operations/<operation>.ts` is listed here.
 */
export const operationKits = {
  'date-difference': dateDifferenceKit,
  'add-days': addDaysKit,
  'business-days-between': businessDaysBetweenKit,
  'add-business-days': addBusinessDaysKit,
  'is-business-day': isBusinessDayKit,
  age: ageKit,
  'time-duration': timeDurationKit,
  'week-number': weekNumberKit,
  'day-of-week': dayOfWeekKit,
  'unix-timestamp': unixTimestampKit,
  holidays: holidaysKit,
  countries: countriesKit,
  'adjust-date': adjustDateKit,
} as const satisfies Record<OperationName, OperationKit>;
