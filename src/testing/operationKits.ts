import type { OperationName } from '../catalog.ts';
import type { OperationKit } from './_operationKit.ts';
import { addBusinessDaysKit } from '../operations/addBusinessDays/kit.ts';
import { addDaysKit } from '../operations/addDays/kit.ts';
import { ageKit } from '../operations/age/kit.ts';
import { businessDaysBetweenKit } from '../operations/businessDaysBetween/kit.ts';
import { dateDifferenceKit } from '../operations/dateDifference/kit.ts';
import { dayOfWeekKit } from '../operations/dayOfWeek/kit.ts';
import { isBusinessDayKit } from '../operations/isBusinessDay/kit.ts';
import { timeDurationKit } from '../operations/timeDuration/kit.ts';
import { unixTimestampKit } from '../operations/unixTimestamp/kit.ts';
import { weekNumberKit } from '../operations/weekNumber/kit.ts';
import { holidaysKit } from '../operations/holidays/kit.ts';
import { countriesKit } from '../operations/countries/kit.ts';
import { adjustDateKit } from '../operations/adjustDate/kit.ts';

/**
 * The kit's generators of every catalog entry, by operation name: a new catalog entry does not
 * typecheck until its `src/operations/<operation>/kit.ts` is listed here.
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
