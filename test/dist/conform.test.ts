import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIN, startServe, stop, type Server } from './_serve.ts';

const KEY = 'daycalc_test_ConformDist0123456789abcdef';
let server: Server;

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'daycalc-conform-'));
  const file = join(dir, 'config.json');
  writeFileSync(file, JSON.stringify({ plans: { business: { per_minute: 100_000, per_month: 1_000_000 } }, accounts: [{ id: 'a', plan: 'business', keys: [{ key: KEY }] }] }));
  server = await startServe(['--config', file]);
});

afterAll(async () => {
  if (server) await stop(server);
});

describe('daycalc conform (dist) against daycalc serve (dist)', () => {
  it('finds no difference and exits 0, with a readable report that never shows the key', () => {
    const run = spawnSync(process.execPath, [BIN, 'conform', '--base-url', `${server.origin}/api/v1`, '--key', KEY, '--runs', '12', '--seed', '11'], { encoding: 'utf8', timeout: 120_000 });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('conform: no differences');
    expect(run.stdout.match(/ ok$/gm)).toHaveLength(10);
    expect(run.stdout).not.toContain(KEY);
  });
});
