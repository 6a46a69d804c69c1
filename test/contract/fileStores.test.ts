import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { createFileCalendarStore } from '../../src/stores/file/fileCalendarStore.ts';
import { isStoreUnavailable } from '../../src/stores/storeUnavailableError.ts';
import type { ManagedCalendarStore } from '../../src/stores/stores.ts';
import { calendarContract } from './managedCalendarStore.contract.ts';
import { managedCalendar, uuidOf } from './storeFixtures.ts';

const run = promisify(execFile);
const root = mkdtempSync(join(tmpdir(), 'daycalc-file-store-'));
let dirCount = 0;
const freshDir = (): string => join(root, `d${(dirCount += 1)}`);
const START = Date.UTC(2026, 10, 23, 12, 0, 0);

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('store contract: the file calendar store (daycalc serve --data-dir)', () => {
  // A second handle is a second store on the same directory: its own memory, as another process has.
  const dirs = new WeakMap<ManagedCalendarStore, string>();
  calendarContract(() => ({
    create: async () => {
      const dir = freshDir();
      const store = createFileCalendarStore(dir);
      dirs.set(store, dir);
      return store;
    },
    share: async (store) => {
      const dir = dirs.get(store);
      if (dir === undefined) throw new Error('share() takes a store made by create()');
      const shared = createFileCalendarStore(dir);
      dirs.set(shared, dir);
      return shared;
    },
  }));
});

