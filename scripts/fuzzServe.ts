// An HTTP fuzz of `daycalc serve` (issue 17): random methods, paths (key-shaped and percent-encoded
// too), headers (key variants, bad content-length, chunked), bodies (JSON, garbage, oversize) and
// aborted bodies, sent over raw loopback sockets to a `daycalc serve` it starts itself from dist/.
// About a third of the requests are well-formed API calls and a fifth well-formed MCP requests
// (initialize, tools/list, tools/call with good and bad arguments), so the happy paths are reached
// too; the rest is hostile.
//
// Counts 5xx answers (503 too: the fuzz runs on memory stores, where nothing is ever unavailable),
// JSON-RPC internal errors (-32603) over /mcp, every 5xx and every "internal error" / uncaught /
// unhandled line in the server's own log (so a 500 to a client that already hung up is seen), hangs (no answer within 5 s to a complete request),
// crashes, and keys leaked into an answer (status line, headers, body) or the log, searched both as
// written and percent-decoded; all must be zero. It also reports the statuses per route.
//
//   npm run build && npx tsx scripts/fuzzServe.ts --requests 5000 [--seed 42] [--concurrency 16]
//   npx tsx scripts/fuzzServe.ts --bin /tmp/old/dist/cli/bin.js --serve-args='--trust-proxy'   (an older build)
//
// The seed fixes the sequence of requests; with several workers their timing (and so which aborts
// land before an answer) still varies from run to run.
//
// test/dist/httpFuzz.test.ts runs the same fuzz with 5,000 requests.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

/** What a fuzz run found. */
export interface FuzzReport {
  readonly requests: number;
  readonly answered: number;
  /** Requests whose body was cut off on purpose (the socket destroyed mid-body, or a body left short). */
  readonly aborted: number;
  readonly statuses: Readonly<Record<string, number>>;
  /** The statuses of the first answer per route (`mcp`, `api operation`, `pages`, …), aborted cases included. */
  readonly routes: Readonly<Record<string, Readonly<Record<string, number>>>>;
  /** The statuses per kind of case: `api` (well-formed API calls), `mcp` (well-formed MCP requests), `random`. */
  readonly modes: Readonly<Record<string, Readonly<Record<string, number>>>>;
  /** Answers without an `x-request-id` (Node's HTTP parser refused the request before the gateway saw it). */
  readonly rejectedBeforeGateway: number;
  /** The statuses of the request lines in the server's log. */
  readonly loggedStatuses: Readonly<Record<string, number>>;
  /**
   * Server errors: the larger of the 5xx answers seen by the fuzz and the 5xx request lines in the
   * server's log (one response is often both), plus every "internal error", uncaught or unhandled
   * line in the log. 503 counts: the fuzz runs on memory stores.
   */
  readonly serverErrors: number;
  /** 5xx answers the fuzz read (aborted cases included), and MCP answers carrying a JSON-RPC internal error (-32603) or a tool result with `INTERNAL_ERROR`/`SERVICE_UNAVAILABLE`. */
  readonly serverErrorsAnswered: number;
  /** 5xx request lines in the server's log (also those to clients that had hung up). */
  readonly serverErrorsLogged: number;
  /** "internal error" / uncaught / unhandled lines in the server's log. */
  readonly serverErrorLines: number;
  /** Complete requests with no answer within 5 s. */
  readonly hangs: number;
  /** Requests whose body was left short (socket kept open) that got no answer within 15 s (the body timeout is 2 s). */
  readonly stalledUnanswered: number;
  readonly crashes: number;
  readonly leakedKeys: number;
  /** Connections closed without any answer to a complete request (a reset or close), not hangs. */
  readonly closedWithoutAnswer: number;
  /** Follow-up requests on a kept-alive connection that got no answer. */
  readonly keepAliveFailures: number;
  readonly examples: readonly string[];
  readonly seconds: number;
}

/** Options of a fuzz run. */
export interface FuzzOptions {
  readonly requests: number;
  readonly seed?: number;
  readonly concurrency?: number;
  /** The run stops sending after this long (the count is then lower). */
  readonly maxSeconds?: number;
  /** The built CLI (default dist/cli/bin.js). */
  readonly bin?: string;
  /**
   * The options of `daycalc serve` besides port and config (default `--trust-proxy --body-timeout
   * 2000 --log-format json`); an older build without those options takes `['--trust-proxy']`.
   */
  readonly serveArgs?: readonly string[];
}

/** The options `daycalc serve` runs with in the fuzz, besides port and config. */
export const DEFAULT_SERVE_ARGS = ['--trust-proxy', '--body-timeout', '2000', '--log-format', 'json'] as const;

const HANG_MS = 5_000;
const SERVICE = 'daycalc';
const OPERATIONS = ['date-difference', 'add-days', 'business-days-between', 'add-business-days', 'is-business-day', 'age', 'time-duration', 'unix-timestamp', 'week-number', 'day-of-week', 'holidays', 'countries', 'adjust-date'];
const ACCEPT_MCP = 'application/json, text/event-stream';

