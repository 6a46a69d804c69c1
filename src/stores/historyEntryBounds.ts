import { OPERATION_NAMES } from '../catalog.ts';
import { ACCOUNT_TOOL_NAMES, DEFAULT_KEY_PREFIX } from '../protocol/wire.ts';
import { redactKeys } from '../keys/redactKeys.ts';
import type { HistoryEntry } from './stores.ts';

/** The most bytes one request-history entry takes as JSON (UTF-8); every store keeps entries within it. */
export const HISTORY_ENTRY_MAX_BYTES = 512;

/** What a history entry names instead of a tool or operation that does not exist. */
export const UNKNOWN_TOOL = '(unknown tool)';

/** The most characters of an unknown name kept after the marker (redacted and escaped first). */
const UNKNOWN_PREFIX_CHARS = 24;

/** The longest text kept in any other string field of an entry (escaped first). */
const FIELD_MAX_CHARS = 64;

/** The longest text of a field when the entry would still be over the byte bound (4 fields at 6 bytes a character fit). */
const FALLBACK_CHARS = 12;

/** An unknown name as `historyOperation` stores it. */
const BOUNDED_UNKNOWN = new RegExp(`^\\(unknown tool\\)(?: "[\\s\\S]{0,${UNKNOWN_PREFIX_CHARS + 1}}")?$`);

const KNOWN_NAMES: ReadonlySet<string> = new Set<string>([...OPERATION_NAMES, ...ACCOUNT_TOOL_NAMES]);

// C0 and C1 controls, DEL, and the line and paragraph separators: anything that moves a terminal's
// cursor or starts an escape sequence, or breaks a line in a log or a table.
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;

/**
 * Makes text safe for a terminal and a one-line table: each control character becomes a visible
 * `\uXXXX` escape (so `\u001b[2J` can no longer clear a screen, nor a newline forge a row).
 *
 * @param text - Any text.
 * @returns The text with its control characters escaped.
 * @example
 * escapeControlCharacters('a\nb\u001b[0m') //=> 'a\\u000ab\\u001b[0m'
 */
export function escapeControlCharacters(text: string): string {
  return text.replace(CONTROL, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** Redacts keys, escapes controls, then cuts to `max` characters (never inside a surrogate pair), with `…` when cut. */
function boundText(text: string, max: number, keyPrefix: string): string {
  const safe = escapeControlCharacters(redactKeys(text, keyPrefix));
  if (safe.length <= max) return safe;
  const end = (safe.charCodeAt(max - 1) & 0xfc00) === 0xd800 ? max - 1 : max;
  return `${safe.slice(0, end)}…`;
}

/**
 * The operation a history entry names: an operation or tool of the catalog as it is, anything else
 * (an MCP `tools/call` naming a tool that does not exist, up to 16 KB of it) as `(unknown tool)`
 * followed by at most 24 characters of the name in quotes, keys redacted and control characters
 * escaped first; a name that is not a string, or is empty, is the marker alone.
 *
 * @param name - The name the caller sent.
 * @param keyPrefix - The service word of keys (`daycalc`).
 * @returns The name to store.
 * @example
 * historyOperation('add-days', 'daycalc') //=> 'add-days'
 * historyOperation('x'.repeat(16_000), 'daycalc') //=> '(unknown tool) "xxxxxxxxxxxxxxxxxxxxxxxx…"'
 * historyOperation('daycalc_live_0123456789abcdef', 'daycalc') //=> '(unknown tool) "[redacted]"'
 */
export function historyOperation(name: unknown, keyPrefix: string = DEFAULT_KEY_PREFIX): string {
  if (typeof name !== 'string' || name === '') return UNKNOWN_TOOL;
  if (KNOWN_NAMES.has(name)) return name;
  // Bounding twice changes nothing (the recorder bounds, then the store does again).
  if (BOUNDED_UNKNOWN.test(name) && boundText(name, FIELD_MAX_CHARS, keyPrefix) === name) return name;
  return `${UNKNOWN_TOOL} "${boundText(name, UNKNOWN_PREFIX_CHARS, keyPrefix)}"`;
}

/** A finite integer within [min, max], else `fallback`. */
function boundInteger(value: unknown, min: number, max: number, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? Math.min(max, Math.max(min, Math.round(value))) : fallback;
}

const encoder = new TextEncoder();

/** Whether the entry takes at most `HISTORY_ENTRY_MAX_BYTES` as JSON in UTF-8 (a character takes at most 3 bytes). */
function fitsBound(entry: HistoryEntry): boolean {
  const json = JSON.stringify(entry);
  return json.length * 3 <= HISTORY_ENTRY_MAX_BYTES || (json.length <= HISTORY_ENTRY_MAX_BYTES && encoder.encode(json).byteLength <= HISTORY_ENTRY_MAX_BYTES);
}

/**
 * Bounds one request-history entry before any store keeps it (the memory and the Redis stores both
 * call it in `record`): every field is of its type and bounded (the operation through
 * `historyOperation`, other strings redacted, escaped and cut to 64 characters, numbers finite
 * integers), the fields are in one order (`request_id` first: the Redis store orders entries of one
 * millisecond by their JSON text, so by request id), and the entry takes at most
 * `HISTORY_ENTRY_MAX_BYTES` as JSON. A well-formed entry comes back equal.
 *
 * @param entry - The entry to keep (from the gateway's recorder, or from any caller of `record`).
 * @param keyPrefix - The service word of keys.
 * @returns The bounded entry, in field order.
 * @example
 * JSON.stringify(boundHistoryEntry({ ...entry, operation: 'x'.repeat(16_000) })).length <= 512 //=> true
 */
export function boundHistoryEntry(entry: HistoryEntry, keyPrefix: string = DEFAULT_KEY_PREFIX): HistoryEntry {
  const text = (value: unknown): string => boundText(typeof value === 'string' ? value : String(value), FIELD_MAX_CHARS, keyPrefix);
  const bounded: HistoryEntry = {
    request_id: text(entry.request_id),
    time: text(entry.time),
    operation: historyOperation(entry.operation, keyPrefix),
    via: entry.via === 'mcp' ? 'mcp' : 'api',
    status: boundInteger(entry.status, 0, 999, 0),
    code: entry.code === null || entry.code === undefined ? null : text(entry.code),
    duration_ms: boundInteger(entry.duration_ms, 0, Number.MAX_SAFE_INTEGER, 0),
    key: text(entry.key),
  };
  // The field bounds keep an entry far below the limit; this is the guarantee, whatever they become.
  if (fitsBound(bounded)) return bounded;
  // Only fields of no known shape get here (a 64-character field may take 6 bytes a character as JSON).
  const short = (value: string): string => boundText(value, FALLBACK_CHARS, keyPrefix);
  return { ...bounded, request_id: short(bounded.request_id), time: short(bounded.time), operation: UNKNOWN_TOOL, code: bounded.code === null ? null : short(bounded.code), key: short(bounded.key) };
}
