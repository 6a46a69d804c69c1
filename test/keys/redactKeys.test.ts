import { describe, expect, it } from 'vitest';
import { MAX_ECHO_CHARS, redactKeys } from '../../src/keys/redactKeys.ts';
import { KEYS, read, setupGateway } from '../gateway/_setup.ts';

const SECRET = 'freefreefreefreefreefreefreefree';

describe('redactKeys (issue 17 item 6)', () => {
  it('replaces plain and percent-encoded keys, also encoded twice, and leaves the rest as it was', () => {
    expect(redactKeys(`/api/v1/${KEYS.free}`, 'daycalc')).toBe('/api/v1/[redacted]');
    expect(redactKeys(`/api/v1/daycalc%5Ftest%5F${SECRET}`, 'daycalc')).toBe('/api/v1/[redacted]');
    expect(redactKeys(`/api/v1/daycalc%5ftest%5f${SECRET}`, 'daycalc')).toBe('/api/v1/[redacted]');
    expect(redactKeys(`/x/%64aycalc_live_${SECRET}/y`, 'daycalc')).toBe('/x/[redacted]/y');
    expect(redactKeys(`/x/daycalc%255Ftest%255F${SECRET}`, 'daycalc')).toBe('/x/[redacted]');
    expect(redactKeys(`key=${KEYS.live}&a=1`, 'daycalc')).toBe('key=[redacted]&a=1');
    expect(redactKeys(`acme_test_${SECRET} and ${KEYS.free}`, 'acme')).toBe(`[redacted] and ${KEYS.free}`);
    expect(redactKeys('GET /api/v1/age 200 0.4ms req_0123', 'daycalc')).toBe('GET /api/v1/age 200 0.4ms req_0123');
  });

  it('never throws on malformed escapes and never decodes what it does not redact', () => {
    expect(redactKeys('/a%zz/%E0%A4%A/%', 'daycalc')).toBe('/a%zz/%E0%A4%A/%');
    expect(redactKeys('/a%0A%0Db', 'daycalc')).toBe('/a%0A%0Db');
    expect(redactKeys(`/a%0A${KEYS.free}`, 'daycalc')).toBe('/[redacted]'); // the whole run of key characters goes
    expect(redactKeys('%FF%FE%ZZ', 'daycalc')).toBe('%FF%FE%ZZ');
  });
});

describe('gateway: key-shaped text is never echoed (issue 17 item 6)', () => {
  it('redacts a key in the path of a 404, also percent-encoded, and caps the echoed path', async () => {
    const { gateway } = await setupGateway();
    for (const path of [`/api/v1/${KEYS.free}`, `/api/v1/daycalc%5Ftest%5F${SECRET}`, `/${KEYS.live}/x`]) {
      const response = await read(await gateway.fetch(new Request(`http://daycalc.test${path}`, { method: 'POST' })));
      expect(response.status).toBe(404);
      expect(response.body.error.message).toContain('[redacted]');
      expect(response.text).not.toContain(SECRET);
      expect(response.text).not.toMatch(/livelivelive/);
    }
    const long = await read(await gateway.fetch(new Request(`http://daycalc.test/${'a'.repeat(16_000)}`)));
    expect(long.status).toBe(404);
    expect(long.body.error.message.length).toBeLessThan(MAX_ECHO_CHARS + 100);
  });

  it('redacts a key-shaped field name echoed by validation', async () => {
    const { gateway } = await setupGateway();
    const response = await read(
      await gateway.fetch(
        new Request('http://daycalc.test/api/v1/day-of-week', {
          method: 'POST',
          headers: { authorization: `Bearer ${KEYS.free}`, 'content-type': 'application/json' },
          body: JSON.stringify({ date: '2024-01-01', [KEYS.business]: 1, [`daycalc%5Ftest%5F${SECRET}`]: 2 }),
        }),
      ),
    );
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('UNKNOWN_FIELD');
    expect(response.text).not.toContain('businessbusiness');
    expect(response.text).not.toContain(SECRET);
  });
});
