// Hosting the gateway on Deno: `deno run --allow-net --allow-read --allow-env=HOST,PORT deno.ts`
// (127.0.0.1:8787 unless HOST and PORT say otherwise; HOST=0.0.0.0 listens on every interface).
import { createGateway, loadGatewayConfig } from 'daycalc/gateway';

// The Deno APIs this file uses (Deno's own types declare them; declared here so tsc checks the file).
declare const Deno: {
  readTextFile(path: string): Promise<string>;
  env: { get(name: string): string | undefined };
  serve(options: { hostname: string; port: number }, handler: (request: Request, info: { remoteAddr: { hostname: string } }) => Promise<Response>): unknown;
};

const loaded = await loadGatewayConfig(JSON.parse(await Deno.readTextFile('./daycalc.config.json')));
if (!loaded.ok) throw new Error(loaded.problems.join('\n'));
const gateway = createGateway({ ...loaded.value });

// Deno.serve prints the address it listens on.
Deno.serve({ hostname: Deno.env.get('HOST') ?? '127.0.0.1', port: Number(Deno.env.get('PORT') ?? 8787) }, (request, info) =>
  gateway.fetch(request, { clientAddress: info.remoteAddr.hostname }),
);
