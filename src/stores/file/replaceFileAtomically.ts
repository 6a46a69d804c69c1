import { open, rename, unlink } from 'node:fs/promises';

let tempCount = 0;

/**
 * Replaces a file's contents atomically: writes a temporary file beside it, flushes it to disk, then
 * renames it over the file, so a reader (or a crash) sees the old text or the new, never a part. The
 * temporary file is removed when anything fails. Plain `node:fs`, no dependency.
 *
 * @param file - The file to replace (created when absent).
 * @param text - Its new contents, UTF-8.
 * @returns Resolves once the rename is done; rejects with the file system's error.
 * @example
 * await replaceFileAtomically('/etc/daycalc/config.json', JSON.stringify(config, null, 2) + '\n');
 */
export async function replaceFileAtomically(file: string, text: string): Promise<void> {
  const temp = `${file}.${process.pid}.${(tempCount += 1)}.tmp`;
  try {
    const handle = await open(temp, 'w');
    try {
      await handle.writeFile(text);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, file);
  } catch (error) {
    await unlink(temp).catch(() => undefined);
    throw error;
  }
}
