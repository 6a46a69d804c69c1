// Issue 27 item 4, "Messages that help": the five dates a new user tried each get their own
// message, naming the field and showing what was received, the same on every surface (typed
// functions, execute, HTTP, MCP, CLI); dates say why they are not dates; Date and Temporal objects
// say how to convert them; VALIDATION_ERROR messages show the value too; keys never appear.
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { runCli, type CliIo } from '../../src/cli/runCli.ts';
import { invalidDateMessage } from '../../src/date/invalidDateMessage.ts';
import { parseHistoryQuery } from '../../src/gateway/accountHistory.ts';
import { checkCalendarBody } from '../../src/gateway/calendarBody.ts';
import { parseCalendarsQuery } from '../../src/gateway/calendarPage.ts';
import { addDays, dayOfWeek, execute, parsePlainDate, type PlainDate } from '../../src/index.ts';
import { bearer, KEYS, post, read, setupGateway } from '../gateway/_setup.ts';

/** The five tries, with the message each gets. */
const TRIES: ReadonlyArray<readonly [unknown, string]> = [
  ['2024-02-30', 'start_date "2024-02-30" is not a calendar date (February 2024 has 29 days)'],
  [20240201, 'start_date must be a date string in YYYY-MM-DD form; received 20240201'],
  [null, 'start_date must be a date string in YYYY-MM-DD form; received null'],
  ['2024-2-1', 'start_date "2024-2-1" is not in YYYY-MM-DD form (did you mean "2024-02-01"?)'],
  ['2024-02-01T10:00:00Z', 'start_date "2024-02-01T10:00:00Z" is a date and time; expected the date alone in YYYY-MM-DD form'],
];

const SECRET = 'abcdefghijklmnopqrstuvwxyz012345';

/** The error message `daycalc add-days '<body>'` prints. */
async function cliMessage(body: unknown): Promise<string> {
  let stdout = '';
  const io: CliIo = {
    stdout: (text) => (stdout += text),
    stderr: () => undefined,
    stdinIsTTY: true,
    readStdin: () => Promise.reject(new Error('stdin is a terminal')),
    today: () => '2024-06-15',
    requestId: () => `req_${'0'.repeat(32)}`,
  };
  expect(await runCli(['add-days', JSON.stringify(body)], io)).toBe(1);
  return JSON.parse(stdout).error.message;
}

/** The error message of an MCP `tools/call` of `add-days`, over the gateway's `/mcp`. */
async function mcpMessage(gateway: Awaited<ReturnType<typeof setupGateway>>['gateway'], args: unknown): Promise<string> {
  const request = new Request('http://daycalc.test/mcp', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...bearer(KEYS.business) },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'add-days', arguments: args } }),
  });
  const text = await (await gateway.fetch(request)).text();
  const json = text.startsWith('{') ? text : text.split('\n').find((line) => line.startsWith('data: '))!.slice(6);
  const result = JSON.parse(json).result;
  expect(result.isError).toBe(true);
  return result.structuredContent.error.message;
}

describe('messages that help: the issue\u2019s five dates', () => {
  it('get five different messages, each naming the field and showing what was received', () => {
    const messages = TRIES.map(([value]) => invalidDateMessage('start_date', value));
    expect(messages).toEqual(TRIES.map(([, message]) => message));
    expect(new Set(messages).size).toBe(5);
  });

  it('read the same from the typed function, execute, HTTP, MCP and the CLI', async () => {
    const { gateway } = await setupGateway();
    for (const [value, message] of TRIES) {
      const typed = addDays({ start_date: value as PlainDate, days: 1 });
      expect(typed.ok ? '' : typed.error).toEqual({ code: 'INVALID_DATE', field: 'start_date', message });
      const executed = await execute('add-days', { start_date: value, days: 1 });
      expect(executed.ok ? '' : executed.error).toEqual({ code: 'INVALID_DATE', field: 'start_date', message });
      const http = await read(await gateway.fetch(post('add-days', { start_date: value, days: 1 }, bearer(KEYS.business))));
      expect([http.status, http.body.error.code, http.body.error.message]).toEqual([400, 'INVALID_DATE', message]);
      expect(await mcpMessage(gateway, { start_date: value, days: 1 })).toBe(message);
      expect(await cliMessage({ start_date: value, days: 1 })).toBe(message);
    }
  });
});