/** A small seeded generator (mulberry32), so a run can be repeated with `--seed`. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (max: number): number => Math.floor(next() * max);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)] as T;
  const chance = (p: number): boolean => next() < p;
  const text = (length: number, alphabet = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'): string => {
    let out = '';
    for (let index = 0; index < length; index++) out += alphabet[int(alphabet.length)];
    return out;
  };
  return { next, int, pick, chance, text };
}
type Random = ReturnType<typeof generator>;

const sha = (text: string): string => createHash('sha256').update(text).digest('hex');

/** The keys of the fuzz's config (their secret parts are watched for in every answer and log line). */
function fuzzKeys(random: Random) {
  const key = (env: string): string => `${SERVICE}_${env}_${random.text(32)}`;
  return { business: key('test'), free: key('test'), revoked: key('test'), live: key('live') };
}

type Keys = ReturnType<typeof fuzzKeys>;

/** One generated request: its raw bytes, how it is sent and which secrets it carries. */
interface Case {
  readonly method: string;
  readonly head: string;
  readonly body: Buffer;
  /** Destroy the socket after this many body bytes (an aborted body). */
  readonly abortAfter?: number;
  /** The body is sent short of its declared length and the socket kept open (the server's body timeout answers). */
  readonly stall: boolean;
  /** A second request to send on the same connection after the answer, when it is kept alive. */
  readonly followUp: boolean;
  readonly secrets: readonly string[];
  readonly label: string;
  /** `api` and `mcp`: a well-formed API call or MCP request; `random`: anything. */
  readonly mode: 'api' | 'mcp' | 'random';
  /** Where the request goes, for the per-route statuses (see `routeOf`). */
  readonly route: string;
}

/**
 * The route a request target falls under, for the report: `mcp`, `mcp subpath`, `api operation`,
 * `api other`, `pages` (`/`, the OpenAPI documents, the playground, health, favicon),
 * `absolute-form`, `asterisk` or `other`.
 */
