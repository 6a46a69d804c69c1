import { access, constants, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { StoreUnavailableError } from '../storeUnavailableError.ts';
import type { ManagedCalendar, ManagedCalendarStore } from '../stores.ts';
import { createAccountFiles, unavailable, type AccountFiles } from './accountFiles.ts';
import { FileLockTimeoutError, takeFileLock } from './takeFileLock.ts';

/** Options of `createFileCalendarStore`. */
export interface FileCalendarStoreOptions {
  /** How long a change waits for another process's lock on the account's file before it answers 503 (default 5,000 ms). */
  readonly lockTimeoutMs?: number;
  /** A lock file older than this was left by a process that died while writing, and is broken (default 30,000 ms). */
  readonly staleLockMs?: number;
}

/** One change of an account's calendars: what to write (nothing when `next` is absent) and what to answer. */
type Decide<T> = (calendars: ManagedCalendar[]) => { readonly next?: ManagedCalendar[]; readonly answer: T };

/**
 * Runs the changes of the accounts' files one writer at a time: each change queues behind this
 * process's other changes of the account, then takes the account's lock file (breaking a stale one;
 * `StoreUnavailableError` after the timeout), reads the file fresh, decides and writes.
 *
 * @param folder - The `calendars/` folder (created at the first change).
 * @param files - The account files of that folder.
 * @param options - Lock timeout and staleness.
 * @returns `change(accountId, decide)`, resolving to the decision's answer.
 * @example
 * const change = accountChanges(folder, createAccountFiles(folder), {});
 * await change('acct_1', (calendars) => ({ next: [], answer: calendars.length }))
 */
function accountChanges(folder: string, files: AccountFiles, options: FileCalendarStoreOptions): <T>(accountId: string, decide: Decide<T>) => Promise<T> {
  const lockTimeoutMs = options.lockTimeoutMs ?? 5_000;
  const staleLockMs = options.staleLockMs ?? 30_000;
  const queues = new Map<string, Promise<unknown>>();
  const { read, write, fileOf } = files;

  /** Takes the account's lock file, breaking a stale one; throws `StoreUnavailableError` after the timeout. */
  const lock = async (file: string): Promise<() => Promise<void>> => {
    try {
      return await takeFileLock(file, { timeoutMs: lockTimeoutMs, staleMs: staleLockMs });
    } catch (error) {
      if (error instanceof FileLockTimeoutError) throw new StoreUnavailableError(`the calendar store cannot change ${file}: ${error.message}`);
      throw unavailable(`lock ${file}`, error);
    }
  };

  return <T>(accountId: string, decide: Decide<T>): Promise<T> => {
    const run = async (): Promise<T> => {
      const file = fileOf(accountId);
      try {
        await mkdir(folder, { recursive: true });
      } catch (error) {
        throw unavailable(`create ${folder}`, error);
      }
      const release = await lock(file);
      try {
        const { next, answer } = decide(await read(accountId));
        if (next !== undefined) await write(accountId, next);
        return answer;
      } finally {
        await release();
      }
    };
    const queued = (queues.get(accountId) ?? Promise.resolve()).then(run, run);
    const settled = queued.catch(() => undefined);
    queues.set(accountId, settled);
    void settled.then(() => {
      if (queues.get(accountId) === settled) queues.delete(accountId);
    });
    return queued;
  };
}

/**
 * Creates the managed-calendar store of `daycalc serve --data-dir DIR` when there is no Redis: one
 * JSON file per account, `DIR/calendars/<account>.json` (`{ "account_id", "calendars": [...] }`,
 * oldest first; the account id escaped into a safe file name). It survives restarts and is shared by
 * every process on the same directory:
 *
 * - **Atomic writes.** A change writes a new file beside the old one (`….tmp`), flushes it to disk
 *   and renames it over the old one, so a reader (or a crash) sees the old file or the new, never
 *   half of one.
 * - **Seen at the next read.** Each read stats the file and reads it again when its inode, size or
 *   times changed (every write is a rename, so a new inode), so a change by another process is seen
 *   by the next call here; an unchanged file is served from memory.
 * - **One writer at a time.** A change takes the account's lock file (`<account>.json.lock`,
 *   created exclusively), reads the file fresh, decides (the 100-calendar limit, not found) and
 *   writes, then removes the lock: creations racing in several processes never go over the limit.
 *   Changes in one process also queue in memory first. A lock whose owner, a process of this host,
 *   is gone (killed while writing) is broken at once, with a line on stderr; any other lock older
 *   than `staleLockMs` is broken too; a lock still held after `lockTimeoutMs` answers 503.
 *
 * Unreadable files, a full disk or a lock that is not released become `StoreUnavailableError`
 * (503), naming the problem. Ids are stored in lower case and matched case-insensitively.
 *
 * @param dir - The data directory (`--data-dir`); `calendars/` is created in it at the first write.
 * @param options - Lock timeout and staleness.
 * @returns The store.
 * @example
 * const calendars = createFileCalendarStore('/var/lib/daycalc');
 * await calendars.createCalendar('acct_1', calendar, 100) //=> 'created'
 */
export function createFileCalendarStore(dir: string, options: FileCalendarStoreOptions = {}): ManagedCalendarStore {
  const folder = join(dir, 'calendars');
  const files = createAccountFiles(folder);
  const change = accountChanges(folder, files, options);
  const { read } = files;

  const sameId = (id: string) => (calendar: ManagedCalendar) => calendar.id.toLowerCase() === id.toLowerCase();

  return {
    listCalendars: async (accountId) => [...(await read(accountId))],
    getCalendar: async (accountId, calendarId) => (await read(accountId)).find(sameId(calendarId)),
    createCalendar: (accountId, calendar, maxPerAccount) =>
      change(accountId, (calendars) => {
        if (calendars.some(sameId(calendar.id))) throw new Error(`calendar ${calendar.id} already exists`);
        if (calendars.length >= maxPerAccount) return { answer: 'limit' as const };
        return { next: [...calendars, { ...calendar, id: calendar.id.toLowerCase() }], answer: 'created' as const };
      }),
    replaceCalendar: (accountId, calendar) =>
      change(accountId, (calendars) => {
        const index = calendars.findIndex(sameId(calendar.id));
        if (index === -1) return { answer: 'not_found' as const };
        return { next: calendars.map((old, at) => (at === index ? { ...calendar, id: calendar.id.toLowerCase() } : old)), answer: 'replaced' as const };
      }),
    deleteCalendar: (accountId, calendarId) =>
      change(accountId, (calendars) => {
        const kept = calendars.filter((calendar) => !sameId(calendarId)(calendar));
        return kept.length === calendars.length ? { answer: false } : { next: kept, answer: true };
      }),
    async ping() {
      try {
        await mkdir(folder, { recursive: true });
        await access(folder, constants.R_OK | constants.W_OK);
        return true;
      } catch (error) {
        throw unavailable(`use ${folder}`, error);
      }
    },
  };
}
