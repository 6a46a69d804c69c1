import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestRedis, type TestRedis } from '../_helpers/redis.ts';
import { requireBinary } from '../_helpers/requireBinary.ts';
import { startServe, stop, type Server } from './_serve.ts';

/**
 * Issue 22 across processes: a key revoked or a calendar changed through one `daycalc serve` applies
 * at another on the next request (two processes on one Redis), and without Redis a revocation (or a
 * rename) rewrites the config file and `--data-dir` calendars survive a restart.
 */

const KEYS = {
  owner: 'daycalc_test_AcctOwner0123456789abcdefgh',
  second: 'daycalc_test_AcctSecond0123456789abcdefg',
  third: 'daycalc_test_AcctThird0123456789abcdefgh',
};

const redisServer = requireBinary('redis-server', 'apt-get install redis-server');
const dir = mkdtempSync(join(tmpdir(), 'daycalc-account-'));
const keyId = (key: string): string => createHash('sha256').update(key).digest('hex').slice(0, 12);

/** A business account with the calendar feature and three keys. */
const config = (extra: Record<string, unknown> = {}) => ({
  environment: 'test',
  ...extra,
  accounts: [
    {
      id: 'acct_owner',
      plan: 'business',
      features: ['business_calendars'],
      keys: [{ key: KEYS.owner, name: 'Owner' }, { key: KEYS.second }, { key: KEYS.third }],
    },
  ],
});

