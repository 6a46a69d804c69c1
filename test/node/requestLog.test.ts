import { describe, expect, it } from 'vitest';
import { createRequestLog, formatRequestLine, isoTime, loggablePath } from '../../src/node/requestLog.ts';

const SECRET = '0123456789abcdefABCDEF9876543210';

describe('loggablePath', () => {
  it('drops the query and redacts keys, also percent-encoded ones', () => {
    expect(loggablePath('http://127.0.0.1:8787/api/v1/age?api_key=secret', 'daycalc')).toBe('/api/v1/age');
    expect(loggablePath(`http://h/api/v1/daycalc_test_${SECRET}`, 'daycalc')).toBe('/api/v1/[redacted]');
    for (const encoded of [`daycalc%5Ftest%5F${SECRET}`, `daycalc%5ftest%5f${SECRET}`, `%64aycalc_live_${SECRET}`, `daycalc%255Ftest%255F${SECRET}`, `x/daycalc_test_%30${SECRET}`]) {
      const path = loggablePath(`http://h/api/v1/${encoded}`, 'daycalc');
      expect(path, encoded).toContain('[redacted]');
      expect(path).not.toContain(SECRET);
    }
    expect(loggablePath('/openapi.json', 'daycalc')).toBe('/openapi.json');
    expect(loggablePath(`http://h/${'a'.repeat(500)}`, 'daycalc')).toHaveLength(200);
  });
});

describe('isoTime', () => {
  it('matches toISOString, within a second and across seconds, days and years', () => {
    for (const ms of [0, 7, 999, 1_000, 1_001, Date.UTC(2026, 10, 24, 5, 0, 0, 7), Date.UTC(2026, 11, 31, 23, 59, 59, 999), Date.UTC(2027, 0, 1), 253_402_300_799_999]) {
      expect(isoTime(ms)).toBe(new Date(ms).toISOString());
    }
    let ms = Date.now();
    for (let step = 0; step < 3000; step++, ms += 7) expect(isoTime(ms)).toBe(new Date(ms).toISOString());
  });
});

describe('formatRequestLine', () => {
  const entry = { time: Date.UTC(2026, 10, 24, 5, 0, 0, 123), requestId: 'req_0123', method: 'POST', url: `http://h/api/v1/daycalc%5Flive%5F${SECRET}?q=1`, status: 404, durationMs: 1.26 };

  it('text: ISO UTC time first, then method, path, status, ms and request id', () => {
    expect(formatRequestLine(entry, 'text', 'daycalc')).toBe('2026-11-24T05:00:00.123Z POST /api/v1/[redacted] 404 1.3ms req_0123\n');
  });

  it('json: one object per line with time, request_id, method, path, status, duration_ms and account_id when known', () => {
    const line = formatRequestLine({ ...entry, accountId: 'acct_42' }, 'json', 'daycalc');
    expect(line.endsWith('\n')).toBe(true);
    expect(line.trim().includes('\n')).toBe(false);
    expect(JSON.parse(line)).toEqual({ time: '2026-11-24T05:00:00.123Z', request_id: 'req_0123', method: 'POST', path: '/api/v1/[redacted]', status: 404, duration_ms: 1.3, account_id: 'acct_42' });
    expect(JSON.parse(formatRequestLine({ ...entry, requestId: undefined }, 'json', 'daycalc'))).not.toHaveProperty('account_id');
    expect(line).not.toContain(SECRET);
  });
});

describe('createRequestLog', () => {
  it('writes in batches and flush() writes the pending batch at once', async () => {
    const writes: string[] = [];
    const log = createRequestLog({ format: 'text', keyPrefix: 'daycalc', write: (text) => writes.push(text) });
    const line = { time: 0, requestId: 'req_1', method: 'GET', url: '/healthz', status: 200, durationMs: 0.1 };
    log.request(line);
    log.request(line);
    expect(writes).toEqual([]);
    log.flush();
    expect(writes).toHaveLength(1);
    expect(writes[0]?.split('\n')).toHaveLength(3);
    log.flush();
    expect(writes).toHaveLength(1);
    log.request(line);
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(writes).toHaveLength(2);
  });
});
