import { describe, expect, it } from 'vitest';
import { loadGatewayConfig } from '../../src/gateway/loadGatewayConfig.ts';
import { sha256Hex } from '../../src/keys/sha256Hex.ts';
import { testConfig } from './_setup.ts';

const KEY = 'daycalc_test_0123456789abcdefABCDEF';
const UUID = '0b5c7f3e-4a7d-4b8e-9f21-5d3c2a1b0e9f';

/** The example of issue 6, with real values in place of the placeholders. */
const issueExample = async () => ({
  environment: 'test',
  enabled: true,
  plans: { free: { per_minute: 30, per_month: 500 } },
  accounts: [
    {
      id: 'acct_1',
      plan: 'free',
      features: ['business_calendars'],
      keys: [
        { key: KEY, status: 'active', expires_at: '2030-01-01T00:00:00Z' },
        { sha256: await sha256Hex('daycalc_test_revokedrevokedrevoked'), status: 'revoked' },
      ],
      calendars: [{ id: UUID, country_code: 'DE', subdivision_code: 'BY', custom_holidays: [{ date: '2026-06-01', label: 'Founders day' }], excluded_dates: ['2026-12-24'] }],
    },
  ],
});

async function problemsOf(config: unknown): Promise<string> {
  const result = await loadGatewayConfig(config);
  expect(result.ok).toBe(false);
  return result.ok ? '' : result.problems.join('\n');
}

