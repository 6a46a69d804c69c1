import { appendFileSync, mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServe, stop, type Server } from './_serve.ts';

// Issue 17, item 11: serve reacts to its config file (and a ConfigMap's ..data swap, keys.test.ts),
// not to every event in the config's directory: a log file written beside the config costs nothing.

const KEY = 'daycalc_test_WatchKey0123456789abcdefgh';
const configText = (status: 'active' | 'revoked') => JSON.stringify({ environment: 'test', accounts: [{ id: 'acct_w', plan: 'pro', keys: [{ key: KEY, status }] }] });
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('daycalc serve watches its config file, nothing else in the directory', () => {
  // daycalc.json -> conf/daycalc.json: an edit of the target in place makes no event in the watched
  // directory, so whether serve re-reads the file on another file's event can be seen.
  const dir = mkdtempSync(join(tmpdir(), 'daycalc-watch-'));
  let server: Server;
  const call = () =>
    fetch(`${server.origin}/api/v1/day-of-week`, { method: 'POST', headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' }, body: '{"date":"2024-07-04"}' });

  beforeAll(async () => {
    mkdirSync(join(dir, 'conf'));
    writeFileSync(join(dir, 'conf', 'daycalc.json'), configText('active'));
    symlinkSync(join('conf', 'daycalc.json'), join(dir, 'daycalc.json'));
    server = await startServe(['--config', join(dir, 'daycalc.json')]);
  });
  afterAll(async () => {
    if (server) await stop(server);
  });

  it('does not re-read the config when a log file beside it is written', async () => {
    expect((await call()).status).toBe(200);
    writeFileSync(join(dir, 'conf', 'daycalc.json'), configText('revoked'));
    for (let index = 0; index < 40; index++) {
      appendFileSync(join(dir, 'access.log'), `line ${index}\n`);
      await pause(5);
    }
    writeFileSync(join(dir, 'other.json'), '{}');
    await pause(400);
    expect(server.stdout).not.toContain('config reloaded');
    expect((await call()).status).toBe(200);
    // SIGHUP reloads on demand.
    server.child.kill('SIGHUP');
    const deadline = Date.now() + 5_000;
    while (!server.stdout.includes('config reloaded (SIGHUP)') && Date.now() < deadline) await pause(20);
    expect((await call()).status).toBe(401);
  });
});