describe('file calendar store: files, restarts, other processes', () => {
  it('keeps one JSON file per account that a new store (a restart) reads back, and leaves no temporary or lock file', async () => {
    const dir = freshDir();
    const store = createFileCalendarStore(dir);
    await store.createCalendar('acct_1', managedCalendar(uuidOf(1), START), 100);
    await store.createCalendar('Acct_1', managedCalendar(uuidOf(2), START), 100);
    await store.replaceCalendar('acct_1', managedCalendar(uuidOf(1), START, 'renamed'));
    expect(readdirSync(join(dir, 'calendars')).sort()).toEqual(['%41cct_1.json', 'acct_1.json']);
    const file = JSON.parse(readFileSync(join(dir, 'calendars', 'acct_1.json'), 'utf8')) as unknown;
    expect(file).toEqual({ account_id: 'acct_1', calendars: [managedCalendar(uuidOf(1), START, 'renamed')] });
    const restarted = createFileCalendarStore(dir);
    expect(await restarted.listCalendars('acct_1')).toEqual([managedCalendar(uuidOf(1), START, 'renamed')]);
    expect(await restarted.listCalendars('Acct_1')).toEqual([managedCalendar(uuidOf(2), START)]);
  });

  it('keeps the calendars of accounts whose escaped id would be too long a file name (long, or not ASCII), apart', async () => {
    const dir = freshDir();
    const store = createFileCalendarStore(dir);
    const long = 'X'.repeat(90); // 270 characters escaped
    const cjk = '\u65e5\u672c'.repeat(14); // 28 characters of 3 UTF-8 bytes: 252 escaped
    await store.createCalendar(long, managedCalendar(uuidOf(1), START), 100);
    await store.createCalendar(cjk, managedCalendar(uuidOf(2), START), 100);
    await store.createCalendar('X'.repeat(89), managedCalendar(uuidOf(3), START), 100);
    const restarted = createFileCalendarStore(dir);
    expect(await restarted.listCalendars(long)).toEqual([managedCalendar(uuidOf(1), START)]);
    expect(await restarted.listCalendars(cjk)).toEqual([managedCalendar(uuidOf(2), START)]);
    expect(await restarted.listCalendars('X'.repeat(89))).toEqual([managedCalendar(uuidOf(3), START)]);
    const names = readdirSync(join(dir, 'calendars'));
    expect(names).toHaveLength(3);
    for (const name of names) expect(Buffer.byteLength(name)).toBeLessThanOrEqual(205);
    // Named by the id's SHA-256 as before the store used the package's one implementation (node:crypto is the oracle), so a data directory keeps working.
    for (const id of [long, cjk]) expect(names).toContain(`~${createHash('sha256').update(id).digest('hex')}.json`);
  });

  it('sees a file another store instance wrote after this one cached it (the next read re-reads a changed file)', async () => {
    const dir = freshDir();
    const a = createFileCalendarStore(dir);
    const b = createFileCalendarStore(dir);
    await a.createCalendar('acct_1', managedCalendar(uuidOf(1), START, 'one'), 100);
    // b reads (and caches) the file, then a changes it several times in quick succession.
    expect((await b.getCalendar('acct_1', uuidOf(1)))?.name).toBe('one');
    for (const name of ['two', 'six', 'ten']) {
      await a.replaceCalendar('acct_1', managedCalendar(uuidOf(1), START, name));
      expect((await b.getCalendar('acct_1', uuidOf(1)))?.name).toBe(name);
    }
    await a.deleteCalendar('acct_1', uuidOf(1));
    expect(await b.listCalendars('acct_1')).toEqual([]);
  });

  it('holds the limit when two real processes create at once on one directory', async () => {
    const dir = freshDir();
    const script = `
      const { createFileCalendarStore } = await import(${JSON.stringify(new URL('../../src/stores/file/fileCalendarStore.ts', import.meta.url).pathname)});
      const store = createFileCalendarStore(${JSON.stringify(dir)});
      const base = Number(process.argv.at(-1));
      const outcomes = await Promise.all(Array.from({ length: 15 }, (_, n) => {
        const at = new Date(${START} + n).toISOString();
        const id = '0b5c7f3e-4a7d-4b8e-9f21-' + (base + n).toString(16).padStart(12, '0');
        return store.createCalendar('acct_race', { id, country_code: 'DE', created_at: at, updated_at: at }, 12);
      }));
      process.stdout.write(JSON.stringify(outcomes));
    `;
    const child = (base: number) => run(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script, String(base)], { cwd: process.cwd() });
    const [one, two] = await Promise.all([child(1_000), child(2_000)]);
    const outcomes = [...(JSON.parse(one.stdout) as string[]), ...(JSON.parse(two.stdout) as string[])];
    expect(outcomes.filter((outcome) => outcome === 'created')).toHaveLength(12);
    expect(outcomes.filter((outcome) => outcome === 'limit')).toHaveLength(18);
    expect(await createFileCalendarStore(dir).listCalendars('acct_race')).toHaveLength(12);
    expect(readdirSync(join(dir, 'calendars'))).toEqual(['acct_race.json']);
  }, 30_000);

  it('breaks a lock left by a process that died, and answers 503 (StoreUnavailableError) while a live lock is held too long', async () => {
    const dir = freshDir();
    mkdirSync(join(dir, 'calendars'), { recursive: true });
    const lock = join(dir, 'calendars', 'acct_1.json.lock');
    writeFileSync(lock, '12345\n');
    const store = createFileCalendarStore(dir, { lockTimeoutMs: 150, staleLockMs: 10_000 });
    const refused = await Promise.resolve(store.createCalendar('acct_1', managedCalendar(uuidOf(1), START), 100)).catch((error: unknown) => error);
    expect(isStoreUnavailable(refused)).toBe(true);
    expect(String((refused as Error).message)).toMatch(/lock/);
    expect(await store.listCalendars('acct_1')).toEqual([]);
    // The same lock, 20 s old: a writer that died. It is broken and the change goes through.
    const old = new Date(Date.now() - 20_000);
    utimesSync(lock, old, old);
    expect(await store.createCalendar('acct_1', managedCalendar(uuidOf(1), START), 100)).toBe('created');
    expect(readdirSync(join(dir, 'calendars'))).toEqual(['acct_1.json']);
  });

  it('answers StoreUnavailableError (503), not a crash, for a file that is not the store\u2019s JSON', async () => {
    const dir = freshDir();
    mkdirSync(join(dir, 'calendars'), { recursive: true });
    writeFileSync(join(dir, 'calendars', 'acct_1.json'), '{ not json');
    writeFileSync(join(dir, 'calendars', 'acct_2.json'), '{ "calendars": 5 }');
    writeFileSync(join(dir, 'calendars', 'acct_4.json'), '{ "calendars": [{ "id": 5 }] }');
    const store = createFileCalendarStore(dir);
    for (const account of ['acct_1', 'acct_2', 'acct_4']) {
      const error = await Promise.resolve(store.listCalendars(account)).catch((caught: unknown) => caught);
      expect(isStoreUnavailable(error)).toBe(true);
      expect(String((error as Error).message)).toContain(`${account}.json`);
    }
    expect(await store.listCalendars('acct_3')).toEqual([]);
  });

  it('pings true on a usable directory and answers StoreUnavailableError where it cannot write', async () => {
    expect(await createFileCalendarStore(freshDir()).ping?.()).toBe(true);
    const file = join(root, 'a-file');
    writeFileSync(file, 'not a directory');
    const error = await Promise.resolve(createFileCalendarStore(file).ping?.()).catch((caught: unknown) => caught);
    expect(isStoreUnavailable(error)).toBe(true);
    const write = await Promise.resolve(createFileCalendarStore(file).createCalendar('a', managedCalendar(uuidOf(1), START), 100)).catch((caught: unknown) => caught);
    expect(isStoreUnavailable(write)).toBe(true);
  });
});
