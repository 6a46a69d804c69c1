import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatHistory } from '../../src/cli/formatHistory.ts';
import { createGateway } from '../../src/gateway/index.ts';
import { boundHistoryEntry, escapeControlCharacters, HISTORY_ENTRY_MAX_BYTES, historyOperation, UNKNOWN_TOOL } from '../../src/stores/historyEntryBounds.ts';
import { loadGatewayConfig } from '../../src/gateway/loadGatewayConfig.ts';
import { createMemoryHistoryStore } from '../../src/stores/memory/memoryHistoryStore.ts';
import { createRedisStores, type RedisStores } from '../../src/stores/redis/createRedisStores.ts';
import type { HistoryEntry } from '../../src/stores/stores.ts';
import { DAY_MS } from '../../src/protocol/wire.ts';
import { startTestRedis, type TestRedis } from '../_helpers/redis.ts';
import { requireBinary } from '../_helpers/requireBinary.ts';
import { historyEntry } from '../contract/storeFixtures.ts';
import { KEYS, bearer, testConfig } from './_setup.ts';

const START = Date.UTC(2026, 10, 23, 12, 0, 0);
const bytes = (entry: HistoryEntry): number => new TextEncoder().encode(JSON.stringify(entry)).byteLength;
const A_KEY = 'daycalc_live_3f9a0c5e7b1d4a2f8c6e0b9d7a5c3e1f';

describe('history entries are bounded, redacted and escaped', () => {
  it('keeps catalog names as they are and stores anything else as a marker with a short prefix', () => {
    expect(historyOperation('add-days')).toBe('add-days');
    expect(historyOperation('account_history')).toBe('account_history');
    expect(historyOperation('')).toBe(UNKNOWN_TOOL);
    expect(historyOperation(42)).toBe(UNKNOWN_TOOL);
    expect(historyOperation('x'.repeat(16_000))).toBe(`${UNKNOWN_TOOL} "${'x'.repeat(24)}…"`);
    expect(historyOperation(`${A_KEY}`)).toBe(`${UNKNOWN_TOOL} "[redacted]"`);
    expect(historyOperation(`ab${encodeURIComponent(A_KEY).replace(/_/g, '%5F')}`)).toBe(`${UNKNOWN_TOOL} "[redacted]"`);
    expect(historyOperation('a\nb\u001b[2Jc')).toBe(`${UNKNOWN_TOOL} "a\\u000ab\\u001b[2Jc"`);
    // A name that is already bounded stays as it is (the recorder bounds, then the store again).
    const once = historyOperation('y'.repeat(100));
    expect(historyOperation(once)).toBe(once);
  });

  it('bounds every field to at most 512 bytes of JSON, request id first, and leaves a normal entry equal', () => {
    const normal = historyEntry(START, 1);
    expect(boundHistoryEntry(normal)).toEqual(normal);
    const { operation, ...rest } = normal;
    expect(Object.keys(boundHistoryEntry({ operation, ...rest }))[0]).toBe('request_id');
    const huge = '\u{1F600}'.repeat(8_000);
    const hostile = { ...normal, request_id: huge, time: huge, operation: huge, code: `${A_KEY}\n${huge}`, key: huge, status: 1e300, duration_ms: Number.NaN } as unknown as HistoryEntry;
    const bounded = boundHistoryEntry(hostile);
    expect(bytes(bounded)).toBeLessThanOrEqual(HISTORY_ENTRY_MAX_BYTES);
    expect(JSON.stringify(bounded)).not.toContain(A_KEY);
    expect(JSON.stringify(bounded)).not.toMatch(/\\n/);
    expect(bounded.status).toBe(999);
    expect(bounded.duration_ms).toBe(0);
    expect(boundHistoryEntry(bounded)).toEqual(bounded);
  });

  it('keeps the memory store bounded whoever calls record', () => {
    const history = createMemoryHistoryStore();
    history.record('a', { ...historyEntry(START, 1), operation: 'z'.repeat(16_000) }, DAY_MS, START);
    const [entry] = history.list('a', { retentionMs: DAY_MS, now: START }) as HistoryEntry[];
    expect(entry?.operation).toBe(`${UNKNOWN_TOOL} "${'z'.repeat(24)}…"`);
  });

  it('prints no control character in `daycalc history`, even for an entry stored before entries were escaped', () => {
    const forged = { ...historyEntry(START, 1), operation: 'x\n2026-01-01T00:00:00.000Z  req_forged\u001b[2K' };
    const table = formatHistory([forged]);
    expect(table.split('\n')).toHaveLength(3);
    expect(table).not.toContain('\u001b');
    expect(escapeControlCharacters('\u009b31m')).toBe('\\u009b31m');
  });
});

