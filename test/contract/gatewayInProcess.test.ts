import { describe } from 'vitest';
import { createGateway, loadGatewayConfig } from '../../src/gateway/index.ts';
import { gatewayContract } from './gateway.contract.ts';
import { CONTRACT_CONFIG } from './gatewayConfig.ts';

describe('gateway contract: in process (createGateway, memory stores, injected clock)', () => {
  gatewayContract(async () => {
    const loaded = await loadGatewayConfig(CONTRACT_CONFIG);
    if (!loaded.ok) throw new Error(loaded.problems.join('\n'));
    // A clock that stands still at the start of a UTC minute: a burst never straddles two windows.
    const now = Date.UTC(2026, 10, 23, 12, 0, 0);
    const errors: unknown[] = [];
    const gateway = createGateway({
      environment: loaded.value.environment,
      enabled: loaded.value.enabled,
      plans: loaded.value.plans,
      stores: loaded.value.stores,
      ...(loaded.value.cors === undefined ? {} : { cors: loaded.value.cors }),
      now: () => now,
      onError: (error) => errors.push(error),
    });
    return {
      target: { base: 'http://daycalc.test', fetch: (request, address) => gateway.fetch(request, { clientAddress: address }), now: () => now },
      close: async () => {
        // Nothing the contract does is an unexpected failure.
        if (errors.length > 0) throw new AggregateError(errors, 'the gateway reported errors');
      },
    };
  });
});
