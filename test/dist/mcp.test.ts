import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalog, OPERATION_NAMES } from '../../src/catalog.ts';
import { BIN, startServe, stop, type Server } from './_serve.ts';

describe('daycalc mcp (stdio) with the SDK client', () => {
  it('lists a tool per catalog operation with schemas, runs each operation once, and reports the spec\u2019s error codes', async () => {
    const transport = new StdioClientTransport({ command: process.execPath, args: [BIN, 'mcp'], stderr: 'pipe' });
    const client = new Client({ name: 'conformance', version: '1' });
    await client.connect(transport);
    try {
      const { tools } = await client.listTools();
      expect(tools.map((tool) => tool.name).filter((name) => !name.startsWith('account_'))).toEqual([...OPERATION_NAMES]);
      for (const tool of tools) expect(tool.inputSchema).toMatchObject({ type: 'object', additionalProperties: false });
      for (const name of OPERATION_NAMES) {
        const result = await client.callTool({ name, arguments: catalog[name].example });
        expect(result.isError ?? false, name).toBe(false);
        expect(result.structuredContent, name).toBeDefined();
      }
      const invalid = await client.callTool({ name: 'add-days', arguments: { start_date: '2024-02-30', days: 1 } });
      expect(invalid.isError).toBe(true);
      expect((invalid.structuredContent as { error: { code: string } }).error.code).toBe('INVALID_DATE');
      const age = await client.callTool({ name: 'age', arguments: { birth_date: '2000-01-01' } });
      expect((age.structuredContent as { as_of_date: string }).as_of_date).toBe(new Date().toISOString().slice(0, 10));
    } finally {
      await client.close();
    }
  });
});

describe('daycalc mcp (stdio) with a client that closes its end after writing', () => {
  it('answers every request it read before it exits, also calls still loading holiday data', async () => {
    const child = spawn(process.execPath, [BIN, 'mcp'], { stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    const call = (id: number, name: string, args: unknown) => ({ jsonrpc: '2.0', id, method: 'tools/call', params: { name, arguments: args } });
    const messages = [
      { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'pipe', version: '1' } } },
      { jsonrpc: '2.0', method: 'notifications/initialized' },
      call(2, 'is-business-day', { date: '2026-07-03', country_code: 'US' }),
      call(3, 'adjust-date', { date: '2026-12-25', country_code: 'DE', subdivision_code: 'BY' }),
      call(4, 'holidays', { year: 2026, country_code: 'JP' }),
      call(5, 'day-of-week', { date: '2026-07-03' }),
    ];
    child.stdin.end(messages.map((message) => JSON.stringify(message)).join('\n') + '\n');
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(0);
    const answers = stdout.trim().split('\n').map((line) => JSON.parse(line) as { id: number; result?: { isError?: boolean } });
    expect(answers.map((answer) => answer.id).sort()).toEqual([1, 2, 3, 4, 5]);
    for (const answer of answers) expect(answer.result?.isError ?? false, `id ${answer.id}`).toBe(false);
  });
});

describe('MCP over HTTP against daycalc serve', () => {
  const FREE = 'daycalc_test_McpFreeKey0123456789abcdef';
  let server: Server;

  beforeAll(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'daycalc-mcp-'));
    const file = join(dir, 'config.json');
    // 8 a minute: the client's initialize and its initialized notification count against the minute
    // (every authenticated /mcp request does), then six calls; only the calls count against the month.
    writeFileSync(file, JSON.stringify({ plans: { free: { per_minute: 8, per_month: 1000 } }, accounts: [{ id: 'a', plan: 'free', keys: [{ key: FREE }] }] }));
    server = await startServe(['--config', file]);
  });

  afterAll(async () => {
    if (server) await stop(server);
  });

  const client = async (key?: string, seen: Headers[] = []) => {
    const transport = new StreamableHTTPClientTransport(new URL(`${server.origin}/mcp`), {
      ...(key === undefined ? {} : { requestInit: { headers: { authorization: `Bearer ${key}` } } }),
      fetch: async (input, init) => {
        const response = await fetch(input, init);
        seen.push(response.headers);
        return response;
      },
    });
    const mcp = new Client({ name: 'test', version: '1' });
    await mcp.connect(transport);
    return mcp;
  };

  it('rejects a missing or bad key', async () => {
    await expect(client()).rejects.toThrow(/MISSING_API_KEY/);
    await expect(client('daycalc_test_Unknown0123456789abcdef')).rejects.toThrow(/INVALID_API_KEY/);
    await expect(client('daycalc_live_Unknown0123456789abcdef')).rejects.toThrow(/ENVIRONMENT_MISMATCH/);
  });

  it('shares one per-minute limit and one quota between tools/call and REST calls', async () => {
    while (new Date().getUTCSeconds() > 50) await new Promise((resolve) => setTimeout(resolve, 500));
    const seen: Headers[] = [];
    const mcp = await client(FREE, seen);
    const rest = () =>
      fetch(`${server.origin}/api/v1/day-of-week`, { method: 'POST', headers: { authorization: `Bearer ${FREE}`, 'content-type': 'application/json' }, body: '{"date":"2024-07-04"}' });
    const quota: Array<string | null> = [];
    for (let index = 0; index < 6; index += 1) {
      if (index % 2 === 0) {
        const result = await mcp.callTool({ name: 'day-of-week', arguments: { date: '2024-07-04' } });
        expect(result.isError ?? false).toBe(false);
        quota.push(seen.at(-1)?.get('x-quota-remaining') ?? null);
      } else {
        const response = await rest();
        expect(response.status).toBe(200);
        quota.push(response.headers.get('x-quota-remaining'));
      }
    }
    expect(quota).toEqual(['999', '998', '997', '996', '995', '994']);
    expect((await rest()).status).toBe(429);
    await expect(mcp.callTool({ name: 'day-of-week', arguments: { date: '2024-07-04' } })).rejects.toThrow(/429|RATE_LIMIT_EXCEEDED/);
    expect(seen.at(-1)?.get('x-quota-remaining')).toBe('994');
    await mcp.close();
  });
});
