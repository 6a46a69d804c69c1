import { describe } from 'vitest';
import { setupGateway } from '../gateway/_setup.ts';
import { gatewayContract } from './gateway.contract.ts';
import { CONTRACT_CONFIG } from './gatewayConfig.ts';

describe('gateway contract: in process (createGateway, memory stores, injected clock)', () => {
  gatewayContract(async () => {
    // The clock stands still at the start of a UTC minute: a burst never straddles two windows.
    const { gateway, clock, errors } = await setupGateway(CONTRACT_CONFIG);
    const now = clock.now;
    return {
      target: { base: 'http://daycalc.test', fetch: (request, address) => gateway.fetch(request, { clientAddress: address }), now: () => now },
      close: async () => {
        // Nothing the contract does is an unexpected failure.
        if (errors.length > 0) throw new AggregateError(errors, 'the gateway reported errors');
      },
    };
  });
});
