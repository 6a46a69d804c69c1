import { describe, expect, it } from 'vitest';
import { createAccountTracker } from '../../src/node/accountTracker.ts';
import { createGateway } from '../../src/gateway/index.ts';
import { loadGatewayConfig } from '../../src/gateway/loadGatewayConfig.ts';

const KEY = 'daycalc_test_TrackerKey0123456789abcdefg';

describe('createAccountTracker', () => {
  it("learns each request's account where the gateway meters it, and none for a request without one", async () => {
    const loaded = await loadGatewayConfig({ environment: 'test', accounts: [{ id: 'acct_t', plan: 'pro', keys: [{ key: KEY }] }] });
    if (!loaded.ok) throw new Error(loaded.problems.join('; '));
    const tracker = createAccountTracker();
    const gateway = createGateway({ environment: 'test', stores: { ...loaded.value.stores, meters: tracker.meters(loaded.value.stores.meters) } });
    const call = (key?: string) =>
      tracker.track(() =>
        gateway.fetch(
          new Request('http://x/api/v1/day-of-week', { method: 'POST', headers: { 'content-type': 'application/json', ...(key === undefined ? {} : { authorization: `Bearer ${key}` }) }, body: '{"date":"2024-07-04"}' }),
          { clientAddress: '192.0.2.1' },
        ),
      );
    // Two at once: each slot gets its own request's account (async context, not a shared variable).
    const [a, b] = [call(KEY), call()];
    expect((await a.result).status).toBe(200);
    expect((await b.result).status).toBe(401);
    expect(a.slot.accountId).toBe('acct_t');
    expect(b.slot.accountId).toBeUndefined();
  });
});
