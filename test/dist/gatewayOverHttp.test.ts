import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe } from 'vitest';
import { gatewayContract } from '../contract/gateway.contract.ts';
import { CONTRACT_CONFIG } from '../contract/gatewayConfig.ts';
import { startServe, stop } from './_serve.ts';

describe('gateway contract: over HTTP (the built daycalc serve --config, memory stores, the real clock)', () => {
  gatewayContract(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'daycalc-contract-'));
    const config = join(dir, 'config.json');
    writeFileSync(config, JSON.stringify(CONTRACT_CONFIG));
    // --trust-proxy: the client address each case gives travels as X-Forwarded-For.
    const server = await startServe(['--config', config, '--trust-proxy']);
    return {
      target: {
        base: server.origin,
        fetch: (request, address) => {
          const headers = new Headers(request.headers);
          headers.set('x-forwarded-for', address);
          return fetch(new Request(request, { headers, duplex: 'half' } as RequestInit));
        },
        now: () => Date.now(),
      },
      close: async () => {
        await stop(server);
        rmSync(dir, { recursive: true, force: true });
      },
    };
  });
});
