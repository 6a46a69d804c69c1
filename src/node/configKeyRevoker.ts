import { readFile } from 'node:fs/promises';
import { replaceFileAtomically } from '../stores/file/replaceFileAtomically.ts';
import { takeFileLock } from '../stores/file/takeFileLock.ts';

/**
 * Creates the `onKeyRevoked` hook of `daycalc serve` without Redis: a key revoked through
 * `POST /api/v1/account/keys/{id}/revoke` is marked `"status": "revoked"` in the config file (a text
 * edit of that key alone, under the file's lock so concurrent revocations of several processes all land,
 * written atomically: a temp file, then a rename), so the reload of every
 * process reading the file, and a restart, apply it. Revocations of one process are written one
 * after another. A failure (the file unreadable, gone, or without the key) rejects: the gateway
 * reports it through `onError` and the revocation stands in the process's memory.
 *
 * @param file - The config file `daycalc serve --config` reads.
 * @param keyPrefix - The service word of keys.
 * @returns The hook.
 * @example
 * const onKeyRevoked = createConfigKeyRevoker('/etc/daycalc/config.json', 'daycalc');
 * await onKeyRevoked('3f2a9c0b1d4e…'); // the file now says "status": "revoked" for that key
 */
export function createConfigKeyRevoker(file: string, keyPrefix: string): (sha256: string) => Promise<void> {
  let queue: Promise<void> = Promise.resolve();
  const revoke = async (sha256: string): Promise<void> => {
    // Loaded on the first revocation: it needs jsonc-parser, an optional peer that `daycalc serve`
    // does not need otherwise (a missing peer fails this revocation's file write, reported to onError).
    const { revokeKeyInConfigText } = await import('./revokeKeyInConfigText.ts');
    // Other processes on the same file (and `daycalc keys revoke`) change it too: read, edit and
    // replace it under the file's lock, so no revocation overwrites another.
    const release = await takeFileLock(file);
    try {
      const text = await readFile(file, 'utf8');
      const outcome = revokeKeyInConfigText(text, sha256, keyPrefix);
      if (!outcome.ok) throw new Error(`cannot revoke key ${sha256.slice(0, 12)} in ${file}: ${outcome.message}`);
      if (outcome.changed) await replaceFileAtomically(file, outcome.text);
    } finally {
      await release();
    }
  };
  return (sha256) => {
    const done = queue.then(() => revoke(sha256));
    queue = done.catch(() => undefined);
    return done;
  };
}
