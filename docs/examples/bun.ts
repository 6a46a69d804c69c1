// Hosting the gateway on Bun: `bun run bun.ts` (127.0.0.1:8787 unless HOST and PORT say otherwise;
// HOST=0.0.0.0 listens on every interface).
import { createGateway, loadGatewayConfig } from 'daycalc/gateway';

// The Bun APIs this file uses (bun-types declares them; declared here so tsc checks the file).
declare const Bun: {
  env: Record<string, string | undefined>;
  file(path: string): { json(): Promise<unknown> };
  serve(options: {
    hostname: string;
    port: number;
    fetch(request: Request, server: { requestIP(request: Request): { address: string } | null }): Promise<Response>;
  }): { url: URL };
};

const loaded = await loadGatewayConfig(await Bun.file('./daycalc.config.json').json());
if (!loaded.ok) throw new Error(loaded.problems.join('\n'));
const gateway = createGateway({ ...loaded.value });

const server = Bun.serve({
  hostname: Bun.env['HOST'] ?? '127.0.0.1',
  port: Number(Bun.env['PORT'] ?? 8787),
  fetch: (request, server) => {
    const address = server.requestIP(request)?.address;
    return gateway.fetch(request, address === undefined ? {} : { clientAddress: address });
  },
});
console.log(`Listening on ${server.url}`);
