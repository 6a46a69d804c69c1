import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { describe, expect, it } from 'vitest';
import { OPERATION_NAMES } from '../../src/catalog.ts';
import { MCP_LIMIT_ERROR } from '../../src/protocol/index.ts';
import { CALENDAR_ID, KEYS, bearer, post, read, setupGateway, testConfig } from './_setup.ts';

type Gateway = Awaited<ReturnType<typeof setupGateway>>['gateway'];

/** An MCP client talking to the gateway in process, with a key; records every response's headers. */
async function mcpClient(gateway: Gateway, headers: Record<string, string>, seen: Headers[] = []) {
  const transport = new StreamableHTTPClientTransport(new URL('http://daycalc.test/mcp'), {
    requestInit: { headers },
    fetch: async (input, init) => {
      const response = await gateway.fetch(new Request(input, init), { clientAddress: '192.0.2.50' });
      seen.push(response.headers);
      return response;
    },
  });
  const client = new Client({ name: 'test', version: '1' });
  await client.connect(transport);
  return client;
}

const rpc = (body: unknown, headers: Record<string, string>) =>
  new Request('http://daycalc.test/mcp', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

describe('gateway: MCP over Streamable HTTP at /mcp', () => {
  it('lists the ten tools and runs a tool call with the account\u2019s saved calendars', async () => {
    const { gateway } = await setupGateway();
    const client = await mcpClient(gateway, bearer(KEYS.business));
    // The operation tools, then the account's read-only tools (over /mcp only).
    expect((await client.listTools()).tools.map((tool) => tool.name)).toEqual([...OPERATION_NAMES, 'account_usage', 'account_history']);
    const result = await client.callTool({ name: 'is-business-day', arguments: { date: '2026-06-01', business_calendar_id: CALENDAR_ID } });
    expect(result.structuredContent).toMatchObject({ reason: 'custom_holiday', label: 'Founders day' });
  });

  it('account_usage takes no arguments: an unknown one is a tool error UNKNOWN_FIELD naming it, as account_history gives', async () => {
    const { gateway } = await setupGateway();
    const client = await mcpClient(gateway, bearer(KEYS.business));
    for (const tool of ['account_usage', 'account_history']) {
      const result = await client.callTool({ name: tool, arguments: { x: 1 } });
      expect(result, tool).toMatchObject({ isError: true, structuredContent: { error: { code: 'UNKNOWN_FIELD' } } });
      expect((result.structuredContent as { error: { message: string } }).error.message, tool).toContain('"x"');
    }
    const usage = await client.callTool({ name: 'account_usage', arguments: { x: 1 } });
    expect((usage.structuredContent as { error: { message: string } }).error.message).toBe('Unknown argument "x"; account_usage takes no arguments');
    // No arguments, or an empty object, answer the account.
    for (const args of [{}, undefined]) {
      const answer = await client.callTool({ name: 'account_usage', ...(args === undefined ? {} : { arguments: args }) });
      expect(answer.isError ?? false).toBe(false);
      expect(answer.structuredContent).toMatchObject({ account_id: 'acct_business', plan: 'business' });
    }
  });

  it('rejects calls without a valid key like the operations do', async () => {
    const { gateway } = await setupGateway();
    const list = { jsonrpc: '2.0', id: 1, method: 'tools/list' };
    const cases: Array<[Record<string, string>, string, number, string]> = [
      [{}, '', 401, 'MISSING_API_KEY'],
      [bearer(KEYS.unknown), '', 401, 'INVALID_API_KEY'],
      [bearer(KEYS.revoked), '', 401, 'REVOKED_API_KEY'],
      [bearer(KEYS.expired), '', 401, 'EXPIRED_API_KEY'],
      [bearer(KEYS.live), '', 403, 'ENVIRONMENT_MISMATCH'],
      [bearer(KEYS.free), '?api_key=x', 401, 'API_KEY_IN_QUERY_STRING'],
    ];
    for (const [headers, query, status, code] of cases) {
      const request = new Request(`http://daycalc.test/mcp${query}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(list) });
      const response = await read(await gateway.fetch(request));
      expect(response.status, code).toBe(status);
      expect(response.body.error.code).toBe(code);
    }
    expect((await gateway.fetch(new Request('http://daycalc.test/mcp', { method: 'GET', headers: bearer(KEYS.free) }))).status).toBe(405);
  });

  it('meters tools/call on the same counter as REST calls; other messages count against the minute only', async () => {
    const { gateway } = await setupGateway();
    const seen: Headers[] = [];
    const client = await mcpClient(gateway, bearer(KEYS.free), seen);
    await client.listTools();
    // initialize, notifications/initialized, the client's optional GET for an SSE stream (405, unmetered), tools/list
    expect(seen.map((headers) => headers.get('x-quota-remaining'))).toEqual(['500', '500', '0', '500']);
    const remaining: Array<string | null> = [];
    for (let index = 0; index < 4; index += 1) {
      if (index % 2 === 0) {
        await client.callTool({ name: 'day-of-week', arguments: { date: '2024-07-04' } });
        remaining.push(seen.at(-1)?.get('x-quota-remaining') ?? null);
      } else {
        remaining.push((await gateway.fetch(post('day-of-week', { date: '2024-07-04' }, bearer(KEYS.free)))).headers.get('x-quota-remaining'));
      }
    }
    expect(remaining).toEqual(['499', '498', '497', '496']);
    // Every authenticated /mcp request counts against the minute: initialize, notifications/initialized and tools/list too
    // (the GET is a 405, which never touches a meter): the last MCP answer saw 3 + 3 of 30.
    expect(seen.at(-1)?.get('x-ratelimit-remaining')).toBe('24');
  });

  it('enforces the per-minute limit across REST and MCP together; a tools/call over it is a 429 JSON-RPC error with the code', async () => {
    const config = { ...testConfig, plans: { free: { per_minute: 4, per_month: 100 } } };
    const { gateway } = await setupGateway(config);
    const call = (id: number) => rpc({ jsonrpc: '2.0', id, method: 'tools/call', params: { name: 'day-of-week', arguments: { date: '2024-07-04' } } }, bearer(KEYS.free));
    const statuses = [
      (await gateway.fetch(call(1))).status,
      (await gateway.fetch(post('day-of-week', { date: '2024-07-04' }, bearer(KEYS.free)))).status,
      (await gateway.fetch(call(2))).status,
      (await gateway.fetch(post('day-of-week', { date: '2024-07-04' }, bearer(KEYS.free)))).status,
    ];
    expect(statuses).toEqual([200, 200, 200, 200]);
    const limited = await read(await gateway.fetch(call(3)));
    expect(limited.status).toBe(429);
    // The minute is checked before the body is read, so the id is unknown (null).
    expect(limited.body).toEqual({ jsonrpc: '2.0', id: null, error: { code: MCP_LIMIT_ERROR, message: expect.any(String), data: { code: 'RATE_LIMIT_EXCEEDED', request_id: limited.headers['x-request-id'] } } });
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await gateway.fetch(post('day-of-week', { date: '2024-07-04' }, bearer(KEYS.free)))).status).toBe(429);
    // Listing tools counts against the minute too, so it is refused as well.
    expect((await gateway.fetch(rpc({ jsonrpc: '2.0', id: 4, method: 'tools/list' }, bearer(KEYS.free)))).status).toBe(429);
  });

  it('answers JSON that is not JSON, and batches, with JSON-RPC errors, off the monthly quota', async () => {
    const { gateway } = await setupGateway();
    const notJson = await read(await gateway.fetch(rpc('{', bearer(KEYS.free))));
    expect([notJson.status, notJson.body.error.code]).toEqual([400, -32700]);
    const batch = await read(await gateway.fetch(rpc([{ jsonrpc: '2.0', id: 1, method: 'tools/list' }], bearer(KEYS.free))));
    expect([batch.status, batch.body.error.code]).toEqual([400, -32600]);
    expect(batch.headers['x-quota-remaining']).toBe('500');
  });
});
