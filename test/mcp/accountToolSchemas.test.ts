import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { describe, expect, it } from 'vitest';
import { createMcpServer } from '../../src/mcp/createMcpServer.ts';
import type { McpAccountTools } from '../../src/gateway/mcpAccountTools.ts';

const window = { limit: 60, used: 1, remaining: 59, resets_at: '2026-11-23T12:01:00.000Z' };
const USAGE = { account_id: 'acct_1', plan: 'pro', features: [], limits: { per_minute: window, per_month: window }, history_retention_days: 30 };
const ENTRY = { request_id: `req_${'0'.repeat(32)}`, time: '2026-11-23T12:00:00.000Z', operation: 'age', via: 'mcp', status: 200, code: null, duration_ms: 3, key: '0123456789ab' };
const PAGE = { entries: [ENTRY], next_cursor: null, retention_days: 30 };

/** A client on a server whose account tools answer `account_usage` and `account_history` with the given data. */
async function connected(usage: unknown, page: unknown) {
  const account = { account_usage: () => ({ ok: true, status: 200, data: usage }), account_history: async () => ({ ok: true, status: 200, data: page }) } as unknown as McpAccountTools;
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await createMcpServer({ today: () => '2026-01-01', account }).connect(serverSide);
  const client = new Client({ name: 'test', version: '1' });
  await client.connect(clientSide);
  return client;
}

describe('MCP account tools declare their output schemas (issue 28 item 8)', () => {
  it('declares the data of GET /api/v1/account and of its history, or the error envelope, with no $ref left', async () => {
    const { tools } = await (await connected(USAGE, PAGE)).listTools();
    for (const name of ['account_usage', 'account_history']) {
      const schema = tools.find((tool) => tool.name === name)?.outputSchema as { type: string; anyOf: Array<{ required?: string[] }> } | undefined;
      expect(schema?.type, name).toBe('object');
      expect(schema?.anyOf[1]?.required).toEqual(['error']);
      expect(JSON.stringify(schema)).not.toContain('$ref');
    }
    const history = tools.find((tool) => tool.name === 'account_history')?.outputSchema as unknown as { anyOf: Array<{ required: string[]; properties: { entries: { items: { required: string[] } } } }> };
    expect(history.anyOf[0]?.required).toEqual(['entries', 'next_cursor', 'retention_days']);
    expect(history.anyOf[0]?.properties.entries.items.required).toContain('request_id');
  });

  it('lets a client check the structured content: the real shapes pass, a wrong one is refused', async () => {
    const client = await connected(USAGE, PAGE);
    await client.listTools();
    expect((await client.callTool({ name: 'account_usage', arguments: {} })).structuredContent).toEqual(USAGE);
    expect((await client.callTool({ name: 'account_history', arguments: {} })).structuredContent).toEqual(PAGE);
    const wrong = await connected({ ...USAGE, limits: 'none' }, { ...PAGE, entries: [{ ...ENTRY, via: 'fax' }] });
    // The client checks a tool's structured content against the schema it listed.
    await wrong.listTools();
    await expect(wrong.callTool({ name: 'account_usage', arguments: {} })).rejects.toThrow(/structured content does not match/i);
    await expect(wrong.callTool({ name: 'account_history', arguments: {} })).rejects.toThrow(/structured content does not match/i);
  });
});
