// What `execute` runs for this operation: its field table and how it runs, apart from the catalog
// entry's words and response schema (entry.ts), so a bundle that only executes requests ships neither.
import { timeDurationKernel, type TimeDurationInput } from './timeDuration.ts';
import { timeDurationShape } from './fields.ts';

/** The field table of this operation and its run on a checked, defaults-applied input (the catalog entry spreads it). */
export const timeDurationRun = {
  ...timeDurationShape,
  run: (input: TimeDurationInput) => timeDurationKernel(input),
};
