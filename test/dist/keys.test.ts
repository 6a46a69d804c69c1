import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, renameSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBin, startServe, stop, type Server } from './_serve.ts';

const sha = (text: string) => createHash('sha256').update(text).digest('hex');
const KEYS = {
  one: 'daycalc_test_KeysOne0123456789abcdefgh',
  two: 'daycalc_test_KeysTwo0123456789abcdefgh',
  three: 'daycalc_test_KeysThree0123456789abcdef',
};

const cli = runBin;

/** Waits until `check` holds, at most `ms`. */
async function until(check: () => boolean, ms = 5_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
  expect(check()).toBe(true);
}

describe('daycalc keys new and hash', () => {
  it('prints a fresh key once, with its SHA-256 and the config line', async () => {
    const first = await cli(['keys', 'new', '--env', 'live']);
    const second = await cli(['keys', 'new', '--env', 'test']);
    expect(first.code).toBe(0);
    const [key, shaLine, configLine] = first.stdout.trim().split('\n');
    expect(key).toMatch(/^daycalc_live_[0-9a-f]{48}$/);
    expect(shaLine).toBe(`sha256: ${sha(key as string)}`);
    expect(JSON.parse((configLine as string).replace(/^config: /, ''))).toEqual({ sha256: sha(key as string), status: 'active' });
    expect(first.stderr).toContain('shown once');
    expect(second.stdout.split('\n')[0]).toMatch(/^daycalc_test_[0-9a-f]{48}$/);
    expect(second.stdout.split('\n')[0]).not.toBe(key);
    const hash = await cli(['keys', 'hash', key as string]);
    expect([hash.code, hash.stdout]).toEqual([0, `${sha(key as string)}\n`]);
  });

  it('names the key with --name: the config line carries the name, and a config with it loads', async () => {
    const named = await cli(['keys', 'new', '--env', 'test', '--name', 'CI pipeline "nightly" \u{1F680}']);
    expect(named.code).toBe(0);
    const [key, , configLine] = named.stdout.trim().split('\n');
    const entry = JSON.parse((configLine as string).replace(/^config: /, '')) as unknown;
    expect(entry).toEqual({ sha256: sha(key as string), name: 'CI pipeline "nightly" \u{1F680}', status: 'active' });
    // The line pasted into a config loads, and a server on it answers the key.
    const dir = mkdtempSync(join(tmpdir(), 'daycalc-keys-named-'));
    const file = join(dir, 'daycalc.json');
    writeFileSync(file, JSON.stringify({ environment: 'test', accounts: [{ id: 'acct_n', plan: 'pro', keys: [entry] }] }));
    const server = await startServe(['--config', file]);
    try {
      const response = await fetch(`${server.origin}/api/v1/add-days`, {
        method: 'POST',
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        body: '{"start_date":"2024-01-31","days":1}',
      });
      expect(response.status).toBe(200);
    } finally {
      await stop(server);
    }
    // 64 characters is the longest name.
    expect((await cli(['keys', 'new', '--env', 'live', '--name', 'n'.repeat(64)])).code).toBe(0);
  });

  it('refuses a bad --name as a usage error (status 2) that says what is wrong, printing no key', async () => {
    for (const [name, message] of [
      ['', '--name must be 1-64 characters'],
      ['n'.repeat(65), '--name must be 1-64 characters'],
      ['   ', '--name must not be only spaces'],
      ['CI\npipeline', '--name must not contain control characters'],
    ] as const) {
      const outcome = await cli(['keys', 'new', '--env', 'test', '--name', name]);
      expect([outcome.code, outcome.stdout]).toEqual([2, '']);
      expect(outcome.stderr).toContain(message);
    }
    const missing = await cli(['keys', 'new', '--env', 'test', '--name']);
    expect([missing.code, missing.stdout]).toEqual([2, '']);
  });

  it('revokes a named key, keeping its name and every other byte of the file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'daycalc-keys-revoke-named-'));
    const file = join(dir, 'daycalc.json');
    const named = `{
  "environment": "test",
  "accounts": [
    { "id": "acct_n", "plan": "business", "keys": [
      { "sha256": "${sha(KEYS.one)}", "name": "CI pipeline" },
      { "key": "${KEYS.two}", "name": "Staging", "status": "active" }
    ] }
  ]
}
`;
    writeFileSync(file, named);
    expect((await cli(['keys', 'revoke', '--config', file, sha(KEYS.one).slice(0, 12)])).code).toBe(0);
    expect((await cli(['keys', 'revoke', '--config', file, KEYS.two])).code).toBe(0);
    expect(readFileSync(file, 'utf8')).toBe(
      named
        .replace(`"name": "CI pipeline" }`, `"name": "CI pipeline", "status": "revoked" }`)
        .replace(`"name": "Staging", "status": "active"`, `"name": "Staging", "status": "revoked"`),
    );
  });

  it('refuses usage errors with status 2', async () => {
    expect((await cli(['keys', 'new'])).code).toBe(2);
    expect((await cli(['keys', 'new', '--env', 'prod'])).code).toBe(2);
    expect((await cli(['keys', 'hash', 'not-a-key'])).code).toBe(2);
    expect((await cli(['keys', 'revoke', KEYS.one])).code).toBe(2);
    expect((await cli(['keys', 'frobnicate'])).code).toBe(2);
  });
});

