import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { describe, expect, it } from 'vitest';
import { DAY_REASONS } from '../../src/calendars/resolvedCalendar.ts';
import { catalog, OPERATION_NAMES } from '../../src/catalog.ts';
import { execute } from '../../src/catalog/execute.ts';
import { requestSchemaOf } from '../../src/openapi/requestSchemaOf.ts';
import { createMcpServer } from '../../src/mcp/createMcpServer.ts';

async function connected(today = '2026-01-01') {
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  const server = createMcpServer({ today: () => today });
  await server.connect(serverSide);
  const client = new Client({ name: 'test', version: '1' });
  await client.connect(clientSide);
  return client;
}

describe('createMcpServer', () => {
  it('lists one tool per operation with the request schema of the HTTP API', async () => {
    const client = await connected();
    // The catalog's operations, in order; tools named account_* (the account's own) are not operations.
    const tools = (await client.listTools()).tools.filter((tool) => !tool.name.startsWith('account_'));
    expect(tools.map((tool) => tool.name)).toEqual([...OPERATION_NAMES]);
    for (const tool of tools) {
      const definition = catalog[tool.name as keyof typeof catalog];
      expect(tool.inputSchema).toEqual(requestSchemaOf(definition));
      expect(tool.description).toContain(definition.summary);
      expect(tool.annotations?.readOnlyHint).toBe(true);
    }
    // The output schemas state the classification order's reasons, decreed_working_day included.
    for (const name of ['is-business-day', 'adjust-date'] as const) {
      const output = JSON.stringify(tools.find((tool) => tool.name === name)?.outputSchema);
      expect(output, name).toContain(JSON.stringify([...DAY_REASONS]));
    }
  });

  it('answers each operation exactly as execute does, as structured content and text', async () => {
    const client = await connected('2026-01-01');
    for (const name of OPERATION_NAMES) {
      const example = catalog[name].example;
      const result = await client.callTool({ name, arguments: example });
      const expected = await execute(name, example, { today: '2026-01-01' });
      expect(expected.ok).toBe(true);
      expect(result.isError ?? false).toBe(false);
      expect(result.structuredContent).toEqual(expected.ok ? expected.data : undefined);
      expect((result.content as Array<{ text: string }>)[0]?.text.length).toBeGreaterThan(0);
    }
  });

  it('returns the spec\u2019s error code and message as an error result', async () => {
    const client = await connected();
    const invalid = await client.callTool({ name: 'day-of-week', arguments: { date: '2023-02-29' } });
    expect(invalid.isError).toBe(true);
    expect(invalid.structuredContent).toEqual({ error: { code: 'INVALID_DATE', message: expect.stringContaining('date') } });
    expect((invalid.content as Array<{ text: string }>)[0]?.text).toMatch(/^INVALID_DATE: /);
    const unknownField = await client.callTool({ name: 'add-days', arguments: { start_date: '2024-01-01', days: 1, bogus: true } });
    expect((unknownField.structuredContent as { error: { code: string } }).error.code).toBe('UNKNOWN_FIELD');
    const unknownTool = await client.callTool({ name: 'nope', arguments: {} });
    expect((unknownTool.structuredContent as { error: { code: string } }).error.code).toBe('NOT_FOUND');
    const savedCalendar = await client.callTool({ name: 'is-business-day', arguments: { date: '2024-01-01', business_calendar_id: '0b5c7f3e-4a7d-4b8e-9f21-5d3c2a1b0e9f' } });
    expect((savedCalendar.structuredContent as { error: { code: string } }).error.code).toBe('FEATURE_NOT_AVAILABLE');
  });

  it('takes today for age from its context', async () => {
    const client = await connected('2030-06-15');
    const result = await client.callTool({ name: 'age', arguments: { birth_date: '2000-06-15' } });
    expect(result.structuredContent).toMatchObject({ as_of_date: '2030-06-15', years: 30 });
  });
});

/** The data of GET /api/v1/account, in the shape the tool's output schema declares. */
const USAGE = {
  account_id: 'acct_1',
  plan: 'pro',
  features: [],
  limits: { per_minute: { limit: 60, used: 1, remaining: 59, resets_at: '2026-01-01T00:01:00.000Z' }, per_month: { limit: 1000, used: 0, remaining: 1000, resets_at: '2026-02-01T00:00:00.000Z' } },
  history_retention_days: 30,
};

describe('createMcpServer: the account tools', () => {
  it('has no account tools without an account (daycalc mcp over stdio): not listed, and a call is a NOT_FOUND tool error', async () => {
    const client = await connected();
    const names = (await client.listTools()).tools.map((tool) => tool.name);
    expect(names.filter((name) => name.startsWith('account_'))).toEqual([]);
    const result = await client.callTool({ name: 'account_usage', arguments: {} });
    expect(result).toMatchObject({ isError: true, structuredContent: { error: { code: 'NOT_FOUND' } } });
  });

  it('lists account_usage and account_history, read-only, and answers them from the account given', async () => {
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    const calls: unknown[] = [];
    const server = createMcpServer({
      today: () => '2026-01-01',
      account: {
        account_usage: () => ({ ok: true, status: 200, data: USAGE as never }),
        account_history: async (args) => {
          calls.push(args);
          return { ok: true, status: 200, data: { entries: [], next_cursor: null, retention_days: 30 } };
        },
      },
    });
    await server.connect(serverSide);
    const client = new Client({ name: 'test', version: '1' });
    await client.connect(clientSide);
    const tools = (await client.listTools()).tools.filter((tool) => tool.name.startsWith('account_'));
    expect(tools.map((tool) => tool.name)).toEqual(['account_usage', 'account_history']);
    for (const tool of tools) expect(tool.annotations?.readOnlyHint).toBe(true);
    expect(Object.keys((tools[1]?.inputSchema.properties ?? {}) as object)).toEqual(['limit', 'cursor', 'operation', 'status', 'since', 'until']);
    expect((await client.callTool({ name: 'account_usage', arguments: {} })).structuredContent).toEqual(USAGE);
    expect((await client.callTool({ name: 'account_history', arguments: { limit: 3 } })).structuredContent).toEqual({ entries: [], next_cursor: null, retention_days: 30 });
    expect(calls).toEqual([{ limit: 3 }]);
  });
});
