// Hosting the gateway on Cloudflare Workers. The config is a secret: `wrangler secret put DAYCALC_CONFIG`.
// Workers forbid crypto and I/O at the top level, so the gateway is built on the first request.
// Note: the memory meter counts per isolate; for account-wide limits across isolates, give
// `createGateway` a MeterStore backed by a Durable Object.
import { createGateway, loadGatewayConfig, type Gateway } from 'daycalc/gateway';

interface Env {
  readonly DAYCALC_CONFIG: string;
}

let gateway: Promise<Gateway> | undefined;

async function build(env: Env): Promise<Gateway> {
  const loaded = await loadGatewayConfig(JSON.parse(env.DAYCALC_CONFIG));
  if (!loaded.ok) throw new Error(loaded.problems.join('\n'));
  return createGateway({ ...loaded.value });
}

export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    gateway ??= build(env);
    const address = request.headers.get('cf-connecting-ip');
    return (await gateway).fetch(request, address === null ? {} : { clientAddress: address });
  },
};
