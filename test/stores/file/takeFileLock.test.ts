import { mkdtempSync, rmSync, utimesSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FileLockTimeoutError, takeFileLock } from '../../../src/stores/file/takeFileLock.ts';

let folder: string;
beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'daycalc-lock-'));
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

/** Runs `takers` holders of one lock at once; returns the most that were ever inside together. */
async function mostInsideAtOnce(file: string, takers: number): Promise<number> {
  let inside = 0;
  let most = 0;
  await Promise.all(
    Array.from({ length: takers }, async () => {
      const release = await takeFileLock(file, { timeoutMs: 10_000 });
      inside++;
      most = Math.max(most, inside);
      await new Promise((resolve) => setTimeout(resolve, 5));
      inside--;
      await release();
    }),
  );
  return most;
}

/** Leaves a lock file as a process that died a minute ago would. */
function staleLock(file: string): void {
  writeFileSync(`${file}.lock`, '999999\n');
  const minuteAgo = new Date(Date.now() - 60_000);
  utimesSync(`${file}.lock`, minuteAgo, minuteAgo);
}

describe('takeFileLock', () => {
  it('lets one holder in at a time, and removes its lock file on release', async () => {
    const file = join(folder, 'config.json');
    expect(await mostInsideAtOnce(file, 8)).toBe(1);
    expect(existsSync(`${file}.lock`)).toBe(false);
  });

  it('breaks a lock left by a dead process (older than staleMs)', async () => {
    const file = join(folder, 'config.json');
    staleLock(file);
    const started = Date.now();
    const release = await takeFileLock(file, { timeoutMs: 2_000 });
    expect(Date.now() - started).toBeLessThan(1_000);
    await release();
  });

  it('lets one holder in at a time when many find the same stale lock at once (none breaks a fresh lock)', async () => {
    for (let round = 0; round < 40; round++) {
      const file = join(folder, `config-${round}.json`);
      staleLock(file);
      expect(await mostInsideAtOnce(file, 16), `round ${round}`).toBe(1);
    }
  });

  it('also gets past a breaker file left by a waiter that died while breaking a stale lock', async () => {
    const file = join(folder, 'config.json');
    staleLock(file);
    writeFileSync(`${file}.lock.break`, '');
    const minuteAgo = new Date(Date.now() - 60_000);
    utimesSync(`${file}.lock.break`, minuteAgo, minuteAgo);
    const release = await takeFileLock(file, { timeoutMs: 2_000 });
    expect(existsSync(`${file}.lock.break`)).toBe(false);
    await release();
  });

  it('fails with the file system\u2019s error, at once, when a stale lock cannot be broken (no spinning past the timeout)', async () => {
    // `<name>.lock` is a legal file name (255 bytes at most here) but `<name>.lock.break` is not.
    const file = join(folder, 'c'.repeat(245));
    staleLock(file);
    const started = Date.now();
    await expect(takeFileLock(file, { timeoutMs: 300 })).rejects.toMatchObject({ code: 'ENAMETOOLONG' });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('gives up with FileLockTimeoutError while a live holder keeps the lock', async () => {
    const file = join(folder, 'config.json');
    const release = await takeFileLock(file);
    await expect(takeFileLock(file, { timeoutMs: 200 })).rejects.toBeInstanceOf(FileLockTimeoutError);
    await release();
  });
});
