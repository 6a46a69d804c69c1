// An HTTP fuzz of `daycalc serve` (issue 17): random methods, paths (key-shaped and percent-encoded
// too), headers (key variants, bad content-length, chunked), bodies (JSON, garbage, oversize) and
// aborted bodies, sent over raw loopback sockets to a `daycalc serve` it starts itself from dist/.
// Counts 500s, hangs (no answer within 5 s to a complete request), crashes and keys leaked into a
// response or the server's log; all must be zero.
//
//   npm run build && npx tsx scripts/fuzzServe.ts --requests 5000 [--seed 42] [--concurrency 16]
//
// The seed fixes the sequence of requests; with several workers their timing (and so which aborts
// land before an answer) still varies from run to run.
//
// test/dist/httpFuzz.test.ts runs the same fuzz with 600 requests.
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
  readonly serverErrors: number;
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
}

const HANG_MS = 5_000;
const SERVICE = 'daycalc';
const OPERATIONS = ['date-difference', 'add-days', 'business-days-between', 'add-business-days', 'is-business-day', 'age', 'time-duration', 'unix-timestamp', 'week-number', 'day-of-week'];

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

function randomCase(random: Random, keys: Keys): Case {
  const secrets: string[] = [];
  const method = random.pick(['POST', 'POST', 'POST', 'POST', 'POST', 'POST', 'GET', 'GET', 'HEAD', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'FOO']);
  const path = randomPath(random, keys, secrets);
  const headers = ['host: 127.0.0.1', ...authHeaders(random, keys, secrets)];
  headers.push(`x-forwarded-for: ${random.chance(0.9) ? `10.${random.int(256)}.${random.int(256)}.${random.int(256)}` : random.pick(['garbage', '::1', '2001:db8::1, 10.0.0.1', ''])}`);
  if (random.chance(0.7)) headers.push(`content-type: ${random.pick(['application/json', 'text/plain', 'application/json; charset=latin1', 'multipart/form-data'])}`);
  if (path.startsWith('/mcp') || random.chance(0.1)) headers.push(`accept: ${random.pick(['application/json, text/event-stream', 'application/json', '*/*'])}`);
  if (random.chance(0.05)) headers.push('expect: 100-continue');
  if (random.chance(0.05)) headers.push(`origin: https://${random.text(6)}.example`);
  if (random.chance(0.03)) headers.push(`x-padding: ${random.text(4000)}`);
  const hasBody = method !== 'GET' && method !== 'HEAD' ? random.chance(0.95) : random.chance(0.05);
  let body = hasBody ? randomBody(random, path, secrets) : Buffer.alloc(0);
  const framing = random.int(20);
  let label = 'sized';
  if (framing < 4) {
    label = 'chunked';
    headers.push('transfer-encoding: chunked');
    const parts: Buffer[] = [];
    for (let offset = 0; offset < body.length; ) {
      const size = 1 + random.int(5000);
      const chunk = body.subarray(offset, offset + size);
      parts.push(Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from('\r\n'));
      offset += chunk.length;
    }
    parts.push(Buffer.from(random.chance(0.9) ? '0\r\n\r\n' : 'zz\r\n\r\n'));
    body = Buffer.concat(parts);
  } else if (framing === 4) {
    label = 'bad content-length';
    headers.push(`content-length: ${random.pick(['abc', '-1', '1e3', '0x10', ' 12', '99999999999999999999', '12, 13'])}`);
  } else if (framing === 5) {
    label = 'two content-lengths';
    headers.push(`content-length: ${body.length}`, `content-length: ${body.length + 1}`);
  } else if (framing === 6) {
    label = 'transfer-encoding gzip';
    headers.push(random.pick(['transfer-encoding: gzip', 'transfer-encoding: gzip, chunked', 'transfer-encoding: chunked, identity']));
  } else if (framing === 7 && body.length > 0) {
    label = 'chunked and content-length';
    headers.push('transfer-encoding: chunked', `content-length: ${body.length}`);
  } else if (body.length > 0 || method === 'POST') headers.push(`content-length: ${body.length}`);

  const aborted = body.length > 2 && random.chance(0.08);
  const stall = !aborted && label === 'sized' && body.length > 2 && random.chance(0.03);
  return {
    method,
    head: `${method} ${path} HTTP/1.1\r\n${headers.join('\r\n')}\r\n\r\n`,
    body,
    ...(aborted ? { abortAfter: random.int(body.length - 1) } : {}),
    stall,
    followUp: !aborted && !stall && random.chance(0.2),
    secrets,
    label: aborted ? `${label}, aborted` : stall ? `${label}, stalled` : label,
  };
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

/** Starts `daycalc serve` from a built CLI with the fuzz's config; resolves once it listens. */
function startServer(bin: string, keys: Keys): Promise<{ child: ChildProcessWithoutNullStreams; port: number; output: () => string }> {
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
    const child = spawn(process.execPath, [bin, 'serve', '--port', '0', '--config', file, '--trust-proxy', '--body-timeout', '2000', '--log-format', 'json'], { stdio: 'pipe' });
    let output = '';
    const timer = setTimeout(() => reject(new Error(`serve did not start: ${output}`)), 20_000);
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
      if (match !== null && timer !== undefined) {
        clearTimeout(timer);
        resolve({ child, port: Number(match[1]), output: () => output });
      }
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`serve exited with ${code}: ${output}`)));
  });
}

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
  const server = await startServer(bin, keys);
  let crashes = 0;
  let exited = false;
  server.child.removeAllListeners('exit');
  server.child.on('exit', () => {
    exited = true;
  });
  const started = Date.now();
  const deadline = started + (options.maxSeconds ?? 600) * 1_000;
  const statuses: Record<string, number> = {};
  const examples: string[] = [];
  const allSecrets = new Set<string>(Object.values(keys).map((key) => key.slice(SERVICE.length + 6)));
  let sent = 0;
  let answered = 0;
  let aborted = 0;
  let serverErrors = 0;
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
      if (outcome.aborted) {
        aborted++;
        continue;
      }
      const [first, second] = outcome.reads;
      if (first?.kind === 'answer') {
        answered++;
        statuses[first.status] = (statuses[first.status] ?? 0) + 1;
        if (first.status >= 500 && first.status !== 503) {
          serverErrors++;
          note(`${first.status} to ${item.label}: ${item.head.slice(0, 300)}`);
        }
      } else if (first?.kind === 'timeout' && item.stall) {
        stalledUnanswered++;
        note(`no answer to a stalled body (${item.label}): ${item.head.slice(0, 300)}`);
      } else if (first?.kind === 'timeout') {
        hangs++;
        note(`hang (${item.label}): ${item.head.slice(0, 300)}`);
      } else {
        closedWithoutAnswer++;
      }
      if (item.followUp && first?.kind === 'answer' && !first.close && second?.kind !== 'answer') {
        keepAliveFailures++;
        note(`kept-alive connection failed after ${first.status} (${item.label}): ${item.head.slice(0, 200)}`);
      }
      const answers = outcome.reads.map((read) => read.text).join('\n');
      const leaked = [...item.secrets, ...Object.values(keys).map((key) => key.slice(SERVICE.length + 6))].filter((secret) => secret.length >= 8 && answers.includes(secret));
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
    const check = await runCase(server.port, { method: 'GET', head: 'GET /openapi.json HTTP/1.1\r\nhost: x\r\n\r\n', body: Buffer.alloc(0), stall: false, followUp: false, secrets: [], label: 'check' });
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
  const log = server.output();
  for (const secret of allSecrets) {
    if (secret.length >= 8 && log.includes(secret)) {
      leakedKeys++;
      note(`key leaked into the log: …${secret.slice(0, 6)}…`);
    }
  }
  if (/internal error|uncaught|unhandled/i.test(log)) note(`log: ${/.*(internal error|uncaught|unhandled).*/i.exec(log)?.[0]?.slice(0, 300)}`);
  return { requests: sent, answered, aborted, statuses, serverErrors, hangs, stalledUnanswered, crashes, leakedKeys, closedWithoutAnswer, keepAliveFailures, examples, seconds: (Date.now() - started) / 1_000 };
}

const isMain = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isMain) {
  const { values } = parseArgs({ options: { requests: { type: 'string' }, seed: { type: 'string' }, concurrency: { type: 'string' }, 'max-seconds': { type: 'string' } } });
  const seed = Number(values.seed ?? Date.now() % 1_000_000);
  const report = await fuzzServe({
    requests: Number(values.requests ?? 5_000),
    seed,
    concurrency: Number(values.concurrency ?? 16),
    maxSeconds: Number(values['max-seconds'] ?? 600),
  });
  process.stdout.write(`${JSON.stringify({ seed, ...report }, null, 2)}\n`);
  process.exitCode = report.serverErrors + report.hangs + report.stalledUnanswered + report.crashes + report.leakedKeys + report.keepAliveFailures === 0 ? 0 : 1;
}
