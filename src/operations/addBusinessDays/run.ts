// What `execute` runs for this operation: its field table and how it runs, apart from the catalog
// entry's words and response schema (entry.ts), so a bundle that only executes requests ships neither.
import { epochDaysOfPlainDate } from '../../date/plainDate.ts';
import { addBusinessDaysKernel, type AddBusinessDaysInput } from './addBusinessDays.ts';
import { addBusinessDaysShape } from './fields.ts';
import { withCalendar } from '../../catalog/withCalendar.ts';
import { yearsOfWalk, walkInsideTables } from '../_yearsRead.ts';

/** The field table of this operation and its run on a checked, defaults-applied input (the catalog entry spreads it). */
export const addBusinessDaysRun = {
  ...addBusinessDaysShape,
  run: withCalendar((input: AddBusinessDaysInput, calendar, context) => addBusinessDaysKernel(input, calendar, context.firstDay ?? epochDaysOfPlainDate(input.start_date)), yearsOfWalk, walkInsideTables),
};
