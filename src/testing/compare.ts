import { RESPONSE_HEADER_NAMES, REQUEST_ID_PATTERN } from '../protocol/wire.ts';
import type { ReferenceAnswer } from './reference.ts';

/** What another implementation answered: its status, parsed body and (optionally) headers. */
export interface CandidateAnswer {
  readonly status: number;
  readonly body: unknown;
  /** Response headers, lower-case names; when given, the six headers are checked too. */
  readonly headers?: Readonly<Record<string, string | undefined>>;
}

/** One difference between the reference and a candidate. */
export interface Difference {
  /** Where: `status`, `error.code`, `data.summary.working_days_counted`, `header x-request-id`, … */
  readonly path: string;
  readonly expected: unknown;
  readonly actual: unknown;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isRequestId(value: unknown): value is string {
  return typeof value === 'string' && REQUEST_ID_PATTERN.test(value);
}

/** The id the candidate's body carries, in whichever envelope it sent (success or error). */
function requestIdOf(body: unknown): unknown {
  if (!isRecord(body)) return undefined;
  const meta = body['meta'];
  const error = body['error'];
  return isRecord(meta) ? meta['request_id'] : isRecord(error) ? error['request_id'] : undefined;
}

/** The six headers: present, `x-request-id` equal to the body's id, `x-api-version` v1, counters non-negative integers. */
function compareHeaders(headers: Readonly<Record<string, string | undefined>>, requestId: unknown, out: Difference[]): void {
  for (const name of RESPONSE_HEADER_NAMES) {
    const value = headers[name];
    if (value === undefined) out.push({ path: `header ${name}`, expected: 'present', actual: undefined });
    else if (name === 'x-request-id') {
      if (!isRequestId(value) || value !== requestId) out.push({ path: `header ${name}`, expected: isRequestId(requestId) ? requestId : 'req_ + 32 lowercase hex, as in the body', actual: value });
    } else if (name === 'x-api-version') {
      if (value !== 'v1') out.push({ path: `header ${name}`, expected: 'v1', actual: value });
    } else if (!/^\d+$/.test(value)) out.push({ path: `header ${name}`, expected: 'a non-negative integer', actual: value });
  }
}

function compareValues(path: string, expected: unknown, actual: unknown, out: Difference[]): void {
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual)) return void out.push({ path, expected, actual });
    if (expected.length !== actual.length) out.push({ path: `${path}.length`, expected: expected.length, actual: actual.length });
    for (let index = 0; index < Math.min(expected.length, actual.length); index++) compareValues(`${path}[${index}]`, expected[index], actual[index], out);
    return;
  }
  if (isRecord(expected)) {
    if (!isRecord(actual)) return void out.push({ path, expected, actual });
    for (const key of new Set([...Object.keys(expected), ...Object.keys(actual)])) {
      const has = Object.hasOwn(actual, key);
      if (!Object.hasOwn(expected, key)) out.push({ path: `${path}.${key}`, expected: undefined, actual: actual[key] });
      else if (!has) out.push({ path: `${path}.${key}`, expected: expected[key], actual: undefined });
      else compareValues(`${path}.${key}`, expected[key], actual[key], out);
    }
    return;
  }
  // JSON values: 0 and -0 are one number on the wire.
  if (expected !== actual) out.push({ path, expected, actual });
}

/**
 * Compares a candidate's answer with the reference answer and lists every difference that the spec
 * forbids, ignoring what it leaves free (request id values, message wording, header order): the
 * status; on success every `data` field and the envelope's `meta` (`request_id` of the form `req_` +
 * 32 hex, `api_version` `v1`); on failure `error.code` and the presence of `error.message` and a
 * well-formed `error.request_id`; and, when headers are given, the six headers' presence and form
 * (`x-request-id` equal to the body's id, `x-api-version` `v1`, the four counters non-negative integers).
 *
 * @param expected - The reference answer (`reference` or `referenceText`).
 * @param actual - The candidate's status, body and headers.
 * @returns The differences; empty when the candidate conforms.
 * @example
 * compare({ status: 200, data: { iso_week: 1 } }, { status: 200, body: { data: { iso_week: 2 }, meta: { … } } })
 * //=> [{ path: 'data.iso_week', expected: 1, actual: 2 }]
 */
export function compare(expected: ReferenceAnswer, actual: CandidateAnswer): Difference[] {
  const out: Difference[] = [];
  if (expected.status !== actual.status) out.push({ path: 'status', expected: expected.status, actual: actual.status });
  const body = actual.body;
  if (!isRecord(body)) out.push({ path: 'body', expected: 'a JSON object', actual: body });
  else if ('data' in expected) {
    compareValues('data', expected.data, body['data'], out);
    const meta = body['meta'];
    if (!isRecord(meta)) out.push({ path: 'meta', expected: '{ request_id, api_version }', actual: meta });
    else {
      if (!isRequestId(meta['request_id'])) out.push({ path: 'meta.request_id', expected: 'req_ + 32 lowercase hex', actual: meta['request_id'] });
      if (meta['api_version'] !== 'v1') out.push({ path: 'meta.api_version', expected: 'v1', actual: meta['api_version'] });
    }
  } else {
    const error = body['error'];
    if (!isRecord(error)) out.push({ path: 'error', expected: '{ code, message, request_id }', actual: error });
    else {
      if (error['code'] !== expected.code) out.push({ path: 'error.code', expected: expected.code, actual: error['code'] });
      if (typeof error['message'] !== 'string' || error['message'] === '') out.push({ path: 'error.message', expected: 'a message', actual: error['message'] });
      if (!isRequestId(error['request_id'])) out.push({ path: 'error.request_id', expected: 'req_ + 32 lowercase hex', actual: error['request_id'] });
    }
  }
  if (actual.headers !== undefined) compareHeaders(actual.headers, requestIdOf(body), out);
  return out;
}
