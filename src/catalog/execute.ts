import type { OperationName, OutputOf } from '../catalog.ts';
import { getRun } from './operationRuns.ts';
import type { PlainDate } from '../date/plainDate.ts';
import type { Result } from '../result.ts';
import * as messages from '../messages.ts';
import { checkRequest } from '../requests/checkRequest.ts';
import type { RunContext } from './operationDefinition.ts';
import { requestFailure, withStatus, type RequestFailure, type RequestOptions } from './validateRequest.ts';

/** A successful call at the HTTP edge: the core's `Ok` with status 200, its value as `data`. */
export interface ExecuteSuccess<D> {
  readonly ok: true;
  readonly status: 200;
  readonly data: D;
}

/** The outcome of `execute`. */
export type ExecuteResult<D> = ExecuteSuccess<D> | RequestFailure;

/** Options of `execute`: the caller's "today", for saved Business Calendars a lookup, and who asks and a cancel signal. */
export interface ExecuteOptions extends RequestOptions {
  /**
   * Looks up a saved calendar of the calling account by id (sync or async). Without it, ids give
   * FEATURE_NOT_AVAILABLE. A changed calendar must be a new object: each answer object is resolved
   * once, so one edited in place keeps its old answers.
   */
  readonly calendars?: RunContext['calendars'];
  /**
   * Who asks (an account): years outside the compiled tables are computed in one queue that serves
   * owners in turn, one year each, so one owner's long spans never starve another's. Default `''`.
   */
  readonly owner?: string;
  /**
   * Cancels the call: while it waits for years outside the compiled tables it is answered
   * `SERVICE_UNAVAILABLE` at once and the rest of its years are not computed (a server passes the
   * request's signal, so that a client that hung up costs nothing more).
   */
  readonly signal?: AbortSignal;
}

/**
 * Runs one operation on a parsed JSON body: validation, then (for business days) the calendar
 * resolver, then the typed function. Never throws; an unexpected exception becomes `INTERNAL_ERROR`.
 *
 * @param operation - The spec's operation name, e.g. `'date-difference'`.
 * @param body - Any parsed JSON value.
 * @param options - `today` (YYYY-MM-DD) and `calendars` (a saved-calendar lookup).
 * @returns `{ ok: true, status: 200, data }` or `{ ok: false, status, error: { code, message, field? } }`.
 * @example
 * await execute('day-of-week', { date: '2024-07-04' })
 * //=> { ok: true, status: 200, data: { date: '2024-07-04', weekday: 'Thursday', iso_weekday: 4 } }
 */
export function execute<N extends OperationName>(operation: N, body: unknown, options?: ExecuteOptions): Promise<ExecuteResult<OutputOf<N>>>;
export function execute(operation: string, body: unknown, options?: ExecuteOptions): Promise<ExecuteResult<unknown>>;
export function execute(operation: string, body: unknown, options: ExecuteOptions = {}): Promise<ExecuteResult<unknown>> {
  // Not an `async` function: its frame and promises were the largest part of what a call allocated
  // (about 440 of 1,000 bytes for day-of-week). A synchronous run is answered by one resolved promise.
  try {
    const operationRun = getRun(operation);
    if (operationRun === undefined) return Promise.resolve(requestFailure('NOT_FOUND', undefined, messages.unknownOperation(operation)));
    const validated = checkRequest(operationRun, body, options.today);
    if (!validated.ok) return Promise.resolve(withStatus(validated));
    // The dates the check read go on to the run (`RunContext.firstDay`, `secondDay`), which then reads none again.
    const context: { firstDay: number | undefined; secondDay: number | undefined; today?: PlainDate; calendars?: NonNullable<RunContext['calendars']>; owner?: string; signal?: AbortSignal } = {
      firstDay: validated.firstDay,
      secondDay: validated.secondDay,
    };
    if (options.today !== undefined) context.today = options.today as PlainDate;
    if (options.calendars !== undefined) context.calendars = options.calendars;
    if (typeof options.owner === 'string') context.owner = options.owner;
    if (options.signal instanceof AbortSignal) context.signal = options.signal;
    // Only a saved-calendar lookup makes `run` asynchronous.
    const pending = operationRun.run(validated.value, context);
    return pending instanceof Promise ? pending.then(settledAnswer, internalError) : Promise.resolve(answerOf(pending));
  } catch {
    return Promise.resolve(internalError());
  }
}

/** The answer of a run's result; `fail` already made an error well-formed, but a plain-JavaScript `run` may return anything (then this throws). */
function answerOf(result: Result<unknown>): ExecuteResult<unknown> {
  if (!result.ok) return requestFailure(result.error.code, result.error.field, result.error.message);
  return { ok: true, status: 200, data: result.value };
}

/** `answerOf` for an asynchronous run's result, where a throw would reject the answer's promise. */
function settledAnswer(result: Result<unknown>): ExecuteResult<unknown> {
  try {
    return answerOf(result);
  } catch {
    return internalError();
  }
}

/** The answer to anything unexpected: `INTERNAL_ERROR`, saying nothing of the cause. */
function internalError(): RequestFailure {
  return requestFailure('INTERNAL_ERROR', undefined, messages.internal());
}
