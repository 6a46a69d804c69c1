// Hosting the gateway on Bun: `bun run bun.ts`.
import { createGateway, loadGatewayConfig } from 'daycalc/gateway';

// The Bun APIs this file uses (bun-types declares them; declared here so tsc checks the file).
declare const Bun: {
  file(path: string): { json(): Promise<unknown> };
  serve(options: {
    port: number;
    fetch(request: Request, server: { requestIP(request: Request): { address: string } | null }): Promise<Response>;
  }): unknown;
};

const loaded = await loadGatewayConfig(await Bun.file('./daycalc.config.json').json());
if (!loaded.ok) throw new Error(loaded.problems.join('\n'));
const gateway = createGateway({ ...loaded.value });

Bun.serve({
  port: 8787,
  fetch: (request, server) => {
    const address = server.requestIP(request)?.address;
    return gateway.fetch(request, address === undefined ? {} : { clientAddress: address });
  },
});
