import type { OperationDefinition } from './catalog/operationDefinition.ts';
import { dateDifferenceEntry } from './operations/dateDifference/entry.ts';
import { addDaysEntry } from './operations/addDays/entry.ts';
import { businessDaysBetweenEntry } from './operations/businessDaysBetween/entry.ts';
import { addBusinessDaysEntry } from './operations/addBusinessDays/entry.ts';
import { isBusinessDayEntry } from './operations/isBusinessDay/entry.ts';
import { ageEntry } from './operations/age/entry.ts';
import { timeDurationEntry } from './operations/timeDuration/entry.ts';
import { weekNumberEntry } from './operations/weekNumber/entry.ts';
import { dayOfWeekEntry } from './operations/dayOfWeek/entry.ts';
import { unixTimestampEntry } from './operations/unixTimestamp/entry.ts';
import { holidaysEntry } from './operations/holidays/entry.ts';
import { countriesEntry } from './operations/countries/entry.ts';
import { adjustDateEntry } from './operations/adjustDate/entry.ts';

/**
 * The operation catalog, and the one list an operation is added to: each operation's folder under
 * `src/operations/` holds its typed function, field table, response schema, entry, public surface
 * (`index.ts`) and conformance-kit generators (`kit.ts`); this maps the spec's names to the entries,
 * the spec's ten in the spec's order, then `holidays`, `countries` and `adjust-date`. Routes,
 * `execute`, the OpenAPI document, MCP tools, CLI commands, the playground and the conformance kit
 * are all derived from it; `npm run operations:generate` writes from it the root entry's exports, the
 * kit's list and each folder's unrolled argument checks.
 */
export const catalog = {
  'date-difference': dateDifferenceEntry,
  'add-days': addDaysEntry,
  'business-days-between': businessDaysBetweenEntry,
  'add-business-days': addBusinessDaysEntry,
  'is-business-day': isBusinessDayEntry,
  age: ageEntry,
  'time-duration': timeDurationEntry,
  'week-number': weekNumberEntry,
  'day-of-week': dayOfWeekEntry,
  'unix-timestamp': unixTimestampEntry,
  holidays: holidaysEntry,
  countries: countriesEntry,
  'adjust-date': adjustDateEntry,
} as const;

/** The name of an operation of the catalog, e.g. `'date-difference'`. */
export type OperationName = keyof typeof catalog;

/** The typed, defaults-applied input of an operation. */
export type InputOf<N extends OperationName> = (typeof catalog)[N] extends OperationDefinition<string, infer I, unknown> ? I : never;

/** The `data` object an operation returns on success. */
export type OutputOf<N extends OperationName> = (typeof catalog)[N] extends OperationDefinition<string, never, infer O> ? O : never;

/** The operation names, in the catalog's order (the spec's ten, then `holidays`, `countries`, `adjust-date`). */
export const OPERATION_NAMES = /* @__PURE__ */ Object.keys(catalog) as OperationName[];

/**
 * Finds a catalog entry by its spec name.
 *
 * @param name - Any string.
 * @returns The entry, or `undefined` for an unknown name.
 * @example
 * getOperation('add-days')?.path //=> '/add-days'
 */
export function getOperation(name: string): OperationDefinition<string, unknown, unknown> | undefined {
  return OPERATIONS_BY_NAME.get(name);
}

/** The catalog's entries by name: one hash lookup, and a name that is not an own entry (`'toString'`, a number) finds nothing. */
const OPERATIONS_BY_NAME: ReadonlyMap<unknown, OperationDefinition<string, unknown, unknown>> = /* @__PURE__ */ new Map(
  Object.entries(catalog) as [string, OperationDefinition<string, unknown, unknown>][],
);
