import type { ExecuteResult } from '../catalog/execute.ts';

/** The structured content of a tool error: the HTTP API's `{ error: { code, message } }`. */
export const TOOL_ERROR_SCHEMA = {
  type: 'object',
  properties: {
    error: {
      type: 'object',
      properties: { code: { type: 'string' }, message: { type: 'string' } },
      required: ['code', 'message'],
      additionalProperties: false,
    },
  },
  required: ['error'],
  additionalProperties: false,
} as const;

/** An MCP tool result (the `tools/call` answer): text for people, structured content for programs. */
export interface ToolResult {
  [key: string]: unknown;
  content: Array<{ type: 'text'; text: string }>;
  structuredContent: Record<string, unknown>;
  isError?: boolean;
}

/** Writes a value for the one-line rendering: scalars as they are, objects and arrays elided. */
function scalar(value: unknown): string | undefined {
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return String(value);
  return undefined;
}

/**
 * Turns an `execute` result into an MCP tool result: on success the operation's `data` as
 * structured content and a one-line text of its scalar fields; on failure `isError` with the spec's
 * `{ error: { code, message } }` as structured content and `CODE: message` as text.
 *
 * @param result - What `execute` answered.
 * @returns The tool result.
 * @example
 * toolResult({ ok: true, status: 200, data: { date: '2024-07-04', weekday: 'Thursday', iso_weekday: 4 } }).content[0].text
 * //=> 'date: 2024-07-04, weekday: Thursday, iso_weekday: 4'
 */
export function toolResult(result: ExecuteResult<unknown>): ToolResult {
  if (!result.ok) {
    const { code, message } = result.error;
    return { isError: true, content: [{ type: 'text', text: `${code}: ${message}` }], structuredContent: { error: { code, message } } };
  }
  const data = (result.data ?? {}) as Record<string, unknown>;
  const parts: string[] = [];
  for (const [name, value] of Object.entries(data)) {
    const text = scalar(value);
    if (text !== undefined) parts.push(`${name}: ${text}`);
  }
  return { content: [{ type: 'text', text: parts.join(', ') }], structuredContent: data };
}
