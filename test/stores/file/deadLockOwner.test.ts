import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFileCalendarStore } from '../../../src/stores/file/fileCalendarStore.ts';
import { FileLockTimeoutError, takeFileLock } from '../../../src/stores/file/takeFileLock.ts';
import { managedCalendar, uuidOf } from '../../contract/storeFixtures.ts';

let folder: string;
beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'daycalc-deadlock-'));
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

const TAKE_FILE_LOCK = new URL('../../../src/stores/file/takeFileLock.ts', import.meta.url).pathname;

/** Starts a process that takes the lock and keeps it; resolves once it holds it. */
function holder(file: string): Promise<ReturnType<typeof spawn>> {
  const script = `import { takeFileLock } from ${JSON.stringify(TAKE_FILE_LOCK)}; await takeFileLock(${JSON.stringify(file)}); process.stdout.write('locked\\n'); setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => (chunk.toString().includes('locked') ? resolve(child) : undefined));
    child.on('exit', (code) => reject(new Error(`the holder exited (${code}) before taking the lock`)));
  });
}

/** Kills with SIGKILL (no clean-up runs: the lock file stays) and waits for the exit. */
const killHard = (child: ReturnType<typeof spawn>): Promise<unknown> => new Promise((resolve) => (child.once('exit', resolve), child.kill('SIGKILL')));

/** A pid that no process has now: a child that has exited. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid!;
}

describe('a lock whose owner was killed with kill -9 (issue 28 item 8)', () => {
  it('is broken at once, with a message, not after 30 s of waiting', async () => {
    const file = join(folder, 'config.json');
    const child = await holder(file);
    await killHard(child);
    expect(existsSync(`${file}.lock`)).toBe(true);
    const broken: string[] = [];
    // Before: the lock was only broken once 30 s old, so this waiter timed out.
    const release = await takeFileLock(file, { timeoutMs: 2_000, onBroken: (message) => broken.push(message) });
    expect(broken).toEqual([`broke the lock ${file}.lock: its owner, process ${child.pid} of this host, is gone`]);
    await release();
    expect(existsSync(`${file}.lock`)).toBe(false);
  });

  it('is not broken while its owner lives, nor when it names another host or only a pid', async () => {
    const file = join(folder, 'config.json');
    const child = await holder(file);
    try {
      await expect(takeFileLock(file, { timeoutMs: 300, onBroken: () => expect.fail('broken') })).rejects.toBeInstanceOf(FileLockTimeoutError);
    } finally {
      await killHard(child);
    }
    const pid = await deadPid();
    for (const text of [`${pid} another-host-${hostname()}\n`, `${pid}\n`]) {
      writeFileSync(`${file}.lock`, text);
      await expect(takeFileLock(file, { timeoutMs: 300 }), text).rejects.toBeInstanceOf(FileLockTimeoutError);
    }
  });

  it('lets the account\'s next calendar write through at once (no 503) after its writer died holding the lock', async () => {
    const store = createFileCalendarStore(folder, { lockTimeoutMs: 1_000 });
    expect(await store.createCalendar('acct_1', managedCalendar(uuidOf(1), 0), 100)).toBe('created');
    const [accountFile] = readdirSync(join(folder, 'calendars')).filter((name) => name.endsWith('.json'));
    writeFileSync(join(folder, 'calendars', `${accountFile}.lock`), `${await deadPid()} ${hostname()}\n`);
    const saved = process.stderr.write;
    process.stderr.write = () => true;
    try {
      expect(await store.createCalendar('acct_1', managedCalendar(uuidOf(2), 1), 100)).toBe('created');
    } finally {
      process.stderr.write = saved;
    }
    expect((await store.listCalendars('acct_1')).map((calendar) => calendar.id)).toEqual([uuidOf(1), uuidOf(2)]);
  });
});