function routeOf(target: string): string {
  if (target === '*') return 'asterisk';
  if (/^[a-z]+:\/\//i.test(target)) return 'absolute-form';
  const path = target.split('?')[0] ?? '';
  if (path === '/mcp') return 'mcp';
  if (path.startsWith('/mcp/')) return 'mcp subpath';
  if (['/', '/openapi.json', '/api/v1/openapi.json', '/playground', '/healthz', '/readyz', '/favicon.ico'].includes(path)) return 'pages';
  if (OPERATIONS.some((name) => path === `/api/v1/${name}`)) return 'api operation';
  if (path.startsWith('/api/')) return 'api other';
  return 'other';
}

function percentEncodeSome(random: Random, text: string): string {
  let out = '';
  for (const char of text) {
    if (char === '_' ? random.chance(0.8) : random.chance(0.1)) {
      const hex = char.charCodeAt(0).toString(16).padStart(2, '0');
      out += `%${random.chance(0.5) ? hex.toUpperCase() : hex}`;
    } else out += char;
  }
  return random.chance(0.15) ? out.replaceAll('%', '%25') : out;
}

function randomPath(random: Random, keys: Keys, secrets: string[]): string {
  const keyShaped = (): string => {
    const fresh = `${SERVICE}_${random.pick(['test', 'live'])}_${random.text(20 + random.int(30))}`;
    const chosen = random.chance(0.5) ? fresh : random.pick(Object.values(keys));
    secrets.push(chosen.slice(SERVICE.length + 6));
    return random.chance(0.6) ? percentEncodeSome(random, chosen) : chosen;
  };
  const segment = (): string =>
    random.pick([
      () => random.pick(OPERATIONS),
      () => random.text(1 + random.int(12)),
      keyShaped,
      () => '..',
      () => '%00',
      () => '%zz',
      () => encodeURIComponent('日付'),
      () => random.text(200 + random.int(3000), 'abc/%_-.~'),
    ])();
  const base = random.pick([
    () => `/api/v1/${random.pick(OPERATIONS)}`,
    () => `/api/v1/${random.pick(OPERATIONS)}`,
    () => `/api/v1/${random.pick(OPERATIONS)}`,
    () => `/api/v1/${random.pick(OPERATIONS)}`,
    () => '/mcp',
    () => `/api/v1/${segment()}`,
    () => `/api/v1/${random.pick(OPERATIONS)}/${segment()}`,
    () => random.pick(['/', '/mcp', '/openapi.json', '/api/v1/openapi.json', '/playground', '/healthz', '/readyz', '/favicon.ico']),
    () => `/${segment()}/${segment()}`,
    () => `/mcp/${segment()}`,
    () => '*',
    () => `http://127.0.0.1/api/v1/${random.pick(OPERATIONS)}`,
  ])();
  if (!random.chance(0.15)) return base;
  const value = random.chance(0.5) ? keyShaped() : random.text(8);
  return `${base}?${random.pick(['api_key', 'key', 'q'])}=${value}`;
}

function validBody(random: Random, operation: string): unknown {
  const date = (): string => `${2000 + random.int(30)}-${String(1 + random.int(12)).padStart(2, '0')}-${String(1 + random.int(28)).padStart(2, '0')}`;
  switch (operation) {
    case 'date-difference':
      return { start_date: date(), end_date: date() };
    case 'add-days':
      return { start_date: date(), days: random.int(400) - 200, unit: random.pick(['days', 'weeks', 'months', 'years']) };
    case 'business-days-between':
      return { start_date: date(), end_date: date(), country_code: random.pick(['US', 'DE', 'GB', 'ZZ']) };
    case 'add-business-days':
      return { start_date: date(), days: random.int(50) - 25, country_code: 'DE', subdivision_code: random.pick(['BY', 'DE-BE', 'XX']) };
    case 'is-business-day':
      return { date: date(), country_code: 'US' };
    case 'age':
      return { birth_date: date(), as_of_date: date() };
    case 'time-duration':
      return { start_time: '09:00', end_time: random.pick(['17:30', '08:00', '25:00']) };
    case 'unix-timestamp':
      return random.chance(0.5) ? { timestamp: random.int(2_000_000_000) } : { date_time: `${date()}T12:00:00Z` };
    case 'holidays':
      return { country_code: random.pick(['US', 'DE', 'GB', 'ZZ']), year: 1990 + random.int(60) };
    case 'countries':
      return random.chance(0.3) ? {} : { country_code: random.pick(['de', 'US', 'ZZ']) };
    case 'adjust-date':
      return { date: date(), country_code: random.pick(['US', 'DE']), convention: random.pick(['following', 'preceding', 'modified_following', 'modified_preceding', 'nearest', 'sideways']) };
    default:
      return { date: date() };
  }
}

function randomBody(random: Random, path: string, secrets: string[]): Buffer {
  const operation = OPERATIONS.find((name) => path.includes(name)) ?? random.pick(OPERATIONS);
  const keyValue = (): string => {
    const key = `${SERVICE}_test_${random.text(24)}`;
    secrets.push(key.slice(SERVICE.length + 6));
    return key;
  };
  const kind = random.int(12);
  if (kind <= 3) return Buffer.from(JSON.stringify(validBody(random, operation)));
  if (kind === 4) return Buffer.from(JSON.stringify({ ...(validBody(random, operation) as object), [random.pick(['extra', '__proto__', 'constructor'])]: 1 }));
  if (kind === 5) return Buffer.from(JSON.stringify({ date: keyValue(), start_date: keyValue(), country_code: keyValue() }));
  if (kind === 6) return Buffer.from(random.pick(['', '{', 'null', '[]', '"x"', '{"date":', '\u0000\u0001', '{"a":'.repeat(500)]));
  if (kind === 7) return Buffer.from(random.text(1 + random.int(2000), 'abc{}[]":,\\ \n\u00e9'));
  if (kind === 8) return Buffer.alloc(16_385 + random.int(60_000), 0x20);
  if (kind === 9) {
    const id = random.int(1000);
    const messages = [
      { jsonrpc: '2.0', id, method: 'initialize', params: { protocolVersion: '2025-03-26', capabilities: {}, clientInfo: { name: 'fuzz', version: '1' } } },
      { jsonrpc: '2.0', id, method: 'tools/list' },
      { jsonrpc: '2.0', id, method: 'tools/call', params: { name: random.pick([...OPERATIONS, 'nope']), arguments: random.pick([validBody(random, operation), [], null, { date: keyValue() }]) } },
      { jsonrpc: '2.0', method: 'notifications/initialized' },
    ];
    return Buffer.from(JSON.stringify(random.chance(0.2) ? messages : random.pick(messages)));
  }
  if (kind === 10) return Buffer.from(Array.from({ length: 1 + random.int(3000) }, () => random.int(256)));
  return Buffer.from(JSON.stringify(validBody(random, operation)).repeat(1 + random.int(3)));
}

function authHeaders(random: Random, keys: Keys, secrets: string[]): string[] {
  const any = (): string => {
    const key = random.pick([keys.business, keys.business, keys.free, keys.revoked, keys.live, `${SERVICE}_test_${random.text(random.int(40))}`, `${SERVICE}_test_x`, random.text(30)]);
    if (key.startsWith(SERVICE)) secrets.push(key.slice(SERVICE.length + 6));
    return key;
  };
  return random.pick([
    () => [],
    () => [`authorization: Bearer ${keys.business}`],
    () => [`authorization: Bearer ${keys.business}`],
    () => [`x-api-key: ${keys.business}`],
    () => [`authorization: Bearer ${any()}`],
    () => [`authorization: Bearer ${any()}`],
    () => [`x-api-key: ${any()}`],
    () => [`authorization: Bearer ${any()}`, `x-api-key: ${any()}`],
    () => [`authorization: bearer ${any()}`],
    () => [`authorization: Basic ${Buffer.from(`u:${any()}`).toString('base64')}`],
    () => [`authorization: Bearer  ${any()} `],
    () => [`authorization: ${any()}`],
    () => [`authorization: Bearer ${any()}`, `authorization: Bearer ${any()}`],
  ])();
}

/** Frames a body: sized, chunked or (when `hostile`) with broken or conflicting framing headers, which it adds to `headers`. */
function frameBody(random: Random, headers: string[], body: Buffer, method: string, hostile: boolean): { body: Buffer; label: string } {
  const framing = hostile ? random.int(20) : random.chance(0.15) ? 0 : 19;
  if (framing < 4) {
    headers.push('transfer-encoding: chunked');
    const parts: Buffer[] = [];
    for (let offset = 0; offset < body.length; ) {
      const size = 1 + random.int(5000);
      const chunk = body.subarray(offset, offset + size);
      parts.push(Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from('\r\n'));
      offset += chunk.length;
    }
    parts.push(Buffer.from(!hostile || random.chance(0.9) ? '0\r\n\r\n' : 'zz\r\n\r\n'));
    return { body: Buffer.concat(parts), label: 'chunked' };
  }
  if (framing === 4) {
    headers.push(`content-length: ${random.pick(['abc', '-1', '1e3', '0x10', ' 12', '99999999999999999999', '12, 13'])}`);
    return { body, label: 'bad content-length' };
  }
  if (framing === 5) {
    headers.push(`content-length: ${body.length}`, `content-length: ${body.length + 1}`);
    return { body, label: 'two content-lengths' };
  }
  if (framing === 6) {
    headers.push(random.pick(['transfer-encoding: gzip', 'transfer-encoding: gzip, chunked', 'transfer-encoding: chunked, identity']));
    return { body, label: 'transfer-encoding gzip' };
  }
  if (framing === 7 && body.length > 0) {
    headers.push('transfer-encoding: chunked', `content-length: ${body.length}`);
    return { body, label: 'chunked and content-length' };
  }
  if (body.length > 0 || method === 'POST') headers.push(`content-length: ${body.length}`);
  return { body, label: 'sized' };
}

/** Puts a case together: the head, the framed body and, by chance, an abort, a stall or a follow-up. */
function assemble(random: Random, parts: { method: string; path: string; headers: string[]; body: Buffer; secrets: string[]; mode: Case['mode']; hostile: boolean }): Case {
  const { method, path, headers, secrets, mode } = parts;
  const { body, label } = frameBody(random, headers, parts.body, method, parts.hostile);
  const aborted = body.length > 2 && random.chance(parts.hostile ? 0.08 : 0.03);
  const stall = !aborted && label === 'sized' && body.length > 2 && random.chance(parts.hostile ? 0.03 : 0.005);
  return {
    method,
    head: `${method} ${path} HTTP/1.1\r\n${headers.join('\r\n')}\r\n\r\n`,
    body,
    ...(aborted ? { abortAfter: random.int(body.length - 1) } : {}),
    stall,
    followUp: !aborted && !stall && random.chance(0.2),
    secrets,
    label: `${mode}, ${aborted ? `${label}, aborted` : stall ? `${label}, stalled` : label}`,
    mode,
    route: routeOf(path),
  };
}

/** The headers every generated request starts with: host and a forwarded-for address (the server trusts the proxy). */
function baseHeaders(random: Random): string[] {
  const forwarded = random.chance(0.9) ? `10.${random.int(256)}.${random.int(256)}.${random.int(256)}` : random.pick(['garbage', '::1', '2001:db8::1, 10.0.0.1', '']);
  return ['host: 127.0.0.1', `x-forwarded-for: ${forwarded}`];
}

/** A key header of a well-formed request: mostly the business key, sometimes the free one (whose per-minute limit then answers 429). */
function goodAuth(random: Random, keys: Keys): string {
  const key = random.chance(0.9) ? keys.business : keys.free;
  return random.chance(0.75) ? `authorization: Bearer ${key}` : `x-api-key: ${key}`;
}

/** A well-formed API call: POST /api/v1/<operation> with a key, JSON and a plausible body (some of its values invalid). */
function apiCase(random: Random, keys: Keys): Case {
  const operation = random.pick(OPERATIONS);
  const headers = [...baseHeaders(random), goodAuth(random, keys), 'content-type: application/json'];
  if (random.chance(0.3)) headers.push('accept: application/json');
  const body = Buffer.from(JSON.stringify(validBody(random, operation)));
  return assemble(random, { method: 'POST', path: `/api/v1/${operation}`, headers, body, secrets: [], mode: 'api', hostile: false });
}

/** The arguments of a tools/call that the tool must refuse (as a tool error, never a 500). */
function badArguments(random: Random, secrets: string[]): unknown {
  const key = `${SERVICE}_test_${random.text(24)}`;
  return random.pick([
    () => [],
    () => null,
    () => ({}),
    () => 'x',
    () => [1, 2],
    () => ({ date: 20240101, start_date: true, days: '3' }),
    () => ({ date: '2024-02-30', country_code: 'US' }),
    () => {
      secrets.push(key.slice(SERVICE.length + 6));
      return { date: key, start_date: key, country_code: key };
    },
  ])();
}

/** A well-formed MCP request: POST /mcp with a key, the right accept and content-type, and a JSON-RPC message. */
function mcpCase(random: Random, keys: Keys): Case {
  const secrets: string[] = [];
  const headers = [...baseHeaders(random), goodAuth(random, keys), `accept: ${ACCEPT_MCP}`, 'content-type: application/json'];
  if (random.chance(0.5)) headers.push(`mcp-protocol-version: ${random.pick(['2025-03-26', '2025-06-18'])}`);
  const id = random.chance(0.8) ? random.int(100_000) : `id-${random.text(6)}`;
  const tool = random.pick(OPERATIONS);
  const message = random.pick([
    () => ({ jsonrpc: '2.0', id, method: 'initialize', params: { protocolVersion: random.pick(['2025-03-26', '2025-06-18', '1999-01-01']), capabilities: {}, clientInfo: { name: 'fuzz', version: '1' } } }),
    () => ({ jsonrpc: '2.0', id, method: 'tools/list' }),
    () => ({ jsonrpc: '2.0', id, method: 'tools/call', params: { name: tool, arguments: validBody(random, tool) } }),
    () => ({ jsonrpc: '2.0', id, method: 'tools/call', params: { name: tool, arguments: validBody(random, tool) } }),
    () => ({ jsonrpc: '2.0', id, method: 'tools/call', params: { name: tool, arguments: validBody(random, tool) } }),
    () => ({ jsonrpc: '2.0', id, method: 'tools/call', params: { name: tool, arguments: badArguments(random, secrets) } }),
    () => ({ jsonrpc: '2.0', id, method: 'tools/call', params: { name: tool, arguments: [] } }),
    () => ({ jsonrpc: '2.0', id, method: 'tools/call', params: { name: random.pick(['nope', 'account_usage', '', '__proto__']), arguments: {} } }),
    () => ({ jsonrpc: '2.0', id, method: 'ping' }),
    () => ({ jsonrpc: '2.0', method: 'notifications/initialized' }),
  ])();
  const body = Buffer.from(JSON.stringify(message));
  return assemble(random, { method: 'POST', path: '/mcp', headers, body, secrets, mode: 'mcp', hostile: false });
}

/** Anything: random methods, paths, key headers, framing and bodies. */
function hostileCase(random: Random, keys: Keys): Case {
  const secrets: string[] = [];
  const method = random.pick(['POST', 'POST', 'POST', 'POST', 'POST', 'POST', 'GET', 'GET', 'HEAD', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'FOO']);
  const path = randomPath(random, keys, secrets);
  const headers = [...baseHeaders(random), ...authHeaders(random, keys, secrets)];
  if (random.chance(0.7)) headers.push(`content-type: ${random.pick(['application/json', 'text/plain', 'application/json; charset=latin1', 'multipart/form-data'])}`);
  if (path.startsWith('/mcp') || random.chance(0.1)) headers.push(`accept: ${random.pick([ACCEPT_MCP, 'application/json', '*/*'])}`);
  if (random.chance(0.05)) headers.push('expect: 100-continue');
  if (random.chance(0.05)) headers.push(`origin: https://${random.text(6)}.example`);
  if (random.chance(0.03)) headers.push(`x-padding: ${random.text(4000)}`);
  const hasBody = method !== 'GET' && method !== 'HEAD' ? random.chance(0.95) : random.chance(0.05);
  const body = hasBody ? randomBody(random, path, secrets) : Buffer.alloc(0);
  return assemble(random, { method, path, headers, body, secrets, mode: 'random', hostile: true });
}

/** One case: about 35% well-formed API calls, 20% well-formed MCP requests, the rest hostile. */
function randomCase(random: Random, keys: Keys): Case {
  const roll = random.next();
  if (roll < 0.35) return apiCase(random, keys);
  if (roll < 0.55) return mcpCase(random, keys);
  return hostileCase(random, keys);
}

/** An HTTP/1.1 response read off a raw socket (1xx skipped), or what became of the connection. */
type Read = { kind: 'answer'; status: number; text: string; close: boolean; rest: Buffer } | { kind: 'closed'; text: string } | { kind: 'timeout'; text: string };

/** Reads one response from a buffer; undefined while incomplete. */
function parseResponse(buffer: Buffer, method: string): { status: number; text: string; close: boolean; rest: Buffer } | undefined {
  let start = 0;
  for (;;) {
    const end = buffer.indexOf('\r\n\r\n', start);
    if (end === -1) return undefined;
    const head = buffer.subarray(start, end).toString('latin1');
    const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1] ?? 0);
    if (status >= 100 && status < 200) {
      start = end + 4;
      continue;
    }
    const lower = head.toLowerCase();
    const close = /\r\nconnection: *close/.test(lower);
    const length = /\r\ncontent-length: *(\d+)/.exec(lower);
    const bodyStart = end + 4;
    if (method === 'HEAD' || status === 204 || status === 304) return { status, text: head, close, rest: buffer.subarray(bodyStart) };
    if (length !== null) {
      const bodyEnd = bodyStart + Number(length[1]);
      if (buffer.length < bodyEnd) return undefined;
      return { status, text: buffer.subarray(start, bodyEnd).toString('utf8'), close, rest: buffer.subarray(bodyEnd) };
    }
    if (/\r\ntransfer-encoding: *chunked/.test(lower)) {
      const terminator = buffer.indexOf('\r\n0\r\n\r\n', bodyStart - 2);
      if (terminator === -1) return undefined;
      return { status, text: buffer.subarray(start, terminator + 7).toString('utf8'), close, rest: buffer.subarray(terminator + 7) };
    }
    // No framing: the body runs to the close.
    return undefined;
  }
}

