// What `execute` runs for this operation: its field table and how it runs, apart from the catalog
// entry's words and response schema (entry.ts), so a bundle that only executes requests ships neither.
import { epochDaysOfPlainDate } from '../../date/plainDate.ts';
import { businessDaysBetweenKernel, type BusinessDaysBetweenInput } from './businessDaysBetween.ts';
import { businessDaysBetweenShape } from './fields.ts';
import { withCalendar } from '../../catalog/withCalendar.ts';
import { yearsBetween, betweenInsideTables } from '../_yearsRead.ts';

/** The field table of this operation and its run on a checked, defaults-applied input (the catalog entry spreads it). */
export const businessDaysBetweenRun = {
  ...businessDaysBetweenShape,
  run: withCalendar((input: BusinessDaysBetweenInput, calendar, context) => businessDaysBetweenKernel(input, calendar, context.firstDay ?? epochDaysOfPlainDate(input.start_date), context.secondDay ?? epochDaysOfPlainDate(input.end_date)), yearsBetween, betweenInsideTables),
};
