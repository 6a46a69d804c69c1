import type { BigIntStats } from 'node:fs';
import { open, stat, type FileHandle } from 'node:fs/promises';
import { join } from 'node:path';
import { sha256Hex } from '../../keys/sha256Hex.ts';
import { StoreUnavailableError } from '../storeUnavailableError.ts';
import type { ManagedCalendar } from '../stores.ts';
import { replaceFileAtomically } from './replaceFileAtomically.ts';

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
/** A file system failure as the store's 503: what the store could not do, and why. */
export const unavailable = (what: string, error: unknown): StoreUnavailableError =>
  new StoreUnavailableError(`the calendar store cannot ${what}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });

/**
 * The calendars of an account's file text: a `calendars` list whose every entry is at least an object
 * with a string id (the views and lookups rely on it); anything else throws, and the caller makes a
 * file edited by hand into another shape a store fault (503), never a 500 deeper in.
 */
function parseAccountFile(text: string): ManagedCalendar[] {
  const parsed = JSON.parse(text) as Partial<AccountFile>;
  if (!Array.isArray(parsed.calendars)) throw new Error('no "calendars" list in it');
  const malformed = parsed.calendars.findIndex((calendar: unknown) => typeof calendar !== 'object' || calendar === null || typeof (calendar as { id?: unknown }).id !== 'string');
  if (malformed !== -1) throw new Error(`calendars[${malformed}] is not a calendar with a string id`);
  return parsed.calendars;
}

/** The account files of one `calendars/` folder, read through a cache of each file's last version. */
export interface AccountFiles {
  /** The path of the account's file. */
  fileOf(accountId: string): string;
  /** The account's calendars as the file holds them now (from memory when the file has not changed); none when there is no file. */
  read(accountId: string): Promise<ManagedCalendar[]>;
  /** Writes the account's file atomically: a flushed temporary file renamed over it. */
  write(accountId: string, calendars: ManagedCalendar[]): Promise<void>;
}

/**
 * Reads and writes the account files of the file calendar store, one JSON file per account
 * (`{ "account_id", "calendars": [...] }`), keeping each file's last read version in memory: a read
 * stats the file and reads it again only when its inode, size or times changed. Failures become
 * `StoreUnavailableError` naming the file.
 *
 * @param folder - The `calendars/` folder of the data directory.
 * @returns The reader and writer.
 * @example
 * const files = createAccountFiles('/var/lib/daycalc/calendars');
 * await files.read('acct_1') //=> []
 */
export function createAccountFiles(folder: string): AccountFiles {
  const cache = new Map<string, Cached>();
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
      const calendars = parseAccountFile(await handle.readFile('utf8'));
      cache.set(accountId, { version, calendars });
      return calendars;
    } catch (error) {
      throw unavailable(`read ${file}`, error);
    } finally {
      await handle.close();
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

  return { fileOf, read, write };
}
