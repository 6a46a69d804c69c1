import { API_VERSION, RESPONSE_HEADER_NAMES, type ResponseHeaderName } from '../protocol/wire.ts';

const HEADER_DESCRIPTIONS = {
  'x-request-id': 'Unique id of the call (`req_` + 32 lowercase hex); equals meta.request_id or error.request_id.',
  'x-api-version': `API version that served the request (\`${API_VERSION}\`).`,
  'x-ratelimit-limit': "Requests allowed per UTC minute for the account's plan (before an account is known: the client address's limit).",
  'x-ratelimit-remaining': 'Requests left in the current UTC minute window.',
  'x-quota-limit': 'Requests allowed in the current UTC calendar month (0 before an account is known).',
  'x-quota-remaining': 'Requests left in the current UTC calendar month (0 before an account is known).',
} as const satisfies Record<ResponseHeaderName, string>;

/**
 * The document's `components.headers`: the six headers every response carries, then `retry-after`
 * (429 only), each a required string (`responseHeaderRefs` points at them).
 *
 * @returns Header name to its header object.
 * @example
 * Object.keys(headerComponents()).at(-1) //=> 'retry-after'
 */
export function headerComponents(): Record<string, Record<string, unknown>> {
  return {
    ...Object.fromEntries(RESPONSE_HEADER_NAMES.map((name) => [name, { description: HEADER_DESCRIPTIONS[name], required: true, schema: { type: 'string' } }])),
    'retry-after': { description: 'Seconds until the exhausted window (UTC minute or calendar month) ends.', required: true, schema: { type: 'string', pattern: '^[0-9]+$' } },
  };
}
