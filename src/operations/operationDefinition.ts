import type * as v from 'valibot';
import type { ErrorCode } from '../errors.ts';
import type { PlainDate } from '../date/plainDate.ts';
import type { FieldTable } from '../requests/fieldSpec.ts';
import type { Result } from '../result.ts';
import type { CalendarLookup } from '../calendars/resolveCalendar.ts';

/** What an operation may need beyond its input: the caller's "today" and saved-calendar lookup. */
export interface RunContext {
  readonly today?: PlainDate;
  readonly calendars?: CalendarLookup;
}

/** One entry of the operation catalog. */
export interface OperationDefinition<Name extends string = string, Input = never, Output = unknown> {
  /** The spec's operation name, also the path segment. */
  readonly name: Name;
  /** `POST {base_url}<path>`. */
  readonly path: `/${Name}`;
  readonly summary: string;
  readonly description: string;
  /** The request fields in the spec's order, with schemas and defaults. */
  readonly fields: FieldTable;
  /** Exactly one of these two fields must be given (neither: INVALID_REQUEST; both: VALIDATION_ERROR). */
  readonly exactlyOneOf?: readonly [string, string];
  /** The valibot schema of the response `data`. */
  readonly response: v.GenericSchema;
  /** Every error code the operation can return (the spec's per-operation error set). */
  readonly errors: readonly ErrorCode[];
  /** A request body that works, for docs, OpenAPI and the CLI. */
  readonly example: Readonly<Record<string, unknown>>;
  /** Runs the typed function on a validated, defaults-applied input. */
  readonly run: (input: Input, context: RunContext) => Result<Output> | Promise<Result<Output>>;
}

/**
 * Declares a catalog entry with its types inferred.
 *
 * @param definition - The entry.
 * @returns The same entry.
 * @example
 * defineOperation({ name: 'day-of-week', path: '/day-of-week', ... })
 */
export /* @__NO_SIDE_EFFECTS__ */ function defineOperation<Name extends string, Input, Output>(
  definition: OperationDefinition<Name, Input, Output>,
): OperationDefinition<Name, Input, Output> {
  return definition;
}
