import { describe, expect, it } from 'vitest';
import { loadGatewayConfig } from '../../src/gateway/loadGatewayConfig.ts';
import { DAY_MS } from '../../src/protocol/wire.ts';
import { KEYS, bearer, read, setupGateway, testConfig } from './_setup.ts';

const rpc = (body: unknown, headers: Record<string, string>): Request =>
  new Request('http://daycalc.test/mcp', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

/** A body that records whether anyone pulled it. */
function watchedBody(text: string): { request: (headers: Record<string, string>) => Request; pulled: () => boolean } {
  let pulled = false;
  return {
    request: (headers) =>
      new Request('http://daycalc.test/mcp', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers },
        body: new ReadableStream({
          pull(controller) {
            pulled = true;
            controller.enqueue(new TextEncoder().encode(text));
            controller.close();
          },
        }, { highWaterMark: 0 }),
        duplex: 'half',
      } as RequestInit),
    pulled: () => pulled,
  };
}

const LIST = { jsonrpc: '2.0', id: 1, method: 'tools/list' };
const CALL = { jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'day-of-week', arguments: { date: '2024-07-04' } } };

describe('gateway: /mcp metering (issue 17 item 1)', () => {
  it('counts every authenticated /mcp request against the per-minute limit: 300 tools/list give 30 x 200, then 429', async () => {
    const { gateway } = await setupGateway();
    const statuses = new Map<number, number>();
    for (let index = 0; index < 300; index += 1) {
      const { status } = await gateway.fetch(rpc(LIST, bearer(KEYS.free)));
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
    expect(Object.fromEntries(statuses)).toEqual({ 200: 30, 429: 270 });
    const limited = await read(await gateway.fetch(rpc(LIST, bearer(KEYS.free))));
    expect(limited.body.error.data.code).toBe('RATE_LIMIT_EXCEEDED');
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.headers['x-ratelimit-remaining']).toBe('0');
    // The monthly quota was never touched by tools/list.
    expect(limited.headers['x-quota-remaining']).toBe('500');
  });

  it('counts initialize, notifications, parse errors, batches and 413s against the minute, and none of them against the month', async () => {
    const { gateway } = await setupGateway();
    const requests = [
      rpc({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 't', version: '1' } } }, bearer(KEYS.free)),
      rpc({ jsonrpc: '2.0', method: 'notifications/initialized' }, bearer(KEYS.free)),
      rpc('{', bearer(KEYS.free)),
      rpc([LIST], bearer(KEYS.free)),
      rpc(`{"x":"${'a'.repeat(20_000)}"}`, bearer(KEYS.free)),
    ];
    const seen: Array<[number, string | undefined, string | undefined]> = [];
    for (const request of requests) {
      const response = await read(await gateway.fetch(request));
      seen.push([response.status, response.headers['x-ratelimit-remaining'], response.headers['x-quota-remaining']]);
    }
    expect(seen).toEqual([
      [200, '29', '500'],
      [202, '28', '500'],
      [400, '27', '500'],
      [400, '26', '500'],
      [413, '25', '500'],
    ]);
    const call = await read(await gateway.fetch(rpc(CALL, bearer(KEYS.free))));
    expect([call.status, call.headers['x-ratelimit-remaining'], call.headers['x-quota-remaining']]).toEqual([200, '24', '499']);
  });

  it('writes only tools/call to the request history', async () => {
    const loaded = await loadGatewayConfig(testConfig);
    if (!loaded.ok) throw new Error('config');
    const { gateway, clock } = await setupGateway(testConfig, { stores: loaded.value.stores });
    await gateway.fetch(rpc(LIST, bearer(KEYS.business)));
    await gateway.fetch(rpc('{', bearer(KEYS.business)));
    const call = await gateway.fetch(rpc(CALL, bearer(KEYS.business)));
    const entries = await loaded.value.stores.history!.list('acct_business', { retentionMs: 90 * DAY_MS, now: clock.now });
    expect(entries.map((entry) => [entry.request_id, entry.via, entry.operation])).toEqual([[call.headers.get('x-request-id'), 'mcp', 'day-of-week']]);
  });

  it('checks the key and the per-minute limit before the body is read', async () => {
    const config = { ...testConfig, plans: { free: { per_minute: 1, per_month: 100 } } };
    const { gateway } = await setupGateway(config);
    const unknownKey = watchedBody(JSON.stringify(LIST));
    expect((await gateway.fetch(unknownKey.request(bearer(KEYS.unknown)))).status).toBe(401);
    expect(unknownKey.pulled()).toBe(false);
    const first = watchedBody(JSON.stringify(LIST));
    expect((await gateway.fetch(first.request(bearer(KEYS.free)))).status).toBe(200);
    expect(first.pulled()).toBe(true);
    const over = watchedBody(JSON.stringify(LIST));
    const limited = await read(await gateway.fetch(over.request(bearer(KEYS.free))));
    expect(limited.status).toBe(429);
    expect(over.pulled()).toBe(false);
  });

  it('counts a tools/call over the monthly quota as a 429 API_QUOTA_EXCEEDED with its id', async () => {
    const config = { ...testConfig, plans: { free: { per_minute: 100, per_month: 1 } } };
    const { gateway } = await setupGateway(config);
    expect((await gateway.fetch(rpc(CALL, bearer(KEYS.free)))).status).toBe(200);
    const over = await read(await gateway.fetch(rpc(CALL, bearer(KEYS.free))));
    expect(over.status).toBe(429);
    expect(over.body.id).toBe(2);
    expect(over.body.error.data.code).toBe('API_QUOTA_EXCEEDED');
    // tools/list still answers: it does not count against the month.
    expect((await gateway.fetch(rpc(LIST, bearer(KEYS.free)))).status).toBe(200);
  });

  it('meters the account tools like the account endpoints: the minute only, no monthly count, no history entry', async () => {
    const { gateway } = await setupGateway();
    const tool = (name: string, args: unknown, key: string) => gateway.fetch(rpc({ jsonrpc: '2.0', id: 3, method: 'tools/call', params: { name, arguments: args } }, bearer(key)));
    const usage = await read(await tool('account_usage', {}, KEYS.business));
    expect(usage.status).toBe(200);
    expect(usage.body.result.structuredContent).toMatchObject({ account_id: 'acct_business', plan: 'business', limits: { per_minute: { used: 1 }, per_month: { used: 0 } } });
    expect(usage.headers['x-quota-remaining']).toBe('100000');
    const history = await read(await tool('account_history', { limit: 5 }, KEYS.business));
    expect(history.body.result.structuredContent).toEqual({ entries: [], next_cursor: null, retention_days: 90 });
    expect(history.headers['x-ratelimit-remaining']).toBe('598');
    expect(history.headers['x-quota-remaining']).toBe('100000');
    // An operation tool is counted and recorded; the account tools still are not.
    await gateway.fetch(rpc(CALL, bearer(KEYS.business)));
    const after = await read(await tool('account_history', {}, KEYS.business));
    expect(after.body.result.structuredContent.entries.map((entry: { operation: string; via: string }) => [entry.operation, entry.via])).toEqual([['day-of-week', 'mcp']]);
    expect(after.headers['x-quota-remaining']).toBe('99999');
    // Bad arguments and the free plan are tool errors with the API's codes.
    const bad = await read(await tool('account_history', { limit: 0 }, KEYS.business));
    expect(bad.body.result).toMatchObject({ isError: true, structuredContent: { error: { code: 'VALIDATION_ERROR' } } });
    const unknown = await read(await tool('account_history', { page: 2 }, KEYS.business));
    expect(unknown.body.result.structuredContent.error.code).toBe('UNKNOWN_FIELD');
    const free = await read(await tool('account_history', {}, KEYS.free));
    expect(free.body.result).toMatchObject({ isError: true, structuredContent: { error: { code: 'FEATURE_NOT_AVAILABLE' } } });
    expect(free.headers['x-quota-remaining']).toBe('500');
  });
});
