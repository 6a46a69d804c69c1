// What `execute` and `validateRequest` look up by name: each operation's field table and run, without
// the catalog's words and response schemas (and valibot's object schemas with them): an app that
// only executes requests does not ship them.
import type { OperationRun } from './operationDefinition.ts';
import { operationRuns } from './operationRuns.generated.ts';

const RUNS_BY_NAME: ReadonlyMap<unknown, OperationRun<unknown, unknown>> = /* @__PURE__ */ new Map(Object.entries(operationRuns) as [string, OperationRun<unknown, unknown>][]);

/**
 * Finds what `execute` runs for an operation name (own names only: `'constructor'` is none).
 *
 * @param name - An operation name.
 * @returns Its field table and run (`catalog[name]` holds the same run), or `undefined`.
 * @example
 * getRun('day-of-week')?.fields.date.required //=> true
 */
export function getRun(name: string): OperationRun<unknown, unknown> | undefined {
  return RUNS_BY_NAME.get(name);
}