const request = async (server: Server, key: string, method: string, path: string, body?: unknown): Promise<{ status: number; body: any }> => {
  const response = await fetch(`${server.origin}${path}`, {
    method,
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: text === '' ? undefined : JSON.parse(text) };
};
const isBusinessDay = (server: Server, id: string, date: string) => request(server, KEYS.owner, 'POST', '/api/v1/is-business-day', { date, business_calendar_id: id });

describe.skipIf(redisServer.missing)('account endpoints: two daycalc serve processes on one Redis', () => {
  let redis: TestRedis;
  let a: Server;
  let b: Server;

  beforeAll(async () => {
    redis = await startTestRedis();
    const file = join(dir, 'redis.json');
    writeFileSync(file, JSON.stringify(config({ store: { redis: redis.url, namespace: `acct-${process.pid}` } }), null, 2));
    [a, b] = await Promise.all([startServe(['--config', file]), startServe(['--config', file])]);
    expect(a.stdout).toContain('saved calendars (API): redis');
  }, 60_000);

  afterAll(async () => {
    await Promise.all([a, b].filter(Boolean).map((server) => stop(server)));
    await redis?.dispose();
  });

  it('a key revoked through one process is refused by the other on its next request', async () => {
    expect((await request(b, KEYS.second, 'GET', '/api/v1/account')).status).toBe(200);
    const revoked = await request(a, KEYS.owner, 'POST', `/api/v1/account/keys/${keyId(KEYS.second)}/revoke`);
    expect(revoked.status).toBe(200);
    expect(revoked.body.data.key.status).toBe('revoked');
    const refused = await request(b, KEYS.second, 'GET', '/api/v1/account');
    expect(refused.status).toBe(401);
    expect(refused.body.error.code).toBe('REVOKED_API_KEY');
    const listed = await request(b, KEYS.owner, 'GET', '/api/v1/account/keys');
    expect(listed.body.data.keys.map((key: { id: string; status: string }) => [key.id, key.status])).toEqual([
      [keyId(KEYS.owner), 'active'],
      [keyId(KEYS.second), 'revoked'],
      [keyId(KEYS.third), 'active'],
    ]);
    // The config file is not touched: Redis carries the revocation.
    expect(readFileSync(join(dir, 'redis.json'), 'utf8')).not.toContain('revoked');
  });

  it('a key renamed through one process shows its name in the other\u2019s listing; the config file is not touched', async () => {
    const renamed = await request(a, KEYS.owner, 'POST', `/api/v1/account/keys/${keyId(KEYS.third)}/rename`, { name: 'Büro 東京' });
    expect([renamed.status, renamed.body.data.key.name]).toEqual([200, 'Büro 東京']);
    const listed = await request(b, KEYS.owner, 'GET', '/api/v1/account/keys');
    expect(listed.body.data.keys.map((key: { name: string | null }) => key.name)).toEqual(['Owner', null, 'Büro 東京']);
    expect(readFileSync(join(dir, 'redis.json'), 'utf8')).not.toContain('Büro');
  });

  it('a calendar created, changed and deleted through one process is used by the other on its next call', async () => {
    const created = await request(a, KEYS.owner, 'POST', '/api/v1/calendars', { country_code: 'US', excluded_dates: ['2026-03-02'] });
    expect(created.status).toBe(201);
    const id: string = created.body.data.calendar.id;
    expect((await isBusinessDay(b, id, '2026-03-02')).body.data.is_business_day).toBe(false);
    expect((await request(a, KEYS.owner, 'PUT', `/api/v1/calendars/${id}`, { country_code: 'US' })).status).toBe(200);
    expect((await isBusinessDay(b, id, '2026-03-02')).body.data.is_business_day).toBe(true);
    expect((await request(b, KEYS.owner, 'GET', '/api/v1/calendars')).body.data.calendars.map((calendar: { id: string }) => calendar.id)).toEqual([id]);
    expect((await request(a, KEYS.owner, 'DELETE', `/api/v1/calendars/${id}`)).status).toBe(200);
    expect((await isBusinessDay(b, id, '2026-03-02')).body.error.code).toBe('BUSINESS_CALENDAR_NOT_FOUND');
  });
});

describe('account endpoints without Redis: the config file and --data-dir', () => {
  const file = join(dir, 'file.json');
  const dataDir = join(dir, 'data');
  let servers: Server[] = [];
  const start = async (): Promise<Server> => {
    const server = await startServe(['--config', file, '--data-dir', dataDir]);
    servers.push(server);
    return server;
  };

  beforeAll(() => {
    writeFileSync(file, `${JSON.stringify(config(), null, 2)}\n`);
  });

  afterAll(async () => {
    await Promise.all(servers.map((server) => stop(server)));
    servers = [];
    rmSync(dir, { recursive: true, force: true });
  });

  it('a revocation rewrites the config file, applies at another process on the same file, and survives a restart', async () => {
    const [one, two] = await Promise.all([start(), start()]);
    expect(one.stdout).toContain(`saved calendars (API): files under ${dataDir}`);
    expect((await request(two, KEYS.third, 'GET', '/api/v1/account')).status).toBe(200);
    const revoked = await request(one, KEYS.owner, 'POST', `/api/v1/account/keys/${keyId(KEYS.third)}/revoke`);
    expect(revoked.status).toBe(200);
    // At once in the process that revoked it.
    expect((await request(one, KEYS.third, 'GET', '/api/v1/account')).body.error.code).toBe('REVOKED_API_KEY');
    const text = readFileSync(file, 'utf8');
    const written = JSON.parse(text) as { accounts: Array<{ keys: Array<{ status?: string }> }> };
    expect(written.accounts[0]?.keys.map((key) => key.status ?? 'active')).toEqual(['active', 'active', 'revoked']);
    // The other process reloads the file (its watcher); give it a moment.
    let status = 0;
    for (let attempt = 0; attempt < 50 && status !== 401; attempt++) {
      status = (await request(two, KEYS.third, 'GET', '/api/v1/account')).status;
      if (status !== 401) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(status).toBe(401);
    await Promise.all([stop(one), stop(two)]);
    const restarted = await start();
    expect((await request(restarted, KEYS.third, 'GET', '/api/v1/account')).body.error.code).toBe('REVOKED_API_KEY');
    expect((await request(restarted, KEYS.owner, 'GET', '/api/v1/account')).status).toBe(200);
    await stop(restarted);
  });

  it('a rename writes the name into the config file, shows at another process on the same file, and survives a restart', async () => {
    const [one, two] = await Promise.all([start(), start()]);
    const renamed = await request(one, KEYS.owner, 'POST', `/api/v1/account/keys/${keyId(KEYS.second)}/rename`, { name: ' Büro 東京 ' });
    expect([renamed.status, renamed.body.data.key.name]).toEqual([200, 'Büro 東京']);
    const written = JSON.parse(readFileSync(file, 'utf8')) as { accounts: Array<{ keys: Array<{ name?: string }> }> };
    expect(written.accounts[0]?.keys.map((key) => key.name ?? null)).toEqual(['Owner', 'Büro 東京', null]);
    let names: unknown[] = [];
    for (let attempt = 0; attempt < 50 && names[1] !== 'Büro 東京'; attempt++) {
      names = (await request(two, KEYS.owner, 'GET', '/api/v1/account/keys')).body.data.keys.map((key: { name: string | null }) => key.name);
      if (names[1] !== 'Büro 東京') await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(names).toEqual(['Owner', 'Büro 東京', null]);
    await Promise.all([stop(one), stop(two)]);
    const restarted = await start();
    expect((await request(restarted, KEYS.owner, 'GET', '/api/v1/account/keys')).body.data.keys[1].name).toBe('Büro 東京');
    await stop(restarted);
  });

  it('calendars saved under --data-dir survive a restart', async () => {
    const first = await start();
    const created = await request(first, KEYS.owner, 'POST', '/api/v1/calendars', { name: 'Kept', country_code: 'DE', excluded_dates: ['2026-03-02'] });
    expect(created.status).toBe(201);
    await stop(first);
    const second = await start();
    const listed = await request(second, KEYS.owner, 'GET', '/api/v1/calendars');
    expect(listed.body.data.calendars).toEqual([created.body.data.calendar]);
    expect((await isBusinessDay(second, created.body.data.calendar.id, '2026-03-02')).body.data.is_business_day).toBe(false);
    await stop(second);
  });
});

describe('daycalc serve without Redis or --data-dir', () => {
  it('keeps saved calendars in memory and says so', async () => {
    const server = await startServe([]);
    try {
      expect(server.stdout).toContain('saved calendars (API): memory (lost on restart; --data-dir DIR keeps them)');
      expect(server.stdout).toContain('/dashboard');
    } finally {
      await stop(server);
    }
  });
});