describe('daycalc keys revoke on a running daycalc serve', () => {
  const dir = mkdtempSync(join(tmpdir(), 'daycalc-keys-'));
  const configFile = join(dir, 'daycalc.json');
  const text = `{
  "environment": "test",
  "plans": { "business": { "per_minute": 1000 } },
  "accounts": [
    {
      "id": "acct_a",
      "plan": "business",
      "keys": [
        { "key": "${KEYS.one}" },
        { "sha256": "${sha(KEYS.two)}", "status": "active" }
      ]
    },
    { "id": "acct_b", "plan": "pro", "keys": [{ "key": "${KEYS.three}" }] }
  ]
}
`;
  let server: Server;
  const call = (key: string) =>
    fetch(`${server.origin}/api/v1/add-days`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: '{"start_date":"2024-01-31","days":1}',
    });
  const code = async (response: Response) => ((await response.json()) as { error?: { code: string } }).error?.code ?? null;

  beforeAll(async () => {
    writeFileSync(configFile, text);
    server = await startServe(['--config', configFile]);
  });
  afterAll(async () => {
    if (server) await stop(server);
  });

  it('makes the very next request with that key answer 401 REVOKED_API_KEY, without a restart; other keys and the meters carry on', async () => {
    const before = await call(KEYS.two);
    expect(before.status).toBe(200);
    const remainingBefore = Number(before.headers.get('x-quota-remaining'));

    const revoked = await cli(['keys', 'revoke', '--config', configFile, KEYS.one]);
    expect(revoked.code).toBe(0);
    expect(revoked.stdout).toContain(`revoked key ${sha(KEYS.one).slice(0, 12)} of account acct_a`);
    expect(readFileSync(configFile, 'utf8')).toBe(text.replace(`{ "key": "${KEYS.one}" }`, `{ "key": "${KEYS.one}", "status": "revoked" }`));

    const next = await call(KEYS.one);
    expect(next.status).toBe(401);
    expect(await code(next)).toBe('REVOKED_API_KEY');
    const other = await call(KEYS.two);
    expect(other.status).toBe(200);
    // The account's counters were kept across the reload: two more calls metered, not a fresh window.
    expect(Number(other.headers.get('x-quota-remaining'))).toBe(remainingBefore - 1);
    expect((await call(KEYS.three)).status).toBe(200);

    // By SHA-256 prefix, as shown in the request history.
    expect((await cli(['keys', 'revoke', '--config', configFile, sha(KEYS.two).slice(0, 12)])).code).toBe(0);
    expect(await code(await call(KEYS.two))).toBe('REVOKED_API_KEY');
    const again = await cli(['keys', 'revoke', '--config', configFile, sha(KEYS.two)]);
    expect([again.code, again.stdout]).toEqual([0, `key ${sha(KEYS.two).slice(0, 12)} of account acct_a is already revoked\n`]);
    const unknown = await cli(['keys', 'revoke', '--config', configFile, 'daycalc_test_NoSuchKey0123456789abcdef']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('no key in the config matches');
    await until(() => server.stdout.includes('config reloaded'));
  });

  it('refuses a broken edit with a logged message and keeps answering as before', async () => {
    const good = readFileSync(configFile, 'utf8');
    const stderrBefore = server.stderr.length;
    writeFileSync(configFile, good.replace('"plan": "pro"', '"plan": "platinum"'));
    await until(() => server.stderr.slice(stderrBefore).includes('config change refused'));
    expect(server.stderr.slice(stderrBefore)).toMatch(/accounts\[1\]\.plan: must be one of free, pro, business/);
    expect((await call(KEYS.three)).status).toBe(200);
    expect(await code(await call(KEYS.one))).toBe('REVOKED_API_KEY');

    writeFileSync(configFile, '{ "environment": ');
    await until(() => server.stderr.slice(stderrBefore).includes('not JSON'));
    expect((await call(KEYS.three)).status).toBe(200);

    // A valid file again, with the Pro account's key revoked by hand.
    writeFileSync(configFile, good.replace(`{ "key": "${KEYS.three}" }`, `{ "key": "${KEYS.three}", "status": "revoked" }`));
    await until(() => server.stdout.includes('config reloaded (file changed): 2 accounts') && server.stdout.split('config reloaded').length >= 4);
    expect(await code(await call(KEYS.three))).toBe('REVOKED_API_KEY');
    // SIGHUP reloads on demand (for file systems where watching does not work).
    server.child.kill('SIGHUP');
    await until(() => server.stdout.includes('config reloaded (SIGHUP)'));
    expect(server.child.exitCode).toBeNull();
    expect(await code(await call(KEYS.three))).toBe('REVOKED_API_KEY');
  });

  it('refuses to revoke in a config that does not load, leaving the file unchanged', async () => {
    const broken = join(dir, 'broken.json');
    const brokenText = `{ "environment": "test", "accounts": [ { "id": "x", "plan": "gold", "keys": [ { "key": "${KEYS.one}" } ] } ] }`;
    writeFileSync(broken, brokenText);
    const outcome = await cli(['keys', 'revoke', '--config', broken, KEYS.one]);
    expect(outcome.code).toBe(1);
    expect(outcome.stderr).toContain('accounts[0].plan');
    expect(readFileSync(broken, 'utf8')).toBe(brokenText);
  });
});

