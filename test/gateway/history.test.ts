import { describe, expect, it } from 'vitest';
import { sha256Hex } from '../../src/keys/sha256Hex.ts';
import { createGateway } from '../../src/gateway/index.ts';
import { loadGatewayConfig } from '../../src/gateway/loadGatewayConfig.ts';
import { DAY_MS, REQUEST_ID_PATTERN } from '../../src/protocol/wire.ts';
import { StoreUnavailableError } from '../../src/stores/storeUnavailableError.ts';
import type { GatewayStores, HistoryEntry } from '../../src/stores/stores.ts';
import { KEYS, bearer, post, read, testConfig } from './_setup.ts';

const START = Date.UTC(2026, 10, 23, 12, 0, 0);

/** A gateway on `testConfig` whose clock moves 7 ms at every reading, with its stores. */
async function setup(override: (stores: GatewayStores) => GatewayStores = (stores) => stores) {
  const loaded = await loadGatewayConfig(testConfig);
  if (!loaded.ok) throw new Error(loaded.problems.join('\n'));
  const stores = override(loaded.value.stores);
  const clock = { now: START, step: 7 };
  const errors: unknown[] = [];
  const gateway = createGateway({
    environment: 'test',
    plans: loaded.value.plans,
    stores,
    now: () => (clock.now += clock.step),
    onError: (error) => errors.push(error),
  });
  const list = (account: string, days: number) => stores.history?.list(account, { retentionMs: days * DAY_MS, now: clock.now }) ?? [];
  return { gateway, stores, clock, errors, list };
}