/** Sends one case on a fresh connection (and its follow-up); resolves with what happened. */
function runCase(port: number, item: Case): Promise<{ reads: Read[]; aborted: boolean }> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.setNoDelay(true);
    let buffer: Buffer = Buffer.alloc(0);
    const reads: Read[] = [];
    let method = item.method;
    let done = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const finish = (aborted: boolean): void => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      resolve({ reads, aborted });
    };
    const arm = (ms: number): void => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        reads.push({ kind: 'timeout', text: buffer.toString('utf8') });
        finish(false);
      }, ms);
    };
    socket.on('error', () => undefined);
    socket.on('data', (chunk) => {
      buffer = Buffer.concat([buffer, chunk]);
      const parsed = parseResponse(buffer, method);
      if (parsed === undefined) return;
      reads.push({ kind: 'answer', ...parsed });
      buffer = parsed.rest;
      if (item.followUp && reads.length === 1 && !parsed.close) {
        method = 'GET';
        socket.write('GET /openapi.json HTTP/1.1\r\nhost: 127.0.0.1\r\n\r\n');
        arm(HANG_MS);
        return;
      }
      finish(false);
    });
    socket.on('close', () => {
      if (done) return;
      // A final answer cut short by the close still counts as an answer (its status is known); a lone 1xx does not.
      const parsed = /^(?:HTTP\/1\.[01] 1\d\d[^\r]*\r\n(?:[^\r]+\r\n)*\r\n)*HTTP\/1\.[01] ([2-5]\d\d)/.exec(buffer.toString('latin1'));
      if (parsed !== null) reads.push({ kind: 'answer', status: Number(parsed[1]), text: buffer.toString('utf8'), close: true, rest: Buffer.alloc(0) });
      else reads.push({ kind: 'closed', text: buffer.toString('utf8') });
      finish(false);
    });
    socket.on('connect', () => {
      if (item.abortAfter !== undefined) {
        socket.write(item.head);
        socket.write(item.body.subarray(0, item.abortAfter));
        setTimeout(() => finish(true), 5 + (item.abortAfter % 40));
        return;
      }
      socket.write(item.head);
      if (item.stall) {
        socket.write(item.body.subarray(0, item.body.length - 1));
        arm(15_000);
        return;
      }
      socket.write(item.body);
      arm(HANG_MS);
    });
  });
}

