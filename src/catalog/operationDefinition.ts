import type * as v from 'valibot';
import type { ErrorCode } from '../protocol/errorCodes.ts';
import type { PlainDate } from '../date/plainDate.ts';
import type { CalendarLookup } from '../calendars/resolveCalendar.ts';
import type { FieldTable } from '../fields/fieldSpec.ts';
import type { RequestShape } from '../fields/requestShape.ts';
import type { Result } from '../result.ts';

/**
 * What an operation may need beyond its input: the caller's "today" and saved-calendar lookup, and
 * for years outside the compiled tables who asks (`owner`, the unit of fairness of the queue that
 * computes them) and a `signal` that cancels the call.
 */
export interface RunContext {
  readonly today?: PlainDate;
  readonly calendars?: CalendarLookup;
  readonly owner?: string;
  readonly signal?: AbortSignal;
  /** The epoch days of the first and second dates of the input (field order) as `execute`'s check read them (`undefined`: no such date): no run reads them again. */
  readonly firstDay?: number | undefined;
  readonly secondDay?: number | undefined;
}

/**
 * A one-line reading of a response `data` for people, as data: a template where `{field}` is a
 * field of `data` (dots reach into objects: `{summary.public_holidays_skipped}`), `{field:unit}` a
 * count with its unit made plural unless it is 1 (`{business_days:business day}` reads "12 business
 * days"), `{field|weekday}` an ISO weekday number as its English name, `{field|words}` an
 * UPPER_SNAKE code as words ("Invalid date"), and `[...]` a part left out
 * when a field in it is absent. `by` and `cases` pick the template by a field's value
 * (`otherwise` when no case matches).
 */
export type HeadlineSpec =
  | string
  | { readonly by: string; readonly cases: Readonly<Record<string, string>>; readonly otherwise?: string };

/**
 * An operation's own limits (docs/decisions.md#limits), as data: the numbers (for `x-daycalc-limits` of the OpenAPI
 * document and the conformance kit's generators) and the sentence stating them (for the operation's
 * OpenAPI description).
 */
export interface OperationLimits<Values extends Readonly<Record<string, number>> = Readonly<Record<string, number>>> {
  /** The limits by name, e.g. `{ amount_min: -36500, amount_max: 36500 }`. */
  readonly values: Values;
  /** One sentence stating them, e.g. "Limit: `days` within ±36500 for every unit (else VALIDATION_ERROR)." */
  readonly text: string;
}

/**
 * What each field of a table means, for people (the OpenAPI document, MCP tool schemas, the CLI's help,
 * the docs): one description per field, exactly the table's fields. The words live in the catalog
 * layer, beside an entry's summary and description, so the core's field tables (and the browser
 * bundles of the typed functions) carry none.
 */
export type FieldDescriptions<Fields extends FieldTable = FieldTable> = { readonly [Name in keyof Fields]: string };

/**
 * What `execute` needs of an operation: its field table and how it runs. Each operation's `run.ts`
 * holds it apart from the catalog entry's words and response schema, so that a bundle that only
 * executes requests ships neither (`getRun`, src/catalog/operationRuns.ts).
 */
export interface OperationRun<Input = never, Output = unknown> extends RequestShape {
  /** Runs the typed function on a validated, defaults-applied input. */
  readonly run: (input: Input, context: RunContext) => Result<Output> | Promise<Result<Output>>;
}

/** One entry of the operation catalog: its run (`OperationRun`, spread from its `run.ts`) with its words and response schema. */
export interface OperationDefinition<Name extends string = string, Input = never, Output = unknown> extends OperationRun<Input, Output> {
  /** The spec's operation name, also the path segment. */
  readonly name: Name;
  /** `POST {base_url}<path>`. */
  readonly path: `/${Name}`;
  readonly summary: string;
  readonly description: string;
  /** What each request field means (`FieldDescriptions`: one per field of `fields`). */
  readonly fieldDescriptions: FieldDescriptions;
  /** The valibot schema of the response `data`. */
  readonly response: v.GenericSchema;
  /** Every error code the operation can return (the spec's per-operation error set). */
  readonly errors: readonly ErrorCode[];
  /** The operation's own limits (span limits, amounts), when it has any. */
  readonly limits?: OperationLimits;
  /** The headline of a success for people (the playground shows it above the body). */
  readonly headline?: HeadlineSpec;
  /** A request body that works, for docs, OpenAPI and the CLI. */
  readonly example: Readonly<Record<string, unknown>>;
}

/**
 * Declares a catalog entry with its types inferred (an entry with `limits` keeps their names in its
 * type). Its `fieldDescriptions` must name every field of its `fields` (a missing one does not
 * type-check, nor does one written in the literal for no field).
 *
 * @param definition - The entry.
 * @returns The same entry.
 * @example
 * defineOperation({ name: 'day-of-week', path: '/day-of-week', ... })
 */
export /* @__NO_SIDE_EFFECTS__ */ function defineOperation<
  Name extends string,
  Input,
  Output,
  const Limits extends OperationLimits | undefined = undefined,
  Fields extends FieldTable = FieldTable,
>(
  definition: Omit<OperationDefinition<Name, Input, Output>, 'fieldDescriptions'> & {
    readonly limits?: Limits;
    readonly fields: Fields;
    readonly fieldDescriptions: NoInfer<FieldDescriptions<Fields>>;
  },
): OperationDefinition<Name, Input, Output> & (undefined extends Limits ? unknown : { readonly limits: Limits }) {
  return definition as OperationDefinition<Name, Input, Output> & (undefined extends Limits ? unknown : { readonly limits: Limits });
}
