// A tools/call's minute and month are counted in one step after its body is read (a used-up minute is still
// answered before reading): a meter store that fails answers 503 with nothing
// counted, and a quota 429 counts nothing either.
import { describe, expect, it } from 'vitest';
import { loadGatewayConfig } from '../../src/gateway/loadGatewayConfig.ts';
import { StoreUnavailableError } from '../../src/stores/storeUnavailableError.ts';
import type { MeterCounter } from '../../src/stores/stores.ts';
import { KEYS, bearer, setupGateway, testConfig } from './_setup.ts';

const CALL = { jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'day-of-week', arguments: { date: '2024-07-04' } } };
const rpc = (body: unknown): Request =>
  new Request('http://daycalc.test/mcp', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...bearer(KEYS.free) },
    body: JSON.stringify(body),
  });

describe('gateway: /mcp tools/call metering when the meter store fails', () => {
  it('should answer 503 and count neither the minute nor the month', async () => {
    const loaded = await loadGatewayConfig(testConfig);
    if (!loaded.ok) throw new Error(loaded.problems.join('\n'));
    const real = loaded.value.stores.meters;
    let failing = true;
    const consumed: string[][] = [];
    const meters = {
      consume: (counters: readonly MeterCounter[], now: number) => {
        if (failing && counters.some((counter) => counter.key.includes(':month:'))) throw new StoreUnavailableError('meter store frozen');
        consumed.push(counters.map((counter) => counter.key));
        return real.consume(counters, now);
      },
      peek: (counters: readonly MeterCounter[], now: number) => real.peek(counters, now),
    };
    const { gateway, clock } = await setupGateway(testConfig, { stores: { ...loaded.value.stores, meters } });
    const failed = await gateway.fetch(rpc(CALL));
    expect(failed.status).toBe(503);
    expect(consumed).toEqual([]);
    failing = false;
    const answered = await gateway.fetch(rpc(CALL));
    expect(answered.status).toBe(200);
    // The 503 counted nothing: this call is the first of the minute and of the month.
    expect(answered.headers.get('x-ratelimit-remaining')).toBe('29');
    expect(answered.headers.get('x-quota-remaining')).toBe('499');
    expect(clock.now).toBeGreaterThan(0);
  });
});
