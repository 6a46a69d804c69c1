import type { ErrorCode } from '../protocol/errorCodes.ts';
import type { ACCOUNT_TOOL_NAMES } from '../protocol/wire.ts';
import type { JsonSchemaObject } from '../openapi/jsonSchemaOf.ts';

/** What a code means on an endpoint, where the operations' wording would mislead. */
export type ErrorMeanings = Partial<Record<ErrorCode, string>>;

/** An OpenAPI parameter of an account endpoint: a query parameter, or the `{id}` of its path. */
export interface AccountParameter {
  readonly name: string;
  readonly in: 'query' | 'path';
  readonly required: boolean;
  readonly description?: string;
  readonly schema: JsonSchemaObject;
}

/** The MCP tool that mirrors an account endpoint over `/mcp` (read-only; its output is the endpoint's `data`). */
export interface AccountTool {
  readonly name: (typeof ACCOUNT_TOOL_NAMES)[number];
  readonly title: string;
  /** What the tool does; the metering sentence is added to it. */
  readonly description: string;
  /** The JSON Schema of the tool's arguments (a closed object). */
  readonly input: JsonSchemaObject;
}

/**
 * One account endpoint, declared once (docs/decisions.md#account-endpoints): the gateway's route
 * and handler, the OpenAPI document's path item and the MCP account tool are derived from it. Every
 * account endpoint is reached the same way (the key checks, then the per-minute limit; no monthly
 * count, no history entry), so each can give the `ACCOUNT_ERRORS` besides its own `errors`.
 */
export interface AccountEndpoint<Id extends string = string> {
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The path, with `{id}` for a path segment the handler reads, e.g. `/api/v1/calendars/{id}`. */
  readonly path: string;
  /** Names the endpoint: the OpenAPI `operationId` and the key the gateway binds its handler to. */
  readonly operationId: Id;
  readonly summary: string;
  /** What it does; the metering sentence is added to it in the OpenAPI document. */
  readonly description: string;
  /** Its query parameters and path segment, if any. */
  readonly parameters?: readonly AccountParameter[];
  /** The OpenAPI request body, for an endpoint that reads one. */
  readonly requestBody?: Readonly<Record<string, unknown>>;
  /** The success: status, description and the schema of `data` (none for an endpoint that always fails). */
  readonly success?: { readonly status: 200 | 201; readonly description: string; readonly data: JsonSchemaObject };
  /** The codes it gives besides `ACCOUNT_ERRORS`, in the order of checks. */
  readonly errors: readonly ErrorCode[];
  /** What a code means here, beside `ACCOUNT_MEANINGS`. */
  readonly meanings?: ErrorMeanings;
  /** The MCP tool mirroring it, if any. */
  readonly tool?: AccountTool;
}

/** The codes every account endpoint can give: the key checks, the per-minute limit, routing and failures (docs/decisions.md#account-endpoints). */
export const ACCOUNT_ERRORS: readonly ErrorCode[] = [
  // In the order of checks (docs/decisions.md#order-of-checks): the flag, the query key, the key, the limit; then routing, the query, failures.
  'SERVICE_UNAVAILABLE',
  'API_KEY_IN_QUERY_STRING',
  'INVALID_REQUEST',
  'MISSING_API_KEY',
  'INVALID_API_KEY',
  'ENVIRONMENT_MISMATCH',
  'REVOKED_API_KEY',
  'EXPIRED_API_KEY',
  'RATE_LIMIT_EXCEEDED',
  'METHOD_NOT_ALLOWED',
  'UNKNOWN_FIELD',
  'INTERNAL_ERROR',
];

/** The meanings every account endpoint shares: its query, not an operation's body. */
export const ACCOUNT_MEANINGS: ErrorMeanings = {
  INVALID_REQUEST: 'Authorization and X-API-Key carry different keys',
  UNKNOWN_FIELD: 'a query parameter the endpoint does not define',
};

/** The metering of every account endpoint (docs/decisions.md#account-endpoints), in each OpenAPI description. */
export const ACCOUNT_METERING = 'Same key checks as the operations, then the per-minute limit; not counted against the monthly quota and not written to the request history. A key sees and changes only its own account.';

/** The metering of every account tool, in each tool's description. */
export const ACCOUNT_TOOL_METERING = 'Counts against the per-minute limit only: not against the monthly quota, and not written to the request history.';

/**
 * A `$ref` to a schema of `components.schemas` (`ACCOUNT_SCHEMAS`).
 *
 * @param name - The schema's name.
 * @returns The reference.
 * @example
 * schemaRef('Account') //=> { $ref: '#/components/schemas/Account' }
 */
export function schemaRef(name: string): { readonly $ref: string } {
  return { $ref: `#/components/schemas/${name}` };
}

/** `SERVICE_UNAVAILABLE` on the endpoints that change the store. */
export const NO_STORE = 'the service is switched off (prelaunch), or the gateway has no store that can make this change';
