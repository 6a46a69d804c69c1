import { describe, expect, it } from 'vitest';
import { loadGatewayConfig } from '../../src/gateway/loadGatewayConfig.ts';
import { decodeHistoryCursor, encodeHistoryCursor } from '../../src/gateway/historyCursor.ts';
import { sha256Hex } from '../../src/keys/sha256Hex.ts';
import type { GatewayStores, HistoryEntry } from '../../src/stores/stores.ts';
import { KEYS, bearer, read, setupGateway, testConfig } from './_setup.ts';

/** The stores of the test config. */
async function configStores(): Promise<GatewayStores> {
  const loaded = await loadGatewayConfig(testConfig);
  if (!loaded.ok) throw new Error(loaded.problems.join('\n'));
  return loaded.value.stores;
}

const get = (path: string, key: string = KEYS.business): Request => new Request(`http://daycalc.test${path}`, { headers: bearer(key) });
const revoke = (key: string, by: string = KEYS.business): Request =>
  new Request(`http://daycalc.test/api/v1/account/keys/${sha256Hex(key).slice(0, 12)}/revoke`, { method: 'POST', headers: bearer(by) });

const rename = (key: string, name: unknown, by: string = KEYS.business): Request =>
  new Request(`http://daycalc.test/api/v1/account/keys/${sha256Hex(key).slice(0, 12)}/rename`, { method: 'POST', headers: bearer(by), body: JSON.stringify({ name }) });

describe('historyCursor', () => {
  it('round-trips a position as base64url, and refuses anything else', () => {
    const position = { time: Date.UTC(2026, 10, 24, 7, 51), request_id: `req_${'0123456789abcdef'.repeat(2)}` };
    const cursor = encodeHistoryCursor(position);
    expect(cursor).toBe(Buffer.from(`${position.time}:${position.request_id}`).toString('base64url'));
    expect(decodeHistoryCursor(cursor)).toEqual(position);
    for (const bad of ['', 'abc', `${cursor}=`, cursor.slice(1), Buffer.from('1:req_x').toString('base64url'), '!!!!']) expect(decodeHistoryCursor(bad), bad).toBeUndefined();
  });
});