describe('daycalc serve with a config swapped through a symlink (a Kubernetes ConfigMap mount)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'daycalc-configmap-'));
  const configText = (status: 'active' | 'revoked') =>
    JSON.stringify({ environment: 'test', accounts: [{ id: 'acct_k', plan: 'pro', keys: [{ key: KEYS.one, status }] }] });
  let server: Server;

  beforeAll(async () => {
    // daycalc.json -> ..data/daycalc.json, ..data -> ..v1: an update swaps ..data, never touching daycalc.json's name.
    mkdirSync(join(dir, '..v1'));
    writeFileSync(join(dir, '..v1', 'daycalc.json'), configText('active'));
    symlinkSync('..v1', join(dir, '..data'));
    symlinkSync(join('..data', 'daycalc.json'), join(dir, 'daycalc.json'));
    server = await startServe(['--config', join(dir, 'daycalc.json')]);
  });
  afterAll(async () => {
    if (server) await stop(server);
  });

  it('sees the swap and applies the revocation without a SIGHUP', async () => {
    const call = () =>
      fetch(`${server.origin}/api/v1/add-days`, {
        method: 'POST',
        headers: { authorization: `Bearer ${KEYS.one}`, 'content-type': 'application/json' },
        body: '{"start_date":"2024-01-31","days":1}',
      });
    expect((await call()).status).toBe(200);
    mkdirSync(join(dir, '..v2'));
    writeFileSync(join(dir, '..v2', 'daycalc.json'), configText('revoked'));
    symlinkSync('..v2', join(dir, '..data_tmp'));
    renameSync(join(dir, '..data_tmp'), join(dir, '..data'));
    await until(() => server.stdout.includes('config reloaded (file changed)'));
    const after = await call();
    expect(after.status).toBe(401);
    expect(((await after.json()) as { error: { code: string } }).error.code).toBe('REVOKED_API_KEY');
  });
});
