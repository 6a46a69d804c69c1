import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OPERATION_NAMES } from '../../src/catalog.ts';
import { CALENDAR_ID, KEYS, OTHER_CALENDAR_ID, SIX_HEADERS, read, setupGateway, testConfig } from './_setup.ts';

const config = { ...testConfig, plans: { free: { per_minute: 1_000_000, per_month: 1_000_000 }, business: { per_minute: 1_000_000, per_month: 1_000_000 } } };

const method = fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD', 'post', 'PROPFIND');
const path = fc.oneof(
  fc.constantFrom(...OPERATION_NAMES).map((name) => `/api/v1/${name}`),
  fc.constantFrom('/openapi.json', '/api/v1/openapi.json', '/', '/api/v1/', '/api/v1/%00', '/api/v1/__proto__', '/api/v1/constructor'),
  fc.webPath(),
);
const query = fc.oneof(fc.constant(''), fc.constant('?api_key=1'), fc.webQueryParameters().map((text) => `?${text}`));
const keyText = fc.oneof(fc.constantFrom(...Object.values(KEYS)), fc.string(), fc.constant(''));
const headers = fc.record(
  {
    authorization: fc.oneof(keyText.map((key) => `Bearer ${key}`), fc.string()),
    'x-api-key': keyText,
    'content-type': fc.constantFrom('application/json', 'text/plain', ''),
    'content-length': fc.nat(40_000).map(String),
  },
  { requiredKeys: [] },
);
const body = fc.oneof(
  fc.json(),
  fc.string(),
  fc.constantFrom(...OPERATION_NAMES).chain(() => fc.dictionary(fc.constantFrom('date', 'start_date', 'end_date', 'days', 'country_code', 'business_calendar_id', '__proto__'), fc.jsonValue())).map((value) => JSON.stringify(value)),
  fc.nat(20_000).map((size) => `{"date":"2024-01-01"${' '.repeat(size)}}`),
  // Bytes that may not be UTF-8 (INVALID_JSON, never decoded to U+FFFD and accepted).
  fc.uint8Array({ maxLength: 64 }).map((bytes) => new Uint8Array([...new TextEncoder().encode('{"date":"'), ...bytes, ...new TextEncoder().encode('"}')])),
  fc.constant(undefined),
);

/** Headers a Request accepts: header values must be ByteStrings without CR/LF/NUL. */
function safeHeaders(record: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(record)) {
    if (name === 'content-length') continue; // the runtime sets it from the body
    if (/^[\t\x20-\x7e]*$/.test(value)) out[name] = value;
  }
  return out;
}

describe('gateway fuzz', () => {
  it('random methods, paths, headers and bodies never give a 500, a hang or a leaked key', async () => {
    const { gateway, errors } = await setupGateway(config);
    await fc.assert(
      fc.asyncProperty(method, path, query, headers, body, fc.ipV4(), async (verb, target, search, head, payload, address) => {
        const upper = verb.toUpperCase();
        const init: RequestInit = { method: upper, headers: safeHeaders(head) };
        if (payload !== undefined && upper !== 'GET' && upper !== 'HEAD') init.body = payload;
        let request: Request;
        try {
          request = new Request(`http://daycalc.test${target}${search}`, init);
        } catch {
          return; // not a request a client could send
        }
        const response = await read(await gateway.fetch(request, { clientAddress: address }));
        expect(response.status).not.toBe(500);
        for (const name of SIX_HEADERS) expect(response.headers[name], name).toBeDefined();
        if (upper !== 'HEAD') expect(response.body?.data ?? response.body?.error ?? response.body?.openapi).toBeDefined();
        for (const key of Object.values(KEYS)) expect(response.text).not.toContain(key);
      }),
      { numRuns: 400 },
    );
    expect(errors).toEqual([]);
  });
});

/** The account endpoints' paths, with ids that are real, another account's, random or odd. */
const calendarId = fc.oneof(fc.uuid(), fc.constantFrom(CALENDAR_ID, OTHER_CALENDAR_ID, 'nope', '%00', '__proto__'), fc.string({ minLength: 1 }).map(encodeURIComponent));
const accountPath = fc.oneof(
  fc.constantFrom('/api/v1/account', '/api/v1/account/history', '/api/v1/account/keys', '/api/v1/calendars'),
  calendarId.map((id) => `/api/v1/calendars/${id}`),
  fc.oneof(fc.stringMatching(/^[0-9a-f]{12}$/), fc.string({ minLength: 1 }).map(encodeURIComponent)).map((id) => `/api/v1/account/keys/${id}/revoke`),
);
/** History parameters with values of every kind, and arbitrary query strings. */
const accountQuery = fc.oneof(
  fc.constant(''),
  fc.webQueryParameters().map((text) => `?${text}`),
  fc
    .dictionary(fc.constantFrom('limit', 'cursor', 'operation', 'status', 'since', 'until', 'x'), fc.oneof(fc.string(), fc.integer().map(String), fc.constantFrom('2026-01-01', '2026-02-30', '2026-01-01T00:00:00Z', 'day-of-week')))
    .map((params) => `?${new URLSearchParams(params).toString()}`),
);
/** Calendar-shaped bodies with arbitrary values, and arbitrary JSON. */
const calendarField = fc.constantFrom('name', 'country_code', 'subdivision_code', 'working_days', 'include_public_holidays', 'custom_holidays', 'excluded_dates', '__proto__', 'constructor');
const accountBody = fc.oneof(
  fc.json(),
  fc.string(),
  fc.dictionary(calendarField, fc.oneof(fc.jsonValue(), fc.array(fc.record({ date: fc.oneof(fc.string(), fc.constant('2026-01-01')), label: fc.jsonValue() }, { requiredKeys: [] })))).map((value) => JSON.stringify(value)),
  fc.constant(undefined),
);