/** A running `daycalc serve` of the fuzz: what it wrote to stdout (the request log) and to stderr. */
interface FuzzServer {
  readonly child: ChildProcessWithoutNullStreams;
  readonly port: number;
  readonly stdout: () => string;
  readonly stderr: () => string;
}

/** Starts `daycalc serve` from a built CLI with the fuzz's config; resolves once it listens. */
function startServer(bin: string, keys: Keys, serveArgs: readonly string[]): Promise<FuzzServer> {
  const dir = mkdtempSync(join(tmpdir(), 'daycalc-fuzz-'));
  const config = {
    environment: 'test',
    plans: { business: { per_minute: 1_000_000, per_month: 100_000_000 } },
    accounts: [
      { id: 'acct_fuzz_business', plan: 'business', features: ['business_calendars'], keys: [{ sha256: sha(keys.business), status: 'active' }, { sha256: sha(keys.revoked), status: 'revoked' }] },
      { id: 'acct_fuzz_free', plan: 'free', keys: [{ sha256: sha(keys.free), status: 'active' }] },
    ],
  };
  const file = join(dir, 'daycalc.json');
  writeFileSync(file, JSON.stringify(config));
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bin, 'serve', '--port', '0', '--config', file, ...serveArgs], { stdio: 'pipe' });
    let stdout = '';
    let stderr = '';
    const timer = setTimeout(() => reject(new Error(`serve did not start: ${stdout}${stderr}`)), 20_000);
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const match = /listening on http:\/\/127\.0\.0\.1:(\d+)/.exec(stdout);
      if (match !== null && timer !== undefined) {
        clearTimeout(timer);
        resolve({ child, port: Number(match[1]), stdout: () => stdout, stderr: () => stderr });
      }
    });
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`serve exited with ${code}: ${stdout}${stderr}`)));
  });
}

