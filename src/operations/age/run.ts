// What `execute` runs for this operation: its field table and how it runs, apart from the catalog
// entry's words and response schema (entry.ts), so a bundle that only executes requests ships neither.
import { epochDaysOfPlainDate } from '../../date/plainDate.ts';
import type { RunContext } from '../../catalog/operationDefinition.ts';
import { ageKernel, type AgeInput } from './age.ts';
import { ageShape } from './fields.ts';

/** The field table of this operation and its run on a checked, defaults-applied input (the catalog entry spreads it). */
export const ageRun = {
  ...ageShape,
  run: (input: AgeInput, context: RunContext) => ageKernel(input, context.firstDay ?? epochDaysOfPlainDate(input.birth_date), context.secondDay ?? epochDaysOfPlainDate(input.as_of_date)),
};
