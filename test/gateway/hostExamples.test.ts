import { describe, expect, it } from 'vitest';
import { createApp } from '../../docs/examples/hono.ts';
import { startOnNode } from '../../docs/examples/node.ts';
import worker from '../../docs/examples/worker.ts';
import { KEYS, bearer, testConfig } from './_setup.ts';

const body = JSON.stringify({ date: '2024-07-04' });
const headers = { ...bearer(KEYS.free), 'content-type': 'application/json' };

describe('docs/examples: hosting the gateway', () => {
  it('Hono: the app keeps its own routes and hands /api/v1 and openapi.json to the gateway', async () => {
    const app = await createApp(testConfig);
    expect(await (await app.request('/health')).text()).toBe('ok');
    const response = await app.request('/api/v1/day-of-week', { method: 'POST', headers, body });
    expect(response.status).toBe(200);
    expect((await response.json()).data.weekday).toBe('Thursday');
    expect((await app.request('/api/v1/nope', { method: 'POST' })).status).toBe(404);
    expect((await app.request('/openapi.json')).status).toBe(200);
  });

  it('Node (srvx): answers over real HTTP', async () => {
    const server = await startOnNode(testConfig, 0);
    try {
      const address = server.node?.server?.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      const response = await fetch(`http://127.0.0.1:${port}/api/v1/day-of-week`, { method: 'POST', headers, body });
      expect(response.status).toBe(200);
      expect(response.headers.get('x-request-id')).toMatch(/^req_[0-9a-f]{32}$/);
    } finally {
      await server.close(true);
    }
  });

  it('Cloudflare Workers: builds the gateway from the env on the first request', async () => {
    const env = { DAYCALC_CONFIG: JSON.stringify(testConfig) };
    const request = () => new Request('https://daycalc.example/api/v1/day-of-week', { method: 'POST', headers: { ...headers, 'cf-connecting-ip': '203.0.113.9' }, body });
    expect((await worker.fetch(request(), env)).status).toBe(200);
    expect((await worker.fetch(request(), env)).headers.get('x-ratelimit-remaining')).toBe('28');
  });
});
