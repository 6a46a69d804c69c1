// Hosting the gateway on Deno: `deno run --allow-net --allow-read deno.ts`.
import { createGateway, loadGatewayConfig } from 'daycalc/gateway';

// The two Deno APIs this file uses (Deno's own types declare them; declared here so tsc checks the file).
declare const Deno: {
  readTextFile(path: string): Promise<string>;
  serve(options: { port: number }, handler: (request: Request, info: { remoteAddr: { hostname: string } }) => Promise<Response>): unknown;
};

const loaded = await loadGatewayConfig(JSON.parse(await Deno.readTextFile('./daycalc.config.json')));
if (!loaded.ok) throw new Error(loaded.problems.join('\n'));
const gateway = createGateway({ ...loaded.value });

Deno.serve({ port: 8787 }, (request, info) => gateway.fetch(request, { clientAddress: info.remoteAddr.hostname }));
