// What `execute` runs for this operation: its field table and how it runs, apart from the catalog
// entry's words and response schema (entry.ts), so a bundle that only executes requests ships neither.
import { epochDaysOfPlainDate } from '../../date/plainDate.ts';
import { adjustDateKernel, type AdjustDateInput } from './adjustDate.ts';
import { adjustDateShape } from './fields.ts';
import { withCalendar } from '../../catalog/withCalendar.ts';
import { yearsAround, aroundInsideTables } from '../_yearsRead.ts';

/** The field table of this operation and its run on a checked, defaults-applied input (the catalog entry spreads it). */
export const adjustDateRun = {
  ...adjustDateShape,
  run: withCalendar((input: AdjustDateInput, calendar, context) => adjustDateKernel(input, calendar, context.firstDay ?? epochDaysOfPlainDate(input.date)), yearsAround, aroundInsideTables),
};