describe('gateway: request history', () => {
  it('records every metered call of a Business account: id, time, operation, status, code, duration, key prefix', async () => {
    const { gateway, list } = await setup();
    const ok = await read(await gateway.fetch(post('add-days', { start_date: '2024-01-31', days: 1 }, bearer(KEYS.business))));
    const bad = await read(await gateway.fetch(post('add-days', { start_date: '2024-02-30', days: 1 }, bearer(KEYS.business))));
    const notJson = await read(await gateway.fetch(post('add-days', '{', bearer(KEYS.business))));
    expect([ok.status, bad.status, notJson.status]).toEqual([200, 400, 400]);
    const entries = (await list('acct_business', 90)) as HistoryEntry[];
    expect(entries.map((entry) => [entry.request_id, entry.operation, entry.via, entry.status, entry.code])).toEqual([
      [ok.headers['x-request-id'], 'add-days', 'api', 200, null],
      [bad.headers['x-request-id'], 'add-days', 'api', 400, 'INVALID_DATE'],
      [notJson.headers['x-request-id'], 'add-days', 'api', 400, 'INVALID_JSON'],
    ]);
    for (const entry of entries) {
      expect(entry.request_id).toMatch(REQUEST_ID_PATTERN);
      expect(entry.key).toBe(sha256Hex(KEYS.business).slice(0, 12));
      expect(entry.duration_ms).toBe(7);
      expect(Date.parse(entry.time)).toBeGreaterThan(START);
      expect(entry.time).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
      expect(JSON.stringify(entry)).not.toContain(KEYS.business);
      expect(Object.keys(entry).sort()).toEqual(['code', 'duration_ms', 'key', 'operation', 'request_id', 'status', 'time', 'via']);
    }
  });

  it('writes nothing for a Free account, and nothing for calls refused before metering or with 429', async () => {
    const { gateway, list, stores } = await setup();
    for (let i = 0; i < 32; i += 1) await gateway.fetch(post('add-days', { start_date: '2024-01-31', days: 1 }, bearer(KEYS.free)));
    expect(await stores.history?.list('acct_free', { retentionMs: 90 * DAY_MS, now: START + DAY_MS })).toEqual([]);
    // Pro in testConfig: 30 per minute. The 31st call is a 429 and is not recorded; a revoked key never reaches history.
    for (let i = 0; i < 31; i += 1) await gateway.fetch(post('add-days', { start_date: '2024-01-31', days: 1 }, bearer(KEYS.pro)));
    await gateway.fetch(post('add-days', { start_date: '2024-01-31', days: 1 }, bearer(KEYS.revoked)));
    const entries = await list('acct_pro', 30);
    expect(entries).toHaveLength(30);
    expect(entries.every((entry) => entry.status === 200)).toBe(true);
  });

  it('records MCP tool calls with the tool name and the error code of a failed call', async () => {
    const { gateway, list } = await setup();
    const call = (id: number, name: string, args: unknown) =>
      gateway.fetch(
        new Request('http://daycalc.test/mcp', {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...bearer(KEYS.business) },
          body: JSON.stringify({ jsonrpc: '2.0', id, method: 'tools/call', params: { name, arguments: args } }),
        }),
      );
    const first = await call(1, 'day-of-week', { date: '2024-07-04' });
    const second = await call(2, 'add-days', { start_date: 'x', days: 1 });
    await gateway.fetch(
      new Request('http://daycalc.test/mcp', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...bearer(KEYS.business) },
        body: JSON.stringify({ jsonrpc: '2.0', id: 3, method: 'tools/list' }),
      }),
    );
    const entries = await list('acct_business', 90);
    expect(entries.map((entry) => [entry.request_id, entry.operation, entry.via, entry.status, entry.code])).toEqual([
      [first.headers.get('x-request-id'), 'day-of-week', 'mcp', 200, null],
      [second.headers.get('x-request-id'), 'add-days', 'mcp', 400, 'INVALID_DATE'],
    ]);
  });

  it('keeps answering when a history write fails, and reports the failure', async () => {
    const { gateway, errors } = await setup((stores) => ({
      ...stores,
      history: {
        record: () => Promise.reject(new Error('disk full')),
        list: () => [],
      },
    }));
    const response = await read(await gateway.fetch(post('add-days', { start_date: '2024-01-31', days: 1 }, bearer(KEYS.business))));
    expect(response.status).toBe(200);
    expect(errors).toHaveLength(1);
  });

  it('answers 503 SERVICE_UNAVAILABLE with the six headers, not 500, when the meter store is unreachable', async () => {
    let down = true;
    const { gateway, errors } = await setup((original) => ({
      ...original,
      meters: {
        consume: (counters, now) => (down ? Promise.reject(new StoreUnavailableError('Redis is unavailable: connection refused')) : original.meters.consume(counters, now)),
        peek: (counters, now) => (down ? Promise.reject(new StoreUnavailableError('Redis is unavailable')) : original.meters.peek(counters, now)),
      },
    }));
    const response = await read(await gateway.fetch(post('add-days', { start_date: '2024-01-31', days: 1 }, bearer(KEYS.business))));
    expect(response.status).toBe(503);
    expect(response.body.error.code).toBe('SERVICE_UNAVAILABLE');
    expect(response.body.error.request_id).toBe(response.headers['x-request-id']);
    expect(response.headers['retry-after']).toBe('1');
    expect(response.text).not.toMatch(/at .*\.ts|Redis is unavailable/);
    // A 404 never needs a store, so it answers while the meter store is down.
    const notFound = await read(await gateway.fetch(new Request('http://daycalc.test/nowhere')));
    expect(notFound.status).toBe(404);
    expect(errors.length).toBe(1);
    down = false;
    const back = await gateway.fetch(post('add-days', { start_date: '2024-01-31', days: 1 }, bearer(KEYS.business)));
    expect(back.status).toBe(200);
    // The call answered 503 was never counted: the first call that got through is the month's first.
    expect(back.headers.get('x-quota-remaining')).toBe('99999');
  });

  it('still answers 500 INTERNAL_ERROR for a store that fails in another way', async () => {
    const { gateway } = await setup((original) => ({
      ...original,
      meters: { consume: () => Promise.reject(new Error('bug')), peek: () => [0] },
    }));
    expect((await gateway.fetch(post('add-days', { start_date: '2024-01-31', days: 1 }, bearer(KEYS.business)))).status).toBe(500);
  });
});