describe('messages that help: why a date is not a date', () => {
  it('names the month\u2019s length, month 13, day 00 and year 0000', () => {
    expect(invalidDateMessage('date', '2023-02-29')).toBe('date "2023-02-29" is not a calendar date (February 2023 has 28 days)');
    expect(invalidDateMessage('date', '2024-04-31')).toBe('date "2024-04-31" is not a calendar date (April 2024 has 30 days)');
    expect(invalidDateMessage('date', '2024-13-01')).toBe('date "2024-13-01" is not a calendar date (months run from 01 to 12)');
    expect(invalidDateMessage('date', '2024-00-10')).toBe('date "2024-00-10" is not a calendar date (months run from 01 to 12)');
    expect(invalidDateMessage('date', '2024-01-00')).toBe('date "2024-01-00" is not a calendar date (days start at 01)');
    expect(invalidDateMessage('date', '0000-01-01')).toBe('date "0000-01-01" is not a calendar date (years run from 0001 to 9999)');
  });

  it('gives the expected form of a malformed string, and its padded form only when that is a date', () => {
    expect(invalidDateMessage('date', '2024/02/01')).toBe('date "2024/02/01" is not in YYYY-MM-DD form (did you mean "2024-02-01"?)');
    expect(invalidDateMessage('date', '2023-2-29')).toBe('date "2023-2-29" is not in YYYY-MM-DD form');
    expect(invalidDateMessage('date', '01/02/2024')).toBe('date "01/02/2024" is not in YYYY-MM-DD form');
    expect(invalidDateMessage('date', '')).toBe('date "" is not in YYYY-MM-DD form');
  });

  it('says what a Date or a Temporal date is and how to convert it (plainDateFromDate exists; Temporal dates have toString)', () => {
    expect(invalidDateMessage('date', new Date(Date.UTC(2024, 1, 1)))).toBe(
      'date must be a date string in YYYY-MM-DD form; received a Date (2024-02-01T00:00:00.000Z); convert it with plainDateFromDate(date, timeZone)',
    );
    expect(invalidDateMessage('date', Temporal.PlainDate.from('2024-02-01'))).toBe(
      'date must be a date string in YYYY-MM-DD form; received a Temporal.PlainDate (2024-02-01); pass date.toString()',
    );
    expect(invalidDateMessage('date', Temporal.ZonedDateTime.from('2024-02-01T10:00[UTC]'))).toMatch(/received a Temporal\.ZonedDateTime \(.*; pass date\.toPlainDate\(\)\.toString\(\)$/);
    const typed = dayOfWeek({ date: new Date(Date.UTC(2024, 1, 1)) as unknown as PlainDate });
    expect(typed.ok ? '' : typed.error.message).toContain('plainDateFromDate(date, timeZone)');
    expect(parsePlainDate(['2024-02-01'], 'due').ok ? '' : parsePlainDate(['2024-02-01'], 'due')).toMatchObject({ error: { message: 'due must be a date string in YYYY-MM-DD form; received an array of 1 item' } });
  });
});

describe('messages that help: other fields and keys', () => {
  it('shows the received value in VALIDATION_ERROR messages of execute and the typed functions', async () => {
    expect(await execute('add-days', { start_date: '2024-01-01', days: '5' })).toMatchObject({
      error: { code: 'VALIDATION_ERROR', field: 'days', message: 'days must be an integer from -36500 to 36500; received "5"' },
    });
    expect(await execute('add-days', { start_date: '2024-01-01', days: 1.5 })).toMatchObject({ error: { message: 'days must be an integer from -36500 to 36500; received 1.5' } });
    expect(await execute('is-business-day', { date: '2024-01-01', working_days: [1, 9] })).toMatchObject({ error: { field: 'working_days', message: expect.stringMatching(/; received an array of 2 items$/) } });
    expect(await execute('holidays', { country_code: 'US', start_date: '2024-02-01', end_date: '2024-01-01' })).toMatchObject({
      error: { code: 'VALIDATION_ERROR', field: 'end_date', message: 'end_date "2024-01-01" is before start_date "2024-02-01"' },
    });
    expect(await execute('unix-timestamp', { date_time: '2024-02-01 10:00' })).toMatchObject({ error: { field: 'date_time', message: expect.stringMatching(/; received "2024-02-01 10:00"$/) } });
    const typed = addDays({ start_date: '2024-01-01' as PlainDate, days: 1, unit: 'fortnights' as 'days' });
    expect(typed.ok ? '' : typed.error.message).toBe('unit must be one of "days", "weeks", "months", "years"; received "fortnights"');
  });

  it('never shows a key, in a date field or any other, on the typed functions or over HTTP', async () => {
    const key = `daycalc_live_${SECRET}`;
    const executed = await execute('add-days', { start_date: key, days: key });
    expect(executed.ok ? '' : executed.error.message).toBe('start_date "[redacted]" is not in YYYY-MM-DD form');
    const unit = await execute('add-days', { start_date: '2024-01-01', days: 1, unit: `Bearer ${key}` });
    expect(unit.ok ? '' : unit.error.message).toMatch(/; received "Bearer \[redacted\]"$/);
    const { gateway } = await setupGateway();
    const http = await read(await gateway.fetch(post('add-days', { start_date: `acme_test_${SECRET}`, days: 1 }, bearer(KEYS.business))));
    expect(http.body.error.message).toBe('start_date "[redacted]" is not in YYYY-MM-DD form');
    expect(JSON.stringify(http.body)).not.toContain(SECRET);
  });
});

describe('messages that help: saved-calendar bodies and account queries', () => {
  const messageOf = (answer: { ok: boolean; error?: { message: string } }): string | undefined => answer.error?.message;

  it('show what a calendar body field received', () => {
    expect(messageOf(checkCalendarBody({ excluded_dates: ['2026-01-01', '2026-02-30'] }))).toBe('excluded_dates[1] "2026-02-30" is not a calendar date (February 2026 has 28 days)');
    expect(messageOf(checkCalendarBody({ custom_holidays: [{ date: 'soon', label: 'x' }] }))).toBe('custom_holidays[0].date "soon" is not in YYYY-MM-DD form');
    expect(messageOf(checkCalendarBody({ include_public_holidays: 'yes' }))).toBe('include_public_holidays must be a boolean (true or false); received "yes"');
    expect(messageOf(checkCalendarBody({ name: 'a\nb' }))).toMatch(/^name must be a string of 1 to 100 characters .*; received "a\\nb"$/);
    expect(messageOf(checkCalendarBody({ custom_holidays: [{ date: '2026-01-01', label: '' }] }))).toMatch(/^custom_holidays\[0\]\.label must be .*; received ""$/);
  });

  it('show what an account query parameter received', () => {
    expect(messageOf(parseHistoryQuery(new Map([['since', ['yesterday']]])))).toBe(
      'since must be a date YYYY-MM-DD or an ISO 8601 instant such as 2026-11-24T07:51:00Z; received "yesterday"',
    );
    expect(messageOf(parseHistoryQuery(new Map([['limit', ['0']]])))).toBe('limit must be an integer from 1 to 100; received "0"');
    expect(messageOf(parseHistoryQuery(new Map([['status', ['2xx']]])))).toBe('status must be an HTTP status, an integer from 100 to 599; received "2xx"');
    expect(messageOf(parseCalendarsQuery(new Map([['limit', ['1000']]])))).toBe('limit must be an integer from 1 to 100; received "1000"');
  });
});
