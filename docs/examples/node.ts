// Hosting the gateway on Node with srvx (the same bridge `daycalc serve` uses).
import { serve } from 'srvx/node';
import { createGateway, loadGatewayConfig } from 'daycalc/gateway';

/** Starts the gateway on a port; returns the srvx server (call `close()` to stop). */
export async function startOnNode(config: unknown, port = 8787) {
  const loaded = await loadGatewayConfig(config);
  if (!loaded.ok) throw new Error(loaded.problems.join('\n'));
  const gateway = createGateway({ ...loaded.value });
  const server = serve({
    port,
    hostname: '127.0.0.1',
    silent: true,
    fetch: (request) => gateway.fetch(request, request.ip === undefined ? {} : { clientAddress: request.ip }),
  });
  await server.ready();
  return server;
}
