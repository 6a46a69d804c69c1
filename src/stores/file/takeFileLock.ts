import { open, readFile, stat, unlink } from 'node:fs/promises';
import { hostname } from 'node:os';

/** Options of `takeFileLock`. */
export interface FileLockOptions {
  /** How long to wait for another holder, in milliseconds (default 5,000). */
  readonly timeoutMs?: number;
  /** A lock file older than this is taken as left by a dead process and broken (default 30,000). */
  readonly staleMs?: number;
  /** Told when a lock is broken because its owner is gone (default: a line on stderr). */
  readonly onBroken?: (message: string) => void;
}

/** What a lock file holds: the owner's pid and host, so a waiter on the same host can tell a dead owner at once. */
const OWNER = /^(\d{1,10}) (\S+)\n$/;

/**
 * The pid of the lock's owner when it is known to be gone: a process of this host (by the lock's text)
 * that no longer exists. A lock of another host (a shared volume), an old lock holding only a pid,
 * a lock still being written (empty), one of this process, or a process that exists but is not ours
 * to signal (EPERM) is not known dead: its age decides, as before.
 */
async function ownerIsGone(lockFile: string): Promise<number | undefined> {
  const match = OWNER.exec(await readFile(lockFile, 'utf8').catch(() => ''));
  const pid = Number(match?.[1]);
  if (match === null || match[2] !== hostname() || !(pid > 0) || pid === process.pid) return undefined;
  try {
    process.kill(pid, 0);
    return undefined;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH' ? pid : undefined;
  }
}

/** Thrown by `takeFileLock` when another process holds the lock past the timeout. */
export class FileLockTimeoutError extends Error {
  override readonly name = 'FileLockTimeoutError';
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Lets a file that is already gone pass; any other file-system error goes on to the caller. */
const ignoreMissing = (error: unknown): void => {
  if ((error as NodeJS.ErrnoException | undefined)?.code !== 'ENOENT') throw error;
};

/**
 * Takes the cross-process lock of a file: creates `<file>.lock` exclusively (it holds the pid and the
 * host name), so every process that changes the file through this lock does so one at a time. Waits
 * with a growing, jittered pause while another process holds it. Breaks the lock at once when its
 * owner was a process of this host that is gone (killed with `kill -9` while writing), with a line
 * on stderr, and otherwise when it is older than `staleMs` (an owner on another host, or a pid
 * reused). Not for network file systems without atomic exclusive creation.
 *
 * @param file - The file the lock guards.
 * @param options - Timeout and staleness.
 * @returns A function that releases the lock.
 * @throws FileLockTimeoutError when the lock stays held past the timeout; the file system's error otherwise.
 * @example
 * const release = await takeFileLock('/etc/daycalc/config.json');
 * try { await rewrite(); } finally { await release(); }
 */
export async function takeFileLock(file: string, options: FileLockOptions = {}): Promise<() => Promise<void>> {
  const lockFile = `${file}.lock`;
  const timeoutMs = options.timeoutMs ?? 5_000;
  const staleMs = options.staleMs ?? 30_000;
  const deadline = Date.now() + timeoutMs;
  for (let attempt = 0; ; attempt++) {
    try {
      const handle = await open(lockFile, 'wx');
      try {
        await handle.writeFile(`${process.pid} ${hostname()}\n`);
      } finally {
        await handle.close();
      }
      return () => unlink(lockFile).catch(() => undefined);
    } catch (error) {
      if ((error as NodeJS.ErrnoException | undefined)?.code !== 'EEXIST') throw error;
    }
    let heldSince: number;
    try {
      heldSince = (await stat(lockFile)).mtimeMs;
    } catch (error) {
      ignoreMissing(error);
      continue; // released meanwhile
    }
    if ((Date.now() - heldSince > staleMs || (await ownerIsGone(lockFile)) !== undefined) && (await breakStaleLock(lockFile, staleMs, options.onBroken))) continue;
    if (Date.now() >= deadline) throw new FileLockTimeoutError(`another process has held ${lockFile} for ${timeoutMs} ms`);
    await sleep(Math.min(5 * 2 ** Math.min(attempt, 4), 50) * (0.5 + Math.random()));
  }
}

/**
 * Removes a stale lock file (or one whose owner is gone), one breaker at a time: under `<lock>.break`
 * (created exclusively) the lock is looked at again and removed only if it is still stale or its
 * owner still gone. Without this, two waiters that both
 * saw the same stale lock could each remove it, the second removing the fresh lock the first had
 * just taken, and both would hold it. A breaker that died holding `<lock>.break` leaves it behind;
 * it is removed once it is older than `staleMs` (that rare case keeps the old race).
 *
 * @returns True when this waiter looked (the lock is gone or fresh now: try again at once), false
 * when another waiter is breaking it.
 * @throws The file system's error when the breaker file cannot be created or the lock not removed
 * (a lock that cannot be broken must not make the waiter spin past its timeout).
 */
async function breakStaleLock(lockFile: string, staleMs: number, onBroken: (message: string) => void = (message) => process.stderr.write(`daycalc: ${message}\n`)): Promise<boolean> {
  const breaker = `${lockFile}.break`;
  try {
    await (await open(breaker, 'wx')).close();
  } catch (error) {
    if ((error as NodeJS.ErrnoException | undefined)?.code !== 'EEXIST') throw error;
    const since = await stat(breaker).then((found) => Date.now() - found.mtimeMs, () => 0);
    if (since > staleMs) await unlink(breaker).catch(() => undefined);
    return false; // another waiter is breaking it: wait for the lock as usual
  }
  try {
    const held = await stat(lockFile).catch(() => undefined);
    if (held === undefined) return true;
    const gone = await ownerIsGone(lockFile);
    if (Date.now() - held.mtimeMs > staleMs || gone !== undefined) {
      await unlink(lockFile).catch(ignoreMissing);
      if (gone !== undefined) onBroken(`broke the lock ${lockFile}: its owner, process ${gone} of this host, is gone`);
    }
    return true;
  } finally {
    await unlink(breaker).catch(() => undefined);
  }
}
