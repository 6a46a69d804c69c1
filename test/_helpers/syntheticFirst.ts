// The holiday data of the tests that use synthetic tables (test/_helpers/syntheticTables.ts) beside
// real countries. Kept apart from syntheticTables.ts, which the `vi.mock` factories of table modules
// import (this file imports every country's module, so a factory importing it would wait on itself).
import type { HolidayData } from '../../src/calendars/holidayData.ts';
import { ALL_HOLIDAY_DATA } from './holidayData.ts';
import { syntheticHolidayData } from './syntheticTables.ts';

/**
 * The synthetic countries' data first, then every real country's: `resolveCalendar(fields, { holidays:
 * SYNTHETIC_FIRST })` reads BY, KZ and CL from the synthetic tables and the others from the real ones
 * (the first value with the calendar's country code is used).
 */
export const SYNTHETIC_FIRST: readonly HolidayData[] = [...syntheticHolidayData(), ...ALL_HOLIDAY_DATA];
