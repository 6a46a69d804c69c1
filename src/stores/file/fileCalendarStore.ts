import { access, constants, mkdir, open, stat, type FileHandle } from 'node:fs/promises';
import type { BigIntStats } from 'node:fs';
import { join } from 'node:path';
import { sha256Hex } from '../../keys/sha256Hex.ts';
import { StoreUnavailableError } from '../storeUnavailableError.ts';
import type { ManagedCalendar, ManagedCalendarStore } from '../stores.ts';
import { replaceFileAtomically } from './replaceFileAtomically.ts';
import { FileLockTimeoutError, takeFileLock } from './takeFileLock.ts';

/** Options of `createFileCalendarStore`. */
export interface FileCalendarStoreOptions {
  /** How long a change waits for another process's lock on the account's file before it answers 503 (default 5,000 ms). */
  readonly lockTimeoutMs?: number;
  /** A lock file older than this was left by a process that died while writing, and is broken (default 30,000 ms). */
  readonly staleLockMs?: number;
}

/** What one account's file holds. */
interface AccountFile {
  readonly account_id: string;
  /** Oldest first. */
  readonly calendars: ManagedCalendar[];
}

/** A file's contents as last read, with what identifies that version of the file. */
interface Cached {
  readonly version: string;
  readonly calendars: ManagedCalendar[];
}

/** The longest escaped account id used as a file name; the lock and temporary files add up to about 30 bytes, and names stop at 255. */
const MAX_ESCAPED_NAME = 200;

/**
 * The file name of an account: lower-case letters, digits, `_` and `-` as they are, every other
 * character (upper case too) as `%XX` of its UTF-8 bytes. No two accounts share a name, also on a
 * file system that ignores case (macOS, Windows), and no name is `.`, `..` or holds a `/`. An id
 * whose escaped form would be longer than 200 characters (a file name stops at 255 bytes) is named
 * `~` and the SHA-256 of the id in hex instead (`~` never appears in an escaped name; the file keeps
 * the id itself in `account_id`).
 */
const fileNameOf = (accountId: string): string => {
  const escaped = [...new TextEncoder().encode(accountId)]
    .map((byte) => (/[a-z0-9_-]/.test(String.fromCharCode(byte)) ? String.fromCharCode(byte) : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`))
    .join('');
  return `${escaped.length <= MAX_ESCAPED_NAME ? escaped : `~${sha256Hex(accountId)}`}.json`;
};

/** Which version of a file a stat describes: a write replaces the file (a rename), so its inode, size or times change. */
const versionOf = (stats: BigIntStats): string => `${stats.ino}:${stats.size}:${stats.mtimeNs}:${stats.ctimeNs}`;

const isMissing = (error: unknown): boolean => (error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT';
const unavailable = (what: string, error: unknown): StoreUnavailableError =>
  new StoreUnavailableError(`the calendar store cannot ${what}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });

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
  const lockTimeoutMs = options.lockTimeoutMs ?? 5_000;
  const staleLockMs = options.staleLockMs ?? 30_000;
  const folder = join(dir, 'calendars');
  const cache = new Map<string, Cached>();
  const queues = new Map<string, Promise<unknown>>();
  const fileOf = (accountId: string): string => join(folder, fileNameOf(accountId));

  /** The account's calendars as the file holds them now (from memory when the file has not changed). */
  const read = async (accountId: string): Promise<ManagedCalendar[]> => {
    const file = fileOf(accountId);
    let handle: FileHandle;
    try {
      const stats = await stat(file, { bigint: true });
      const cached = cache.get(accountId);
      if (cached !== undefined && cached.version === versionOf(stats)) return cached.calendars;
      handle = await open(file, 'r');
    } catch (error) {
      if (!isMissing(error)) throw unavailable(`read ${file}`, error);
      cache.delete(accountId);
      return [];
    }
    try {
      // The version and the text of one open file, even if another process renames a new one in meanwhile.
      const version = versionOf(await handle.stat({ bigint: true }));
      const text = await handle.readFile('utf8');
      const parsed = JSON.parse(text) as Partial<AccountFile>;
      if (!Array.isArray(parsed.calendars)) throw new Error('no "calendars" list in it');
      // Every entry at least an object with a string id (the views and lookups rely on it): a file
      // edited by hand into another shape is a store fault (503), never a 500 deeper in.
      const malformed = parsed.calendars.findIndex((calendar: unknown) => typeof calendar !== 'object' || calendar === null || typeof (calendar as { id?: unknown }).id !== 'string');
      if (malformed !== -1) throw new Error(`calendars[${malformed}] is not a calendar with a string id`);
      cache.set(accountId, { version, calendars: parsed.calendars });
      return parsed.calendars;
    } catch (error) {
      throw unavailable(`read ${file}`, error);
    } finally {
      await handle.close();
    }
  };

  /** Takes the account's lock file, breaking a stale one; throws `StoreUnavailableError` after the timeout. */
  const lock = async (file: string): Promise<() => Promise<void>> => {
    try {
      return await takeFileLock(file, { timeoutMs: lockTimeoutMs, staleMs: staleLockMs });
    } catch (error) {
      if (error instanceof FileLockTimeoutError) throw new StoreUnavailableError(`the calendar store cannot change ${file}: ${error.message}`);
      throw unavailable(`lock ${file}`, error);
    }
  };

  /** Writes the account's file atomically: a flushed temporary file renamed over it. */
  const write = async (accountId: string, calendars: ManagedCalendar[]): Promise<void> => {
    const file = fileOf(accountId);
    try {
      await replaceFileAtomically(file, `${JSON.stringify({ account_id: accountId, calendars } satisfies AccountFile, null, 2)}\n`);
      cache.set(accountId, { version: versionOf(await stat(file, { bigint: true })), calendars });
    } catch (error) {
      throw unavailable(`write ${file}`, error);
    }
  };

  /** Runs one change of an account: queued behind this process's other changes of it, under the account's lock file. */
  const change = <T>(accountId: string, decide: (calendars: ManagedCalendar[]) => { readonly next?: ManagedCalendar[]; readonly answer: T }): Promise<T> => {
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