describe('gateway: account endpoints (details the contract cannot steer)', () => {
  it('notes a key\u2019s last use without waiting for it; a failing note goes to onError and the call answers', async () => {
    const loaded = await setupGateway();
    const failing = await setupGateway(testConfig, {
      stores: {
        ...(await configStores()),
        keyState: { revokeKey: () => undefined, isRevoked: () => false, touchKey: () => Promise.reject(new Error('touch failed')), lastUsed: (shas) => shas.map(() => undefined) },
      },
    });
    expect((await failing.gateway.fetch(get('/api/v1/account'))).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(failing.errors.map((error) => (error as Error).message)).toEqual(['touch failed']);
    // The memory key state reports the use.
    await loaded.gateway.fetch(get('/api/v1/account'));
    const keys = await read(await loaded.gateway.fetch(get('/api/v1/account/keys')));
    expect(keys.body.data.keys[0].last_used_at).toBe(new Date(loaded.clock.now).toISOString());
  });

  it('calls onKeyRevoked with the key\u2019s SHA-256; a failing hook answers 503 and is reported, the key stays revoked here, and the next revoke retries it', async () => {
    const revoked: string[] = [];
    let writable = false;
    const { gateway, errors } = await setupGateway(testConfig, {
      onKeyRevoked: (sha256) => {
        revoked.push(sha256);
        if (!writable) throw new Error('config not writable');
      },
    });
    const failed = await read(await gateway.fetch(revoke(KEYS.expired)));
    expect([failed.status, failed.body.error.code]).toEqual([503, 'SERVICE_UNAVAILABLE']);
    expect(failed.body.error.message).toContain('could not be saved');
    expect(errors.map((error) => (error as Error).message)).toEqual(['config not writable']);
    const listed = await read(await gateway.fetch(get('/api/v1/account/keys')));
    expect(listed.body.data.keys.map((key: { status: string }) => key.status)).toEqual(['active', 'revoked']);
    writable = true;
    expect((await gateway.fetch(revoke(KEYS.expired))).status).toBe(200);
    expect(revoked).toEqual([sha256Hex(KEYS.expired), sha256Hex(KEYS.expired)]);
  });

  it('calls onKeyRenamed with the key\u2019s SHA-256 and the kept name; a failing hook answers 503 and is reported, the name holds here, and the next rename retries it', async () => {
    const renamed: Array<[string, string]> = [];
    let writable = false;
    const { gateway, errors } = await setupGateway(testConfig, {
      onKeyRenamed: (sha256, name) => {
        renamed.push([sha256, name]);
        if (!writable) throw new Error('config not writable');
      },
    });
    const failed = await read(await gateway.fetch(rename(KEYS.expired, ' Old laptop ')));
    expect([failed.status, failed.body.error.code]).toEqual([503, 'SERVICE_UNAVAILABLE']);
    expect(failed.body.error.message).toContain('could not be saved');
    expect(errors.map((error) => (error as Error).message)).toEqual(['config not writable']);
    const listed = await read(await gateway.fetch(get('/api/v1/account/keys')));
    expect(listed.body.data.keys.map((key: { name: string | null }) => key.name)).toEqual([null, 'Old laptop']);
    writable = true;
    const saved = await read(await gateway.fetch(rename(KEYS.expired, 'Old laptop')));
    expect([saved.status, saved.body.data.key.name, saved.body.data.key.status]).toEqual([200, 'Old laptop', 'expired']);
    expect(renamed).toEqual([
      [sha256Hex(KEYS.expired), 'Old laptop'],
      [sha256Hex(KEYS.expired), 'Old laptop'],
    ]);
    // A refused name never reaches the store or the hook.
    expect((await gateway.fetch(rename(KEYS.expired, 'a\nb'))).status).toBe(422);
    expect(renamed).toHaveLength(2);
  });

  it('does not call onKeyRenamed when the key store already shows the name (the config file holds it)', async () => {
    const named = { ...testConfig, accounts: testConfig.accounts.map((account) => (account.id === 'acct_business' ? { ...account, keys: [{ key: KEYS.business, name: 'Main' }] } : account)) };
    const renamed: string[] = [];
    const { gateway } = await setupGateway(named, { onKeyRenamed: (_sha256, name) => void renamed.push(name) });
    expect((await gateway.fetch(rename(KEYS.business, 'Main'))).status).toBe(200);
    expect(renamed).toEqual([]);
    expect((await gateway.fetch(rename(KEYS.business, 'Main 2'))).status).toBe(200);
    expect(renamed).toEqual(['Main 2']);
  });

  it('a key may revoke itself: its next call is 401 REVOKED_API_KEY', async () => {
    const { gateway } = await setupGateway();
    expect((await gateway.fetch(revoke(KEYS.business, KEYS.business))).status).toBe(200);
    const after = await read(await gateway.fetch(get('/api/v1/account')));
    expect(after.body.error.code).toBe('REVOKED_API_KEY');
  });

  it('answers 503 for changes the stores cannot make (no key state, no calendar store)', async () => {
    const { keyState: _keyState, managedCalendars: _managed, ...stores } = await configStores();
    const { gateway } = await setupGateway(testConfig, { stores });
    expect((await read(await gateway.fetch(revoke(KEYS.expired)))).body.error.code).toBe('SERVICE_UNAVAILABLE');
    expect((await read(await gateway.fetch(rename(KEYS.expired, 'x')))).body.error.code).toBe('SERVICE_UNAVAILABLE');
    // A key-state store written before renames (no renameKey): renames are 503, listing and revoking still work.
    const { renameKey: _renameKey, keyNames: _keyNames, ...older } = (await configStores()).keyState!;
    const old = await setupGateway(testConfig, { stores: { ...(await configStores()), keyState: older } });
    const refused = await read(await old.gateway.fetch(rename(KEYS.expired, 'x')));
    expect([refused.status, refused.body.error.code, refused.body.error.message]).toEqual([503, 'SERVICE_UNAVAILABLE', 'Keys cannot be renamed on this server (its key-state store keeps no names)']);
    expect((await read(await old.gateway.fetch(get('/api/v1/account/keys')))).body.data.keys.map((key: { name: string | null }) => key.name)).toEqual([null, null]);
    expect((await old.gateway.fetch(revoke(KEYS.expired))).status).toBe(200);
    const created = await read(await gateway.fetch(new Request('http://daycalc.test/api/v1/calendars', { method: 'POST', headers: bearer(KEYS.business), body: '{}' })));
    expect(created.body.error.code).toBe('SERVICE_UNAVAILABLE');
    // Reading still works: the config's calendars.
    expect((await read(await gateway.fetch(get('/api/v1/calendars')))).body.data.calendars.length).toBeGreaterThan(0);
  });

  it('checks custom holiday objects in the error precedence\u2019s order, and refuses control characters and lone surrogates in text', async () => {
    const { gateway } = await setupGateway();
    const create = async (body: string) => {
      const answer = await read(await gateway.fetch(new Request('http://daycalc.test/api/v1/calendars', { method: 'POST', headers: bearer(KEYS.business), body })));
      return { status: answer.status, code: answer.body.error?.code, message: answer.body.error?.message };
    };
    const cases: Array<[string, number, string, string]> = [
      // An unknown member of a holiday is UNKNOWN_FIELD naming it, before a bad date anywhere.
      ['{"custom_holidays":[{"date":"bad","foo":1}]}', 400, 'UNKNOWN_FIELD', 'custom_holidays[0].foo'],
      ['{"excluded_dates":["bad"],"custom_holidays":[{"date":"2026-01-01","label":"x"},{"date":"2026-01-02","label":"y","__proto__":1}]}', 400, 'UNKNOWN_FIELD', 'custom_holidays[1].__proto__'],
      // A top-level unknown field still comes first.
      ['{"colour":1,"custom_holidays":[{"foo":1}]}', 400, 'UNKNOWN_FIELD', 'colour'],
      // An absent date is a required field absent: INVALID_REQUEST, after unknown members, before bad dates and values.
      ['{"custom_holidays":[{"date":"2026-01-01","label":"x"},{"label":"x"}]}', 400, 'INVALID_REQUEST', 'custom_holidays[1].date is required'],
      ['{"excluded_dates":["bad"],"name":"","custom_holidays":[{"label":"x"}]}', 400, 'INVALID_REQUEST', 'custom_holidays[0].date is required'],
      ['{"custom_holidays":[{"label":"x"},{"date":"2026-01-01","bar":2}]}', 400, 'UNKNOWN_FIELD', 'custom_holidays[1].bar'],
      // The value rows stay as they were.
      ['{"name":"","custom_holidays":[{"date":"2026-02-30","label":"x"}]}', 400, 'INVALID_DATE', 'custom_holidays[0].date'],
      ['{"custom_holidays":[5,{"label":"x"}]}', 400, 'INVALID_REQUEST', 'custom_holidays[1].date'],
      ['{"custom_holidays":[5]}', 422, 'VALIDATION_ERROR', 'custom_holidays[0]'],
      // Text: control characters and lone surrogates.
      ['{"name":"\\u0000\\u001b[31m"}', 422, 'VALIDATION_ERROR', 'name'],
      ['{"name":"Berlin\\noffice"}', 422, 'VALIDATION_ERROR', 'name'],
      ['{"name":"Berlin\\u0085"}', 422, 'VALIDATION_ERROR', 'name'],
      ['{"name":"Berlin \\ud800"}', 422, 'VALIDATION_ERROR', 'name'],
      ['{"name":"\\udc00 Berlin"}', 422, 'VALIDATION_ERROR', 'name'],
      ['{"name":"   "}', 422, 'VALIDATION_ERROR', 'name'],
      ['{"custom_holidays":[{"date":"2026-01-01","label":"Office \\ud83d"}]}', 422, 'VALIDATION_ERROR', 'custom_holidays[0].label'],
      ['{"custom_holidays":[{"date":"2026-01-01","label":"a\\nb"}]}', 422, 'VALIDATION_ERROR', 'custom_holidays[0].label'],
      ['{"custom_holidays":[{"date":"2026-01-01","label":"x\\u0000"}]}', 422, 'VALIDATION_ERROR', 'custom_holidays[0].label'],
    ];
    for (const [body, status, code, text] of cases) {
      const answer = await create(body);
      expect({ body, status: answer.status, code: answer.code }).toEqual({ body, status, code });
      expect(answer.message, body).toContain(text);
    }
    // Well-formed text is kept: a pair of surrogates (an emoji), other scripts.
    const kept = await read(await gateway.fetch(new Request('http://daycalc.test/api/v1/calendars', {
      method: 'POST',
      headers: bearer(KEYS.business),
      body: '{"name":"Zürich \\ud83c\\udfe2 東京","custom_holidays":[{"date":"2026-01-01","label":"Neujahr \\ud83c\\udf89"}]}',
    })));
    expect(kept.status).toBe(201);
    expect(kept.body.data.calendar.name).toBe('Zürich 🏢 東京');
    expect(kept.body.data.calendar.custom_holidays).toEqual([{ date: '2026-01-01', label: 'Neujahr 🎉' }]);
  });

  it('pages a long filtered history through next_cursor, every matching entry once, newest first', async () => {
    const { gateway, clock } = await setupGateway();
    const start = clock.now;
    // 1,200 calls a second apart: every third fails validation.
    for (let index = 0; index < 1_200; index++) {
      clock.now = start + index * 1_000;
      const body = index % 3 === 0 ? '{"date":"nope"}' : '{"date":"2024-07-04"}';
      await gateway.fetch(new Request('http://daycalc.test/api/v1/day-of-week', { method: 'POST', headers: bearer(KEYS.business), body }));
    }
    const seen: HistoryEntry[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const answer = await read(await gateway.fetch(get(`/api/v1/account/history?status=400&limit=100${cursor === null ? '' : `&cursor=${cursor}`}`)));
      expect(answer.status).toBe(200);
      seen.push(...answer.body.data.entries);
      cursor = answer.body.data.next_cursor;
      pages++;
    } while (cursor !== null && pages < 20);
    expect(seen).toHaveLength(400);
    expect(new Set(seen.map((entry) => entry.request_id)).size).toBe(400);
    expect(seen.every((entry) => entry.status === 400)).toBe(true);
    const times = seen.map((entry) => entry.time);
    expect([...times].sort().reverse()).toEqual(times);
    // since/until by instant.
    const since = new Date(start + 1_000 * 1_000).toISOString();
    const recent = await read(await gateway.fetch(get(`/api/v1/account/history?limit=100&since=${since}`)));
    expect(recent.body.data.entries).toHaveLength(100);
    expect(recent.body.data.entries.every((entry: HistoryEntry) => entry.time >= since)).toBe(true);
  });
});