/**
 * Percent-decodes text again and again until it no longer changes, byte by byte (a `%XX` becomes
 * the character of that code), leaving malformed escapes (`%zz`, a lone `%`) as they are, so that a
 * key written as `daycalc%5Ftest%5F…` or `%2535…` is found as well.
 *
 * @param text - Any text.
 * @returns The text with every escape decoded.
 * @example
 * percentDecodeFully('daycalc%255Ftest%5Fab%zz') //=> 'daycalc_test_ab%zz'
 */
export function percentDecodeFully(text: string): string {
  let current = text;
  for (;;) {
    const next = current.replace(/%([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    if (next === current) return current;
    current = next;
  }
}

/** Which of the secrets (8 characters or more) occur in a text, as written or percent-decoded. */
function leakedSecrets(text: string, secrets: Iterable<string>): string[] {
  const decoded = percentDecodeFully(text);
  return [...secrets].filter((secret) => secret.length >= 8 && (text.includes(secret) || decoded.includes(secret)));
}

/** What the server's log says: the status of every request line, and the lines that report an internal error. */
export interface ServerLogScan {
  readonly statuses: Readonly<Record<string, number>>;
  readonly serverErrors: number;
  readonly errorLines: readonly string[];
}

const JSON_RPC_INTERNAL_ERROR = /"code":\s*-32603\b/;
/** An MCP tool result (HTTP 200, `isError`) carrying the API's 500 or 503 code. */
const TOOL_SERVER_ERROR = /"code":\s*"(?:INTERNAL_ERROR|SERVICE_UNAVAILABLE)"/;

/**
 * Tells whether an answer is a server error: a 5xx, or over `/mcp` a 500 or 503 in a 200's clothing
 * (a JSON-RPC internal error, or a tool result carrying `INTERNAL_ERROR` or `SERVICE_UNAVAILABLE`;
 * the fuzz runs on memory stores, where a 503 never happens either).
 *
 * @param status - The HTTP status.
 * @param text - The whole answer (status line, headers, body).
 * @returns True for a server error.
 */
export function isServerErrorAnswer(status: number, text: string): boolean {
  return status >= 500 || JSON_RPC_INTERNAL_ERROR.test(text) || TOOL_SERVER_ERROR.test(text);
}
const ERROR_LINE = /internal error|uncaught|unhandled/i;
// A text request line, `[<ISO time> ]<METHOD> <path> <status> <ms>ms <request id>` (older builds write no time).
const TEXT_REQUEST_LINE = /^(?:\d{4}-\d\d-\d\dT\S+ )?[A-Z]+ \S* (\d{3}) [\d.]+ms \S+$/;

/**
 * Reads the log of `daycalc serve`: request lines in JSON (`--log-format json`, one object with a
 * `status` per line) or text, and the stderr lines that report an internal error, an uncaught
 * exception or an unhandled rejection.
 *
 * @param stdout - What the server wrote to stdout (its request log).
 * @param stderr - What it wrote to stderr.
 * @returns The logged statuses, how many are 5xx, and the error lines.
 * @example
 * scanServerLog('{"status":500}\n', 'daycalc serve: internal error in req_1: TypeError: x\n').serverErrors //=> 1
 */
export function scanServerLog(stdout: string, stderr: string): ServerLogScan {
  const statuses: Record<string, number> = {};
  const errorLines: string[] = [];
  let serverErrors = 0;
  for (const line of `${stdout}\n${stderr}`.split('\n')) {
    let status: number | undefined;
    if (line.startsWith('{')) {
      try {
        const record = JSON.parse(line) as { status?: unknown };
        if (typeof record.status === 'number') status = record.status;
      } catch {
        // not a JSON line
      }
    } else {
      const match = TEXT_REQUEST_LINE.exec(line);
      if (match !== null) status = Number(match[1]);
    }
    if (status !== undefined) {
      statuses[status] = (statuses[status] ?? 0) + 1;
      if (status >= 500) serverErrors++;
    }
    else if (ERROR_LINE.test(line)) errorLines.push(line.slice(0, 300));
  }
  return { statuses, serverErrors, errorLines };
}

/** The head (status line and headers) of the final answer in a response text, past any 1xx. */
function finalHead(text: string): string {
  const final = text.replace(/^(?:HTTP\/1\.[01] 1\d\d[^\r]*\r\n(?:[^\r]+\r\n)*\r\n)+/, '');
  const end = final.indexOf('\r\n\r\n');
  return end === -1 ? final : final.slice(0, end + 2);
}

const count = (table: Record<string, number>, key: string | number): void => {
  table[key] = (table[key] ?? 0) + 1;
};

/**
 * Runs the fuzz: starts `daycalc serve`, sends `requests` random requests from `concurrency`
 * workers on loopback, stops the server and reports.
 *
 * @param options - The count, seed, concurrency, time bound and CLI path.
 * @returns The report.
 * @example
 * const report = await fuzzServe({ requests: 600, seed: 1 });
 * report.serverErrors + report.hangs + report.crashes + report.leakedKeys //=> 0
 */
export async function fuzzServe(options: FuzzOptions): Promise<FuzzReport> {
  const random = generator(options.seed ?? Date.now());
  const keys = fuzzKeys(random);
  const bin = options.bin ?? fileURLToPath(new URL('../dist/cli/bin.js', import.meta.url));
  const server = await startServer(bin, keys, options.serveArgs ?? DEFAULT_SERVE_ARGS);
  let crashes = 0;
  let exited = false;
  server.child.removeAllListeners('exit');
  server.child.on('exit', () => {
    exited = true;
  });
  const started = Date.now();
  const deadline = started + (options.maxSeconds ?? 600) * 1_000;
  const statuses: Record<string, number> = {};
  const routes: Record<string, Record<string, number>> = {};
  const modes: Record<string, Record<string, number>> = {};
  const examples: string[] = [];
  const configuredSecrets = Object.values(keys).map((key) => key.slice(SERVICE.length + 6));
  const allSecrets = new Set<string>(configuredSecrets);
  let sent = 0;
  let answered = 0;
  let aborted = 0;
  let rejectedBeforeGateway = 0;
  let serverErrorsAnswered = 0;
  let hangs = 0;
  let stalledUnanswered = 0;
  let closedWithoutAnswer = 0;
  let keepAliveFailures = 0;
  let leakedKeys = 0;
  const note = (text: string): void => {
    if (examples.length < 20) examples.push(text);
  };
  const worker = async (): Promise<void> => {
    while (sent < options.requests && Date.now() < deadline && !exited) {
      sent++;
      const item = randomCase(random, keys);
      for (const secret of item.secrets) allSecrets.add(secret);
      const outcome = await runCase(server.port, item);
      const [first, second] = outcome.reads;
      // Every answer read counts, also one that came before an abort (the answer to an aborted body);
      // over /mcp a JSON-RPC internal error or a tool result with INTERNAL_ERROR is a 500 in a 200's clothing.
      for (const read of outcome.reads) {
        if (read.kind === 'answer' && isServerErrorAnswer(read.status, read.text)) {
          serverErrorsAnswered++;
          note(`${read.status}${read.status < 500 ? ' with an internal error inside' : ''} to ${item.label}: ${item.head.slice(0, 300)}`);
        }
      }
      if (first?.kind === 'answer') {
        answered++;
        count(statuses, first.status);
        count((routes[item.route] ??= {}), first.status);
        count((modes[item.mode] ??= {}), first.status);
        if (!/\r\nx-request-id:/i.test(finalHead(first.text))) rejectedBeforeGateway++;
      } else if (outcome.aborted) {
        aborted++;
      } else if (first?.kind === 'timeout' && item.stall) {
        stalledUnanswered++;
        note(`no answer to a stalled body (${item.label}): ${item.head.slice(0, 300)}`);
      } else if (first?.kind === 'timeout') {
        hangs++;
        note(`hang (${item.label}): ${item.head.slice(0, 300)}`);
      } else {
        closedWithoutAnswer++;
        note(`closed without an answer (${item.label}): ${item.head.slice(0, 200)}`);
      }
      if (item.followUp && first?.kind === 'answer' && !first.close && second?.kind !== 'answer') {
        keepAliveFailures++;
        note(`kept-alive connection failed after ${first.status} (${item.label}): ${item.head.slice(0, 200)}`);
      }
      // Status line, headers and body of every answer, as written and percent-decoded.
      const leaked = leakedSecrets(outcome.reads.map((read) => read.text).join('\n'), [...item.secrets, ...configuredSecrets]);
      if (leaked.length > 0) {
        leakedKeys++;
        note(`key leaked in a response (${item.label}): ${item.head.slice(0, 200)}`);
      }
    }
  };
  await Promise.all(Array.from({ length: options.concurrency ?? 16 }, () => worker()));
  if (exited) crashes++;
  // The server must still answer, then stop cleanly.
  if (!exited) {
    const check = await runCase(server.port, { method: 'GET', head: 'GET /openapi.json HTTP/1.1\r\nhost: x\r\n\r\n', body: Buffer.alloc(0), stall: false, followUp: false, secrets: [], label: 'check', mode: 'random', route: 'pages' });
    if (check.reads[0]?.kind !== 'answer' || check.reads[0].status !== 200) {
      crashes++;
      note('the server no longer answers after the fuzz');
    }
    const stopped = new Promise<number | null>((resolve) => server.child.on('exit', (code) => resolve(code)));
    server.child.kill('SIGTERM');
    const code = await Promise.race([stopped, new Promise<string>((resolve) => setTimeout(() => resolve('timeout'), 10_000))]);
    if (code !== 0) {
      crashes++;
      note(`serve did not stop cleanly: ${String(code)}`);
      server.child.kill('SIGKILL');
    }
  }
  const log = scanServerLog(server.stdout(), server.stderr());
  for (const line of log.errorLines.slice(0, 5)) note(`log: ${line}`);
  for (const secret of leakedSecrets(`${server.stdout()}\n${server.stderr()}`, allSecrets)) {
    leakedKeys++;
    note(`key leaked into the log: …${secret.slice(0, 6)}…`);
  }
  return {
    requests: sent,
    answered,
    aborted,
    statuses,
    routes,
    modes,
    rejectedBeforeGateway,
    loggedStatuses: log.statuses,
    serverErrors: Math.max(serverErrorsAnswered, log.serverErrors) + log.errorLines.length,
    serverErrorsAnswered,
    serverErrorsLogged: log.serverErrors,
    serverErrorLines: log.errorLines.length,
    hangs,
    stalledUnanswered,
    crashes,
    leakedKeys,
    closedWithoutAnswer,
    keepAliveFailures,
    examples,
    seconds: (Date.now() - started) / 1_000,
  };
}

const isMain = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isMain) {
  const { values } = parseArgs({
    options: { requests: { type: 'string' }, seed: { type: 'string' }, concurrency: { type: 'string' }, 'max-seconds': { type: 'string' }, bin: { type: 'string' }, 'serve-args': { type: 'string' } },
  });
  const seed = Number(values.seed ?? Date.now() % 1_000_000);
  const report = await fuzzServe({
    requests: Number(values.requests ?? 5_000),
    seed,
    concurrency: Number(values.concurrency ?? 16),
    maxSeconds: Number(values['max-seconds'] ?? 600),
    ...(values.bin === undefined ? {} : { bin: values.bin }),
    ...(values['serve-args'] === undefined ? {} : { serveArgs: values['serve-args'].split(' ').filter((arg) => arg !== '') }),
  });
  process.stdout.write(`${JSON.stringify({ seed, ...report }, null, 2)}\n`);
  process.exitCode = report.serverErrors + report.hangs + report.stalledUnanswered + report.crashes + report.leakedKeys + report.keepAliveFailures + report.closedWithoutAnswer === 0 ? 0 : 1;
}
