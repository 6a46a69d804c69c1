import { describe, expect, it } from 'vitest';
import { CALENDARS_PAGE_BYTES } from '../../src/gateway/calendarPage.ts';
import { CALENDAR_ID, KEYS, bearer, read, setupGateway } from './_setup.ts';

const BASE = 'http://daycalc.test';
const get = (path: string): Request => new Request(`${BASE}${path}`, { headers: bearer(KEYS.business) });
const create = (body: unknown): Request => new Request(`${BASE}/api/v1/calendars`, { method: 'POST', headers: bearer(KEYS.business), body: JSON.stringify(body) });

/** Bytes as a body: with `content-length`, or streamed without one (chunked). */
function bytesRequest(path: string, bytes: Uint8Array, streamed: boolean): Request {
  const body = streamed
    ? new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(bytes);
          controller.close();
        },
      })
    : bytes;
  return new Request(`${BASE}${path}`, { method: 'POST', headers: { ...bearer(KEYS.business), 'content-type': 'application/json' }, body, ...(streamed ? { duplex: 'half' } : {}) } as RequestInit);
}

/** `{"name":"Caf<0xff>"}`-like JSON whose string holds a byte that is not UTF-8. */
const notUtf8 = (json: string, at: string): Uint8Array => {
  const [before, after] = json.split(at) as [string, string];
  return new Uint8Array([...new TextEncoder().encode(before), 0xff, ...new TextEncoder().encode(after)]);
};

describe('bodies that are not UTF-8 are INVALID_JSON (issue 28 item 8)', () => {
  it('refuses them on operations, on saved calendars and on /mcp, with and without content-length', async () => {
    const { gateway } = await setupGateway();
    for (const streamed of [false, true]) {
      const operation = await read(await gateway.fetch(bytesRequest('/api/v1/add-days', notUtf8('{"start_date":"2024-01-31","days":1,"x":"a@"}', '@'), streamed)));
      expect([operation.status, operation.body.error.code], `operation, streamed ${streamed}`).toEqual([400, 'INVALID_JSON']);
      const calendar = await read(await gateway.fetch(bytesRequest('/api/v1/calendars', notUtf8('{"name":"Caf@"}', '@'), streamed)));
      expect([calendar.status, calendar.body.error.code], `calendar, streamed ${streamed}`).toEqual([400, 'INVALID_JSON']);
      const mcpRequest = bytesRequest('/mcp', notUtf8('{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"day-of-week@","arguments":{}}}', '@'), streamed);
      mcpRequest.headers.set('accept', 'application/json, text/event-stream');
      const mcp = await read(await gateway.fetch(mcpRequest));
      expect([mcp.status, mcp.body.error.code], `mcp, streamed ${streamed}`).toEqual([400, -32700]);
    }
    // Valid UTF-8 beyond ASCII, and a leading byte order mark, are still accepted.
    const accepted = await read(await gateway.fetch(bytesRequest('/api/v1/calendars', new TextEncoder().encode('\uFEFF{"name":"Café 東京 😀"}'), false)));
    expect([accepted.status, accepted.body.data.calendar.name]).toEqual([201, 'Café 東京 😀']);
  });
});

describe('GET /api/v1/calendars pages with a cursor (issue 28 item 8)', () => {
  it('answers every calendar in one page by default, with next_cursor null (the shape clients already read)', async () => {
    const { gateway } = await setupGateway();
    for (let n = 0; n < 3; n++) await gateway.fetch(create({ name: `Office ${n}` }));
    const page = await read(await gateway.fetch(get('/api/v1/calendars')));
    expect(page.status).toBe(200);
    expect(page.body.data.calendars.map((calendar: { id: string; read_only: boolean }) => calendar.read_only)).toEqual([true, false, false, false]);
    expect(page.body.data.calendars[0].id).toBe(CALENDAR_ID);
    expect(page.body.data.next_cursor).toBeNull();
  });

  it('walks the calendars page by page, skipping none when the last of a page is deleted before the next', async () => {
    const { gateway, clock } = await setupGateway();
    const ids: string[] = [];
    for (let n = 0; n < 6; n++) {
      clock.now += n % 2; // two calendars of one millisecond each time
      ids.push((await read(await gateway.fetch(create({ name: `Office ${n}` })))).body.data.calendar.id);
    }
    const all = (await read(await gateway.fetch(get('/api/v1/calendars')))).body.data.calendars.map((calendar: { id: string }) => calendar.id) as string[];
    const first = await read(await gateway.fetch(get('/api/v1/calendars?limit=3')));
    expect(first.body.data.calendars.map((calendar: { id: string }) => calendar.id)).toEqual(all.slice(0, 3));
    // The last calendar of the page is deleted before the next page is read: nothing is skipped or repeated.
    await gateway.fetch(new Request(`${BASE}/api/v1/calendars/${all[2]}`, { method: 'DELETE', headers: bearer(KEYS.business) }));
    const second = await read(await gateway.fetch(get(`/api/v1/calendars?limit=3&cursor=${first.body.data.next_cursor}`)));
    expect(second.body.data.calendars.map((calendar: { id: string }) => calendar.id)).toEqual(all.slice(3, 6));
    const third = await read(await gateway.fetch(get(`/api/v1/calendars?limit=3&cursor=${second.body.data.next_cursor}`)));
    expect([third.body.data.calendars.map((calendar: { id: string }) => calendar.id), third.body.data.next_cursor]).toEqual([all.slice(6), null]);
    expect(new Set(all).size).toBe(7);
    expect(all.slice(1).sort()).toEqual([...ids].sort());
  });

  it('keeps a page within about 1 MiB, and checks limit, cursor and unknown parameters', async () => {
    const { gateway } = await setupGateway();
    const label = 'L'.repeat(80);
    const holidays = Array.from({ length: 1_000 }, (_, n) => ({ date: new Date(Date.UTC(2030, 0, 1) + n * 86_400_000).toISOString().slice(0, 10), label }));
    for (let n = 0; n < 10; n++) expect((await gateway.fetch(create({ name: `Big ${n}`, custom_holidays: holidays }))).status).toBe(201);
    const first = await gateway.fetch(get('/api/v1/calendars'));
    const text = await first.text();
    const data = JSON.parse(text).data as { calendars: unknown[]; next_cursor: string | null };
    expect(data.calendars.length).toBeLessThan(11);
    expect(new TextEncoder().encode(text).byteLength).toBeLessThan(CALENDARS_PAGE_BYTES + 200_000);
    const rest = (await read(await gateway.fetch(get(`/api/v1/calendars?cursor=${data.next_cursor}`)))).body.data;
    expect(data.calendars.length + rest.calendars.length).toBe(11);
    expect(rest.next_cursor).toBeNull();
    for (const [query, field, code] of [
      ['limit=0', 'limit', 'VALIDATION_ERROR'],
      ['limit=101', 'limit', 'VALIDATION_ERROR'],
      ['cursor=abc', 'cursor', 'VALIDATION_ERROR'],
      ['limit=1&limit=2', 'limit', 'VALIDATION_ERROR'],
      ['page=2', 'page', 'UNKNOWN_FIELD'],
    ] as const) {
      const answer = await read(await gateway.fetch(get(`/api/v1/calendars?${query}`)));
      expect([answer.status, answer.body.error.code, answer.body.error.message.includes(field)], query).toEqual([code === 'UNKNOWN_FIELD' ? 400 : 422, code, true]);
    }
  });
});
