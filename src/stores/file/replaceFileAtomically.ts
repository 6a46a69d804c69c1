import { chmod, chown, open, realpath, rename, stat, unlink } from 'node:fs/promises';
import type { Stats } from 'node:fs';

let tempCount = 0;

/** Whether a failed `chown` may be ignored: the platform has none, or a process that is not root may not give a file away. */
const chownRefusalIsFine = (error: unknown): boolean => {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === 'ENOSYS' || ((code === 'EINVAL' || code === 'EPERM') && process.getuid?.() !== 0);
};

/** Gives the temporary file the replaced file's owner and mode (a `chmod` too: the umask narrowed the mode `open` was given). */
async function keepOwnerAndMode(temp: string, old: Stats): Promise<void> {
  if (old.uid !== process.getuid?.() || old.gid !== process.getgid?.()) await chown(temp, old.uid, old.gid).catch((error: unknown) => {
    if (!chownRefusalIsFine(error)) throw error;
  });
  await chmod(temp, old.mode & 0o7777);
}

/**
 * The package's one atomic file writer (the config revocations of `daycalc keys revoke` and of
 * `daycalc serve`, and the file calendar store): writes a temporary file beside the file, flushes it
 * to disk, then renames it over the file, so a reader (or a crash) sees the old text or the new,
 * never a part. As `write-file-atomic` did for `daycalc keys revoke`: a symbolic link is followed (the
 * file it names is replaced, the link stays), and a replaced file keeps its mode (a `0600` config
 * stays private) and, where the process may set it, its owner. The temporary file is removed when
 * anything fails. Plain `node:fs`, no dependency.
 *
 * @param file - The file to replace (created when absent).
 * @param text - Its new contents, UTF-8.
 * @returns Resolves once the rename is done; rejects with the file system's error.
 * @example
 * await replaceFileAtomically('/etc/daycalc/config.json', JSON.stringify(config, null, 2) + '\n');
 */
export async function replaceFileAtomically(file: string, text: string): Promise<void> {
  const target = await realpath(file).catch(() => file);
  const old = await stat(target).catch(() => undefined);
  const temp = `${target}.${process.pid}.${(tempCount += 1)}.tmp`;
  try {
    const handle = await open(temp, 'w', old === undefined ? undefined : old.mode & 0o7777);
    try {
      await handle.writeFile(text);
      await handle.sync();
    } finally {
      await handle.close();
    }
    if (old !== undefined) await keepOwnerAndMode(temp, old);
    await rename(temp, target);
  } catch (error) {
    await unlink(temp).catch(() => undefined);
    throw error;
  }
}
