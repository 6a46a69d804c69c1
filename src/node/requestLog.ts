import { redactKeys } from '../keys/redactKeys.ts';

/** The formats of `daycalc serve --log-format`. */
export const LOG_FORMATS = ['text', 'json'] as const;

/** A log format: `text` (one readable line) or `json` (one JSON object per line). */
export type LogFormat = (typeof LOG_FORMATS)[number];

/** What one request's log line says. Never a key, a query string or a body. */
export interface RequestLogEntry {
  /** When the request arrived, epoch milliseconds. */
  readonly time: number;
  readonly requestId: string | undefined;
  readonly method: string;
  /** The request URL (absolute or a path); only its path is logged, redacted. */
  readonly url: string;
  readonly status: number;
  readonly durationMs: number;
  /** The account, when the request authenticated. */
  readonly accountId?: string;
}

/** The longest path a log line carries (after redaction). */
export const MAX_LOGGED_PATH = 200;

/** Log lines are written in batches, at most this long after the request (one write per batch). */
export const LOG_FLUSH_MS = 50;

/** A batch is written at once when it grows past this many characters. */
const MAX_BATCH_CHARS = 65_536;

// The ISO text of the current second, reused for every line in it (formatting a Date per line costs ~1 us).
let cachedSecond = Number.NaN;
let cachedPrefix = '';

/**
 * An instant as ISO 8601 UTC with milliseconds, as `Date.prototype.toISOString` gives it.
 *
 * @param ms - Epoch milliseconds (a whole number).
 * @returns `YYYY-MM-DDTHH:MM:SS.sssZ`.
 * @example
 * isoTime(Date.UTC(2026, 10, 24, 5, 0, 0, 7)) //=> '2026-11-24T05:00:00.007Z'
 */
export function isoTime(ms: number): string {
  const second = Math.floor(ms / 1000);
  if (second !== cachedSecond) {
    cachedSecond = second;
    cachedPrefix = new Date(second * 1000).toISOString().slice(0, 20);
  }
  const milli = Math.floor(ms - second * 1000);
  return `${cachedPrefix}${milli < 10 ? '00' : milli < 100 ? '0' : ''}${milli}Z`;
}

/**
 * The path of a request URL, without the query, with key-shaped text (`daycalc_test_…`, also
 * percent-encoded as `daycalc%5Ftest%5F…`) replaced by `[redacted]`, cut to 200 characters.
 *
 * @param url - An absolute URL or a path.
 * @param keyPrefix - The service word of keys.
 * @returns The loggable path.
 * @example
 * loggablePath('http://h/api/v1/daycalc%5Ftest%5F0123456789abcdef?api_key=x', 'daycalc') //=> '/api/v1/[redacted]'
 */
export function loggablePath(url: string, keyPrefix: string): string {
  // A server answers the same few URLs over and over: the last one's path is remembered.
  if (url === lastUrl && keyPrefix === lastUrlPrefix) return lastPath;
  lastUrl = url;
  lastUrlPrefix = keyPrefix;
  lastPath = pathOf(url, keyPrefix);
  return lastPath;
}

let lastUrl: string | undefined;
let lastUrlPrefix = '';
let lastPath = '';

/** `loggablePath` without its memo. */
function pathOf(url: string, keyPrefix: string): string {
  const scheme = url.indexOf('//');
  const start = scheme === -1 || url.startsWith('/') ? 0 : url.indexOf('/', scheme + 2);
  if (start === -1) return '/';
  const query = url.indexOf('?', start);
  const hash = url.indexOf('#', start);
  const end = Math.min(query === -1 ? url.length : query, hash === -1 ? url.length : hash);
  return redactKeys(url.slice(start, end), keyPrefix).slice(0, MAX_LOGGED_PATH);
}

/**
 * Formats one request's log line, newline included: `text` is
 * `<ISO time> <method> <path> <status> <ms>ms <request id>`; `json` is one object with `time`,
 * `request_id`, `method`, `path`, `status`, `duration_ms` and, when known, `account_id`.
 *
 * @param entry - The request.
 * @param format - `text` or `json`.
 * @param keyPrefix - The service word of keys (for redaction).
 * @returns The line.
 * @example
 * formatRequestLine({ time: 0, requestId: 'req_1', method: 'GET', url: '/openapi.json', status: 200, durationMs: 1.23 }, 'text', 'daycalc')
 * //=> '1970-01-01T00:00:00.000Z GET /openapi.json 200 1.2ms req_1\n'
 */
export function formatRequestLine(entry: RequestLogEntry, format: LogFormat, keyPrefix: string): string {
  const time = isoTime(entry.time);
  const path = loggablePath(entry.url, keyPrefix);
  if (format === 'text') return `${time} ${entry.method} ${path} ${entry.status} ${entry.durationMs.toFixed(1)}ms ${entry.requestId ?? '-'}\n`;
  const record: Record<string, string | number | null> = {
    time,
    request_id: entry.requestId ?? null,
    method: entry.method,
    path,
    status: entry.status,
    duration_ms: Math.round(entry.durationMs * 10) / 10,
  };
  // An account id comes from the config; redacted all the same, so a key pasted as an id is never logged.
  if (entry.accountId !== undefined) record['account_id'] = redactKeys(entry.accountId, keyPrefix);
  return `${JSON.stringify(record)}\n`;
}

/** The request log: `request(entry)` queues a line, `flush()` writes what is queued at once. */
export interface RequestLog {
  request(entry: RequestLogEntry): void;
  /** Writes the pending batch now (synchronously where the stream is: files and pipes on POSIX). */
  flush(): void;
}

/**
 * Creates the request log of `daycalc serve`: lines are queued and written in one call per batch (at
 * most 50 ms after a request, or at once past 64 KiB), so a busy server makes few writes. `flush` is
 * called on every shutdown path (see `flushOnShutdown`), so a crash loses at most the batch being
 * formed by the crashing tick, normally nothing.
 *
 * @param options - The format, the key prefix and where lines go.
 * @returns The log.
 * @example
 * const log = createRequestLog({ format: 'json', keyPrefix: 'daycalc', write: (text) => process.stdout.write(text) });
 * log.request({ time: Date.now(), requestId, method: 'POST', url: request.url, status: 200, durationMs: 0.4 });
 */
export function createRequestLog(options: { readonly format: LogFormat; readonly keyPrefix: string; readonly write: (text: string) => void }): RequestLog {
  let pending = '';
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = (): void => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    if (pending === '') return;
    const text = pending;
    pending = '';
    options.write(text);
  };
  return {
    request(entry) {
      pending += formatRequestLine(entry, options.format, options.keyPrefix);
      if (pending.length > MAX_BATCH_CHARS) flush();
      else timer ??= setTimeout(flush, LOG_FLUSH_MS);
    },
    flush,
  };
}