describe('gateway fuzz: account endpoints', () => {
  it('arbitrary methods, paths, query strings and JSON bodies on the account endpoints never give a 500', async () => {
    const { gateway, errors } = await setupGateway(config);
    const key = fc.constantFrom(KEYS.business, KEYS.free, KEYS.pro, KEYS.unknown);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD'), accountPath, accountQuery, accountBody, key, async (verb, target, search, payload, apiKey) => {
        const init: RequestInit = { method: verb, headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' } };
        if (payload !== undefined && verb !== 'GET' && verb !== 'HEAD') init.body = payload;
        let request: Request;
        try {
          request = new Request(`http://daycalc.test${target}${search}`, init);
        } catch {
          return;
        }
        const response = await read(await gateway.fetch(request, { clientAddress: '10.0.0.1' }));
        expect(response.status).toBeLessThan(500);
        for (const name of SIX_HEADERS) expect(response.headers[name], name).toBeDefined();
        if (verb !== 'HEAD') expect(response.body?.data ?? response.body?.error).toBeDefined();
        for (const text of Object.values(KEYS)) expect(response.text).not.toContain(text);
      }),
      { numRuns: 500 },
    );
    expect(errors).toEqual([]);
  });
});

/** Tool names of every kind: the catalog's, the account tools, keys (also percent-encoded), control characters, huge ones, not strings. */
const toolName = fc.oneof(
  fc.constantFrom(...OPERATION_NAMES, 'account_usage', 'account_history'),
  fc.constantFrom(...Object.values(KEYS)).map((key) => fc.constantFrom(key, `x${key}`, encodeURIComponent(key).replace(/_/g, '%5F'), `${key}\n${key}`)).chain((name) => name),
  fc.string({ unit: 'binary', maxLength: 64 }),
  fc.string({ unit: fc.constantFrom('\u001b', '\n', '\r', '[', '2', 'J', '\u009b', '\u2028', 'a', '"', '\\'), maxLength: 40 }),
  fc.nat(16_000).map((size) => 'n'.repeat(size)),
  fc.jsonValue(),
);
/** Every character a terminal acts on. */
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
const UNKNOWN_OR_KNOWN = new Set<string>([...OPERATION_NAMES, 'account_usage', 'account_history']);

describe('gateway fuzz: MCP tool names and the history they leave', () => {
  it('arbitrary tools/call names and arguments never give a 500, and every history entry stays bounded, redacted and escaped', async () => {
    const { gateway, errors } = await setupGateway(config);
    const mcp = (body: unknown) =>
      new Request('http://daycalc.test/mcp', {
        method: 'POST',
        headers: { authorization: `Bearer ${KEYS.business}`, 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
        body: JSON.stringify(body),
      });
    await fc.assert(
      fc.asyncProperty(toolName, fc.oneof(fc.constant(undefined), fc.jsonValue(), fc.dictionary(fc.constantFrom('date', 'limit', 'cursor', 'operation', 'status'), fc.jsonValue())), async (name, args) => {
        const response = await read(await gateway.fetch(mcp({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name, arguments: args } }), { clientAddress: '10.0.0.2' }));
        expect(response.status).toBeLessThan(500);
        for (const key of Object.values(KEYS)) expect(response.text).not.toContain(key);
      }),
      { numRuns: 300 },
    );
    // The history as the API and the account_history tool give it back, page by page, filtered or not.
    const entries: Array<Record<string, unknown>> = [];
    for (let cursor: string | null = '', pages = 0; cursor !== null && pages < 20; pages++) {
      const page = await read(await gateway.fetch(new Request(`http://daycalc.test/api/v1/account/history?limit=100${cursor === '' ? '' : `&cursor=${cursor}`}`, { headers: { authorization: `Bearer ${KEYS.business}` } })));
      expect(page.status).toBe(200);
      entries.push(...page.body.data.entries);
      cursor = page.body.data.next_cursor;
    }
    expect(entries.length).toBeGreaterThan(250);
    for (const entry of entries) {
      const json = JSON.stringify(entry);
      expect(new TextEncoder().encode(json).byteLength, json.slice(0, 80)).toBeLessThanOrEqual(512);
      for (const value of Object.values(entry)) if (typeof value === 'string') expect(value, json.slice(0, 80)).not.toMatch(CONTROL);
      for (const key of Object.values(KEYS)) expect(json).not.toContain(key);
      const operation = String(entry.operation);
      expect(UNKNOWN_OR_KNOWN.has(operation) || operation.startsWith('(unknown tool)'), operation).toBe(true);
    }
    for (const filter of ['operation=day-of-week', 'status=404', 'status=400&operation=age']) {
      const filtered = await read(await gateway.fetch(new Request(`http://daycalc.test/api/v1/account/history?${filter}`, { headers: { authorization: `Bearer ${KEYS.business}` } })));
      expect(filtered.status, filter).toBe(200);
    }
    const tool = await read(await gateway.fetch(mcp({ jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'account_history', arguments: { limit: 100 } } })));
    expect(tool.body.result.isError ?? false, JSON.stringify(tool.body.result.structuredContent).slice(0, 300)).toBe(false);
    expect(tool.body.result.structuredContent.entries).toHaveLength(100);
    expect(errors).toEqual([]);
  });
});
