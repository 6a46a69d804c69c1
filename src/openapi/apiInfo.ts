import { API_BASE_PATH, API_VERSION, DEFAULT_PLANS, MAX_BODY_BYTES } from '../protocol/wire.ts';

/** The `info` object of the OpenAPI document. */
export interface ApiInfo {
  readonly title: string;
  readonly version: string;
  readonly description: string;
}

/**
 * The document's `info`: the title, the API version, and a description of the calling convention,
 * the keys (with the service word `prefix`), the routing and body-size failures and the metering.
 *
 * @param prefix - The service word of keys, as in `daycalc_live_<secret>`.
 * @returns `{ title, version, description }`.
 * @example
 * apiInfo('daycalc').version //=> 'v1'
 */
export function apiInfo(prefix: string): ApiInfo {
  return {
    title: 'daycalc',
    version: API_VERSION,
    description: [
      `Date, business-day and duration calculations. Every operation is \`POST ${API_BASE_PATH}/<operation>\` with a JSON object body; unknown fields are rejected (400 UNKNOWN_FIELD), never ignored.`,
      `Authentication: \`Authorization: Bearer <key>\` or \`X-API-Key: <key>\`. Keys look like \`${prefix}_live_<secret>\` and \`${prefix}_test_<secret>\`; a key of the other environment is 403 ENVIRONMENT_MISMATCH, and a key in the query string (\`?api_key=\`) is rejected with 401 API_KEY_IN_QUERY_STRING.`,
      `An unknown path gives 404 NOT_FOUND and a method other than POST on an operation 405 METHOD_NOT_ALLOWED. Request bodies are limited to ${MAX_BODY_BYTES} bytes (413 PAYLOAD_TOO_LARGE).`,
      `Every call is metered against the account's per-minute limit and monthly quota (free ${DEFAULT_PLANS.free.per_minute}/min and ${DEFAULT_PLANS.free.per_month}/month, pro ${DEFAULT_PLANS.pro.per_minute}/min and ${DEFAULT_PLANS.pro.per_month}/month, business ${DEFAULT_PLANS.business.per_minute}/min and ${DEFAULT_PLANS.business.per_month}/month; see \`x-daycalc-limits\`); 429 responses carry \`retry-after\`.`,
    ].join('\n\n'),
  };
}
