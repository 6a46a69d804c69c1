import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { catalog, OPERATION_NAMES } from '../../src/catalog.ts';
import { createMcpServer, MCP_SERVER_INFO } from '../../src/mcp/createMcpServer.ts';
import { jsonSchemaOf } from '../../src/openapi/jsonSchemaOf.ts';

const packageVersion = (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }).version;

async function connected() {
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await createMcpServer({ today: () => '2026-01-01' }).connect(serverSide);
  const client = new Client({ name: 'test', version: '1' });
  await client.connect(clientSide);
  return client;
}

/** Sends one raw JSON-RPC message (bypassing the client's types) and returns the answer. */
async function raw(message: Record<string, unknown>): Promise<any> {
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await createMcpServer({ today: () => '2026-01-01' }).connect(serverSide);
  const answer = new Promise<unknown>((resolve) => {
    clientSide.onmessage = (reply) => resolve(reply);
  });
  await clientSide.start();
  await clientSide.send({ jsonrpc: '2.0', id: 7, ...message } as never);
  return answer;
}

describe('MCP server details (issue 17 item 10)', () => {
  it('reports the package version as the server version', async () => {
    expect(MCP_SERVER_INFO.version).toBe(packageVersion);
    const client = await connected();
    expect(client.getServerVersion()).toEqual({ name: 'daycalc', version: packageVersion });
  });

  it('declares an output schema per tool: the response data of the catalog, or the error envelope', async () => {
    const client = await connected();
    const { tools } = await client.listTools();
    for (const tool of tools.filter((each) => !each.name.startsWith('account_'))) {
      const definition = catalog[tool.name as keyof typeof catalog];
      expect(tool.outputSchema?.type, tool.name).toBe('object');
      expect((tool.outputSchema as unknown as { anyOf: unknown[] }).anyOf[0]).toEqual(jsonSchemaOf(definition.response, 'output'));
    }
    // The client checks structured content against the declared schema: success and error both pass.
    for (const name of OPERATION_NAMES) {
      const result = await client.callTool({ name, arguments: catalog[name].example });
      expect(result.isError ?? false, name).toBe(false);
    }
    const failed = await client.callTool({ name: 'day-of-week', arguments: { date: 'nope' } });
    expect(failed.isError).toBe(true);
  });

  it('answers arguments that are not an object as a tool error with the API code, never -32603', async () => {
    for (const args of [[], 'x', 3, null, [{ date: '2024-01-01' }]]) {
      const answer = await raw({ method: 'tools/call', params: { name: 'day-of-week', arguments: args } });
      expect(answer.error, JSON.stringify(args)).toBeUndefined();
      expect(answer.result.isError).toBe(true);
      expect(answer.result.structuredContent.error.code).toBe('INVALID_REQUEST');
      expect(answer.result.structuredContent.error.message).not.toMatch(/expected|invalid_type|\[\s*\{/i);
      expect(answer.result.content[0].text).toMatch(/^INVALID_REQUEST: /);
    }
    const wrongType = await raw({ method: 'tools/call', params: { name: 'add-days', arguments: { start_date: '2024-01-01', days: 'x' } } });
    expect(wrongType.result.structuredContent.error.code).toBe('VALIDATION_ERROR');
    const noName = await raw({ method: 'tools/call', params: { arguments: {} } });
    expect(noName.error).toBeUndefined();
    expect(noName.result.structuredContent.error.code).toBe('INVALID_REQUEST');
    const noArguments = await raw({ method: 'tools/call', params: { name: 'unix-timestamp' } });
    expect(noArguments.result.structuredContent.error.code).toBe('INVALID_REQUEST');
  });
});