describe('gateway: an MCP tools/call naming no tool', () => {
  it('stores the marker and a short, redacted, escaped prefix instead of the name', async () => {
    const loaded = await loadGatewayConfig(testConfig);
    if (!loaded.ok) throw new Error(loaded.problems.join('\n'));
    const { stores } = loaded.value;
    const gateway = createGateway({ environment: 'test', plans: loaded.value.plans, stores, now: () => START });
    const call = (name: string, args: unknown = {}) =>
      gateway.fetch(
        new Request('http://daycalc.test/mcp', {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...bearer(KEYS.business) },
          body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name, arguments: args } }),
        }),
      );
    for (const name of ['n'.repeat(16_000), KEYS.business, 'ok\r\n2026-01-01  forged row']) expect((await call(name)).status).toBe(200);
    const entries = (await stores.history!.list('acct_business', { retentionMs: 90 * DAY_MS, now: START })) as HistoryEntry[];
    expect(entries.map((entry) => entry.operation)).toEqual([`${UNKNOWN_TOOL} "${'n'.repeat(24)}…"`, `${UNKNOWN_TOOL} "[redacted]"`, `${UNKNOWN_TOOL} "ok\\u000d\\u000a2026-01-01…"`]);
    for (const entry of entries) expect(bytes(entry)).toBeLessThanOrEqual(HISTORY_ENTRY_MAX_BYTES);
    expect(JSON.stringify(entries)).not.toContain(KEYS.business);
    // account_history takes arguments of several characters (it read '100' as three values of limit).
    const page = (await (await call('account_history', { limit: 100, operation: 'day-of-week' })).json()) as { result: { isError?: boolean; structuredContent: unknown } };
    expect([page.result.isError ?? false, page.result.structuredContent]).toEqual([false, { entries: [], next_cursor: null, retention_days: 90 }]);
  });
});

const redisServer = requireBinary('redis-server', 'apt-get install redis-server');

describe.skipIf(redisServer.missing)('Redis history: bounded entries and bounded page reads', () => {
  let redis: TestRedis;
  let raw: Redis;
  let stores: RedisStores;
  beforeAll(async () => {
    redis = await startTestRedis();
    raw = new Redis(redis.url);
    stores = createRedisStores({ url: redis.url, namespace: 'bounds', commandTimeoutMs: 2_000 });
    expect(await stores.ready(5000)).toBe(true);
  });
  afterAll(async () => {
    await stores?.close();
    raw?.disconnect();
    await redis?.dispose();
  });

  /** Bytes Redis sent to its clients while `run` ran (INFO's counter; only this test talks to this Redis). */
  const sentDuring = async (run: () => Promise<unknown>): Promise<number> => {
    const sent = async () => Number(/total_net_output_bytes:(\d+)/.exec(await raw.info('stats'))![1]);
    const before = await sent();
    await run();
    return (await sent()) - before;
  };

  it('stores an entry of at most 512 bytes whatever record is given', async () => {
    await stores.history.record('big', { ...historyEntry(START, 1), operation: 'q'.repeat(16_000) }, DAY_MS, START);
    const [member] = await raw.zrange('bounds:history:big', 0, -1);
    expect(Buffer.byteLength(member!)).toBeLessThanOrEqual(HISTORY_ENTRY_MAX_BYTES);
  });

  it('sends only the page: a filtered page over 3,000 entries that do not match reads a few KB, and pages stay exact', async () => {
    const retentionMs = 90 * DAY_MS;
    const now = START + 10_000;
    const pipeline = raw.pipeline();
    for (let n = 0; n < 3_000; n++) {
      const entry = { ...historyEntry(START + Math.floor(n / 3), n + 1), operation: n % 1_000 === 7 ? 'age' : 'add-days', code: 'X'.repeat(60) };
      pipeline.zadd('bounds:history:acct_business', Date.parse(entry.time), JSON.stringify(entry));
    }
    await pipeline.exec();
    const loaded = await loadGatewayConfig(testConfig);
    if (!loaded.ok) throw new Error(loaded.problems.join('\n'));
    const gateway = createGateway({ environment: 'test', plans: loaded.value.plans, stores: { ...loaded.value.stores, history: stores.history }, now: () => now });
    const read = async (query: string) => (await (await gateway.fetch(new Request(`http://daycalc.test/api/v1/account/history?${query}`, { headers: bearer(KEYS.business) }))).json()) as { data: { entries: HistoryEntry[]; next_cursor: string | null } };
    let page: Awaited<ReturnType<typeof read>> | undefined;
    const sent = await sentDuring(async () => (page = await read('operation=age&limit=5')));
    expect(page!.data.entries.map((entry) => entry.operation)).toEqual(['age', 'age', 'age']);
    expect(page!.data.next_cursor).toBeNull();
    // Three entries of ~250 bytes and the answer's framing; reading the 3,000 entries was ~750 KB.
    expect(sent).toBeLessThan(8_000);
    // An unfiltered walk sees every entry once, newest first.
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const next: Awaited<ReturnType<typeof read>> = await read(`limit=100${cursor === null ? '' : `&cursor=${cursor}`}`);
      seen.push(...next.data.entries.map((entry) => entry.request_id));
      cursor = next.data.next_cursor;
    } while (cursor !== null);
    const expected = Array.from({ length: 3_000 }, (_, n) => historyEntry(START + Math.floor(n / 3), n + 1)).sort((a, b) => Date.parse(b.time) - Date.parse(a.time) || (a.request_id < b.request_id ? 1 : -1));
    expect(seen).toEqual(expected.map((entry) => entry.request_id));
  });
});
