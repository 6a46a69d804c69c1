import { describe, expect, it } from 'vitest';
import { ACCOUNT_ENDPOINTS } from '../../src/account/accountEndpoints.ts';
import { HISTORY_PARAMETERS } from '../../src/gateway/accountHistory.ts';
import { CALENDARS_PARAMETERS } from '../../src/gateway/calendarPage.ts';
import { route } from '../../src/gateway/route.ts';
import { accountTools } from '../../src/mcp/accountTools.ts';
import { buildOpenApiDocument } from '../../src/openapi/buildOpenApiDocument.ts';
import { ACCOUNT_TOOL_NAMES } from '../../src/protocol/wire.ts';
import { bearer, KEYS, setupGateway } from '../gateway/_setup.ts';

/** The declared paths, each with its methods in the list's order. */
const declaredPaths = (): Map<string, string[]> => {
  const paths = new Map<string, string[]>();
  for (const { path, method } of ACCOUNT_ENDPOINTS) paths.set(path, [...(paths.get(path) ?? []), method]);
  return paths;
};

/** A request path for a declared path, its `{id}` filled in. */
const concrete = (path: string): string => path.replace('{id}', '3f2a9c0b1d4e');

describe('the account endpoints are declared once, and routes, OpenAPI paths and MCP tools derive from the declarations', () => {
  it('declares each endpoint once: a distinct operationId, and a distinct method per path', () => {
    expect(ACCOUNT_ENDPOINTS.length).toBe(11);
    expect(new Set(ACCOUNT_ENDPOINTS.map(({ operationId }) => operationId)).size).toBe(ACCOUNT_ENDPOINTS.length);
    expect(new Set(ACCOUNT_ENDPOINTS.map(({ method, path }) => `${method} ${path}`)).size).toBe(ACCOUNT_ENDPOINTS.length);
  });

  it('gives the OpenAPI document exactly the declared account paths and methods, each operation from its declaration', () => {
    const document = buildOpenApiDocument();
    const tagged = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([, operation]) => (operation as { tags?: string[] }).tags?.includes('Account') === true)
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(tagged).toEqual(ACCOUNT_ENDPOINTS.map(({ method, path }) => `${method} ${path}`));
    for (const endpoint of ACCOUNT_ENDPOINTS) {
      const operation = document.paths[endpoint.path]?.[endpoint.method.toLowerCase()] as { operationId: string; summary: string; description: string; responses: Record<string, unknown> };
      expect(operation.operationId).toBe(endpoint.operationId);
      expect(operation.summary).toBe(endpoint.summary);
      expect(operation.description.startsWith(`${endpoint.description}\n\n`)).toBe(true);
      expect(Object.keys(operation.responses)[0]).toBe(endpoint.success === undefined ? '400' : String(endpoint.success.status));
    }
  });

  it('routes every declared path to its account route, with the `{id}` segment as sent', () => {
    for (const path of declaredPaths().keys()) {
      expect(route(concrete(path))).toEqual(path.includes('{id}') ? { kind: 'account', path, id: '3f2a9c0b1d4e' } : { kind: 'account', path });
    }
    expect(route('/api/v1/calendars/a/b')).toEqual({ kind: 'not_found' });
    expect(route('/api/v1/account/keys/x/revoke/')).toEqual({ kind: 'not_found' });
    expect(route('/api/v1/account/keys/x/rename/')).toEqual({ kind: 'not_found' });
    expect(route('/api/v1/account/keys/3f2a9c0b1d4e/rename')).toEqual({ kind: 'account', path: '/api/v1/account/keys/{id}/rename', id: '3f2a9c0b1d4e' });
  });

  it('allows on each declared path exactly the declared methods, in the list\'s order (405 and `allow` otherwise)', async () => {
    const { gateway } = await setupGateway();
    for (const [path, methods] of declaredPaths()) {
      const response = await gateway.fetch(new Request(`http://daycalc.test${concrete(path)}`, { method: 'PATCH', headers: bearer(KEYS.business) }));
      expect(response.status, path).toBe(405);
      expect(response.headers.get('allow'), path).toBe(methods.join(', '));
    }
  });

  it('lists the MCP account tools of the endpoints that declare one, in the list\'s order, named as the wire facts name them', () => {
    const declared = ACCOUNT_ENDPOINTS.flatMap(({ tool }) => (tool === undefined ? [] : [tool]));
    expect(accountTools().map(({ name, title }) => ({ name, title }))).toEqual(declared.map(({ name, title }) => ({ name, title })));
    expect(declared.map(({ name }) => name)).toEqual([...ACCOUNT_TOOL_NAMES]);
  });

  it('declares the query parameters the handlers accept (and the history tool takes them as arguments)', () => {
    const queryOf = (operationId: string): string[] =>
      (ACCOUNT_ENDPOINTS.find((endpoint) => endpoint.operationId === operationId)?.parameters ?? []).filter((parameter) => parameter.in === 'query').map(({ name }) => name);
    expect(queryOf('getAccountHistory')).toEqual([...HISTORY_PARAMETERS]);
    expect(queryOf('listCalendars')).toEqual([...CALENDARS_PARAMETERS]);
    const history = accountTools().find((tool) => tool.name === 'account_history');
    expect(Object.keys(history?.inputSchema.properties ?? {})).toEqual([...HISTORY_PARAMETERS]);
    for (const endpoint of ACCOUNT_ENDPOINTS.filter(({ operationId }) => !['getAccountHistory', 'listCalendars'].includes(operationId))) expect(queryOf(endpoint.operationId), endpoint.operationId).toEqual([]);
  });
});
