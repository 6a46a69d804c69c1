// What `execute` runs for this operation: its field table and how it runs, apart from the catalog
// entry's words and response schema (entry.ts), so a bundle that only executes requests ships neither.
import { holidaysKernel, type HolidaysInput } from './holidays.ts';
import { holidaysShape } from './fields.ts';
import { withCalendar } from '../../catalog/withCalendar.ts';
import { yearsOfListing } from '../_yearsRead.ts';

/** `holidays` over its resolved calendar (the period's rules between fields are the shape's, checked with the fields before the calendar). */
const holidaysOverCalendar = /* @__PURE__ */ withCalendar((input: HolidaysInput, calendar) => holidaysKernel(input, calendar), yearsOfListing);

/** The field table of this operation and its run on a checked, defaults-applied input (the catalog entry spreads it). */
export const holidaysRun = {
  ...holidaysShape,
  run: holidaysOverCalendar,
};
