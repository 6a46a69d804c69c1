// Mounting the gateway inside a Hono app, beside the app's own routes.
import { Hono } from 'hono';
import { createGateway, loadGatewayConfig } from 'daycalc/gateway';

/** Builds a Hono app that serves its own `/health` and hands the API and the OpenAPI document to daycalc. */
export async function createApp(config: unknown): Promise<Hono> {
  const loaded = await loadGatewayConfig(config);
  if (!loaded.ok) throw new Error(loaded.problems.join('\n'));
  const gateway = createGateway({ ...loaded.value });

  const app = new Hono();
  app.get('/health', (c) => c.text('ok'));
  app.all('/api/v1/*', (c) => gateway.fetch(c.req.raw));
  app.get('/openapi.json', (c) => gateway.fetch(c.req.raw));
  return app;
}