describe('loadGatewayConfig', () => {
  it('loads the issue\u2019s example: one active and one revoked key on a free account', async () => {
    const result = await loadGatewayConfig(await issueExample());
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.environment).toBe('test');
    expect(result.value.accounts).toEqual([{ id: 'acct_1', plan: 'free', features: ['business_calendars'] }]);
    const stored = await result.value.stores.keys.findKey(await sha256Hex(KEY));
    expect(stored).toEqual({ sha256: await sha256Hex(KEY), accountId: 'acct_1', status: 'active', expiresAt: '2030-01-01T00:00:00Z', environment: 'test' });
    expect(await result.value.stores.calendars.findCalendar('acct_1', UUID.toUpperCase())).toMatchObject({ country_code: 'DE' });
    expect(await result.value.stores.calendars.findCalendar('acct_2', UUID)).toBeUndefined();
  });

  it('applies defaults: test environment, enabled, no plan overrides, no accounts', async () => {
    const result = await loadGatewayConfig({});
    expect(result.ok && { environment: result.value.environment, enabled: result.value.enabled, plans: result.value.plans }).toEqual({ environment: 'test', enabled: true, plans: {} });
  });

  it('reads the store: memory by default, Redis with a namespace per environment unless one is given', async () => {
    const memory = await loadGatewayConfig({ environment: 'live' });
    expect(memory.ok && memory.value.store).toEqual({ namespace: 'daycalc:live' });
    expect(memory.ok && memory.value.stores.history).toBeDefined();
    const redis = await loadGatewayConfig({ store: { redis: 'rediss://user:secret@redis.internal:6380/2' } });
    expect(redis.ok && redis.value.store).toEqual({ redis: 'rediss://user:secret@redis.internal:6380/2', namespace: 'daycalc:test' });
    const named = await loadGatewayConfig({ store: { redis: 'redis://127.0.0.1:6379', namespace: 'eu-1:daycalc' } });
    expect(named.ok && named.value.store.namespace).toBe('eu-1:daycalc');
  });

  it('keeps a key\u2019s name (both forms) and the environment of its prefix, and lists an account\u2019s keys in config order', async () => {
    const other = 'daycalc_test_otherotherother0123456789';
    const hashOnly = 'c'.repeat(64);
    const result = await loadGatewayConfig({
      environment: 'test',
      accounts: [
        {
          id: 'acct_1',
          plan: 'business',
          keys: [
            { sha256: hashOnly.toUpperCase(), name: 'Staging \u{1F680}' },
            { key: KEY, name: 'CI pipeline', status: 'revoked' },
            { key: other },
          ],
        },
        { id: 'acct_2', plan: 'free' },
      ],
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const listed = await result.value.stores.keys.listKeys?.('acct_1');
    expect(listed).toEqual([
      { sha256: hashOnly, accountId: 'acct_1', status: 'active', name: 'Staging \u{1F680}' },
      { sha256: await sha256Hex(KEY), accountId: 'acct_1', status: 'revoked', name: 'CI pipeline', environment: 'test' },
      { sha256: await sha256Hex(other), accountId: 'acct_1', status: 'active', environment: 'test' },
    ]);
    expect(await result.value.stores.keys.findKey(await sha256Hex(KEY))).toEqual(listed?.[1]);
    expect(await result.value.stores.keys.listKeys?.('acct_2')).toEqual([]);
    expect(await result.value.stores.keys.listKeys?.('acct_unknown')).toEqual([]);
    // The memory stores a loaded config comes with also keep revocations and managed calendars.
    const { keyState, managedCalendars } = result.value.stores;
    await keyState?.revokeKey(hashOnly, 0);
    expect([await keyState?.isRevoked(hashOnly), await keyState?.isRevoked(await sha256Hex(other))]).toEqual([true, false]);
    expect(await managedCalendars?.listCalendars('acct_1')).toEqual([]);
    // 64 characters (counted as characters, not UTF-16 units) is the longest name.
    const longest = await loadGatewayConfig({ accounts: [{ id: 'a', plan: 'pro', keys: [{ key: KEY, name: '\u{1F680}'.repeat(64) }] }] });
    expect(longest.ok).toBe(true);
  });

  it('keeps a key name of any script without its leading and trailing spaces (the rule the rename endpoint applies)', async () => {
    const result = await loadGatewayConfig({ ...testConfig, accounts: [{ ...testConfig.accounts[0], keys: [{ key: KEY, name: `  Bürorechner 東京 ${'🚀'.repeat(40)}  ` }] }] });
    expect(result.ok && result.value.keys[0]?.name).toBe(`Bürorechner 東京 ${'🚀'.repeat(40)}`);
  });

  it('never keeps key text: only the hash reaches the store', async () => {
    const result = await loadGatewayConfig(testConfig);
    expect(JSON.stringify(result)).not.toContain('freefreefree');
  });

  const bad: Array<[string, (config: any) => unknown, RegExp]> = [
    ['not an object', () => [], /config/],
    ['unknown top-level field', (config) => ({ ...config, port: 1 }), /port/],
    ['bad environment', (config) => ({ ...config, environment: 'prod' }), /environment: must be "live" or "test"/],
    ['a store that is not Redis', (config) => ({ ...config, store: { redis: 'http://127.0.0.1:6379' } }), /store\.redis: must be a redis:\/\/ or rediss:\/\/ URL/],
    ['a Redis URL with spaces', (config) => ({ ...config, store: { redis: 'redis://local host' } }), /store\.redis/],
    ['an unknown store field', (config) => ({ ...config, store: { postgres: 'x' } }), /store/],
    ['a namespace with spaces', (config) => ({ ...config, store: { namespace: 'my app' } }), /store\.namespace: must be 1-64/],
    ['unknown plan in plans', (config) => ({ ...config, plans: { gold: { per_minute: 1 } } }), /gold/],
    ['bad plan limit', (config) => ({ ...config, plans: { free: { per_minute: 0 } } }), /plans\.free\.per_minute/],
    ['unknown plan on an account', (config) => ({ ...config, accounts: [{ ...config.accounts[0], plan: 'gold' }] }), /accounts\[0\]\.plan: must be one of free, pro, business/],
    ['unknown feature', (config) => ({ ...config, accounts: [{ ...config.accounts[0], features: ['teleport'] }] }), /accounts\[0\]\.features\[0\]/],
    ['too many keys for the plan', (config) => ({ ...config, accounts: [{ ...config.accounts[0], keys: [{ key: KEY }, { key: `${KEY}X` }] }] }), /free plan allows 1 active key, this account has 2/],
    ['malformed key', (config) => ({ ...config, accounts: [{ ...config.accounts[0], keys: [{ key: 'daycalc_test_short' }] }] }), /accounts\[0\]\.keys\[0\]\.key: malformed key/],
    ['key of the other environment', (config) => ({ ...config, accounts: [{ ...config.accounts[0], keys: [{ key: KEY.replace('_test_', '_live_') }] }] }), /live key cannot be used by a test gateway/],
    ['bad sha256', (config) => ({ ...config, accounts: [{ ...config.accounts[0], keys: [{ sha256: 'abc' }] }] }), /accounts\[0\]\.keys\[0\]/],
    ['an empty key name', (config) => ({ ...config, accounts: [{ ...config.accounts[0], keys: [{ key: KEY, name: '' }] }] }), /accounts\[0\]\.keys\[0\]\.name: must be 1-64 characters/],
    ['a key name of 65 characters', (config) => ({ ...config, accounts: [{ ...config.accounts[0], keys: [{ sha256: 'a'.repeat(64), name: 'x'.repeat(65) }] }] }), /accounts\[0\]\.keys\[0\]\.name: must be 1-64 characters/],
    ['a key name of spaces only', (config) => ({ ...config, accounts: [{ ...config.accounts[0], keys: [{ key: KEY, name: '   ' }] }] }), /keys\[0\]\.name: must not be only spaces/],
    ['a key name with a line break', (config) => ({ ...config, accounts: [{ ...config.accounts[0], keys: [{ key: KEY, name: 'CI\npipeline' }] }] }), /keys\[0\]\.name: must not contain control characters/],
    ['a key name with a bidirectional override', (config) => ({ ...config, accounts: [{ ...config.accounts[0], keys: [{ key: KEY, name: 'evil\u202egnp' }] }] }), /keys\[0\]\.name: must not contain bidirectional controls/],
    ['a key name with a lone surrogate', (config) => ({ ...config, accounts: [{ ...config.accounts[0], keys: [{ key: KEY, name: 'half \ud800' }] }] }), /keys\[0\]\.name: must not contain a lone surrogate/],
    ['a key name holding a key', (config) => ({ ...config, accounts: [{ ...config.accounts[0], keys: [{ sha256: 'a'.repeat(64), name: `was ${KEY}` }] }] }), /keys\[0\]\.name: must not contain an API key/],
    ['a key name that is not a string', (config) => ({ ...config, accounts: [{ ...config.accounts[0], keys: [{ key: KEY, name: 7 }] }] }), /accounts\[0\]\.keys\[0\]: must be \{ key, name\?/],
    ['bad expires_at', (config) => ({ ...config, accounts: [{ ...config.accounts[0], keys: [{ key: KEY, expires_at: 'soon' }] }] }), /expires_at/],
    ['duplicate account ids', (config) => ({ ...config, accounts: [config.accounts[0], { id: 'acct_1', plan: 'pro' }] }), /accounts\[1\]\.id: duplicate account id "acct_1"/],
    ['duplicate keys', (config) => ({ ...config, accounts: [config.accounts[0], { id: 'acct_2', plan: 'pro', keys: [{ key: KEY }] }] }), /accounts\[1\]\.keys\[0\]: duplicate key/],
    ['duplicate calendar ids', (config) => ({ ...config, accounts: [config.accounts[0], { id: 'acct_2', plan: 'pro', calendars: [{ id: UUID.toUpperCase() }] }] }), /accounts\[1\]\.calendars\[0\]\.id: duplicate calendar id/],
    ['calendar id not a uuid', (config) => ({ ...config, accounts: [{ ...config.accounts[0], calendars: [{ id: 'cal-1' }] }] }), /accounts\[0\]\.calendars\[0\]: .*UUID/],
    ['calendar with an unknown country', (config) => ({ ...config, accounts: [{ ...config.accounts[0], calendars: [{ id: UUID, country_code: 'ZZ' }] }] }), /accounts\[0\]\.calendars\[0\]: .*ZZ/],
    ['calendar with an unknown subdivision', (config) => ({ ...config, accounts: [{ ...config.accounts[0], calendars: [{ id: UUID, country_code: 'DE', subdivision_code: 'XX' }] }] }), /accounts\[0\]\.calendars\[0\]: .*XX/],
    ['calendar with an impossible date', (config) => ({ ...config, accounts: [{ ...config.accounts[0], calendars: [{ id: UUID, excluded_dates: ['2026-02-30'] }] }] }), /excluded_dates\[0\]/],
  ];
  it.each(bad)('rejects %s with a message naming it', async (_name, change, pattern) => {
    expect(await problemsOf(change(await issueExample()))).toMatch(pattern);
  });
});
