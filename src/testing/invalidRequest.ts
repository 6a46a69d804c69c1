import fc from 'fast-check';
import type { OperationName } from '../catalog.ts';
import { ERROR_STATUS, type ErrorCode } from '../protocol/errorCodes.ts';
import type { Fault } from './_fault.ts';
import { faultsOf } from './_faults.ts';
import type { RequestArbitraryOptions, RequestBody } from './requestBody.ts';
import { validRequest } from './validRequest.ts';

/** An invalid request with the answer the spec requires. */
export interface InvalidRequest {
  /** The parsed body; absent when the text is not JSON (`INVALID_JSON`). May hold an own `__proto__` key. */
  readonly body?: unknown;
  /** The body as sent over HTTP: JSON text (anything but JSON for `INVALID_JSON`). */
  readonly text: string;
  /** The error code the error precedence (and the operation's error set) requires. */
  readonly code: ErrorCode;
  /** Its HTTP status. */
  readonly status: number;
  /** Which rule the request breaks, for reports. */
  readonly rule: string;
}

const NOT_JSON = ['{', '{"date":', 'nope', '', '[1,', "{'a':1}", '{"a":1,}', 'undefined', '{"a":01}'];
const NOT_OBJECTS = ['[]', 'null', '"text"', '42', 'true', '[{}]', '[{"date":"2024-01-01"}]'];

function labelled(body: unknown, code: ErrorCode, rule: string): InvalidRequest {
  return { body, text: JSON.stringify(body), code, status: ERROR_STATUS[code], rule };
}

/** Puts both faults in the body; the error precedence labels it: the lower row wins (same code when the row is shared). */
function combine(body: RequestBody, first: Fault, second: Fault): InvalidRequest {
  const [winner, loser] = first.rank <= second.rank ? [first, second] : [second, first];
  const row = winner.rank === loser.rank ? 'the same row of the error precedence' : 'a later row of the error precedence';
  return labelled(winner.apply(loser.apply(body)), winner.code, `${winner.rule}, and ${loser.rule} (${row})`);
}

/**
 * Invalid requests for an operation, each labelled with the code and status the spec requires.
 * Most carry one fault on an otherwise valid body: every row of the error precedence (not JSON, not an object,
 * an unknown field including `__proto__` and `constructor`, a missing field, a bad date of any type
 * or shape, a wrong type or value), the per-operation exceptions (`unix-timestamp`'s `date_time` is
 * a value, `day-of-week` has no `VALIDATION_ERROR`), the calendar faults, each limit (docs/decisions.md#limits) one
 * step past its boundary, results outside 0001..9999 and the cross-field rules. The rest carry two
 * faults of different rows, labelled by the error precedence (the earlier row decides).
 *
 * @param operation - The operation.
 * @param options - `countries` and `markets` for the valid bodies the faults go into; `savedCalendars` to add well-formed calendar ids.
 * @returns An arbitrary of labelled invalid requests.
 * @example
 * fc.sample(invalidRequest('day-of-week'), 1)
 * //=> e.g. [{ body: { date: '2023-02-29' }, text: '{"date":"2023-02-29"}', code: 'INVALID_DATE', status: 400, rule: '…' }]
 */
export function invalidRequest(operation: OperationName, options: RequestArbitraryOptions = {}): fc.Arbitrary<InvalidRequest> {
  const valid = validRequest(operation, options);
  const fault = fc.oneof(...faultsOf(operation, options));
  const single = fc.tuple(valid, fault).map(([body, one]) => labelled(one.apply(body), one.code, one.rule));
  const double = fc
    .tuple(valid, fault, fault)
    .filter(([, first, second]) => (first.rank !== second.rank || first.code === second.code) && !first.fields.some((name) => second.fields.includes(name)))
    .map(([body, first, second]) => combine(body, first, second));
  return fc.oneof(
    { arbitrary: fc.constantFrom(...NOT_JSON).map((text): InvalidRequest => ({ text, code: 'INVALID_JSON', status: 400, rule: 'body is not JSON' })), weight: 1 },
    { arbitrary: fc.constantFrom(...NOT_OBJECTS).map((text): InvalidRequest => ({ body: JSON.parse(text), text, code: 'INVALID_REQUEST', status: 400, rule: 'body is JSON but not an object' })), weight: 1 },
    { arbitrary: single, weight: 6 },
    { arbitrary: double, weight: 2 },
  );
}
