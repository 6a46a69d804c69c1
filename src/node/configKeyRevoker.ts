import { readFile } from 'node:fs/promises';
import { replaceFileAtomically } from '../stores/file/replaceFileAtomically.ts';
import { takeFileLock } from '../stores/file/takeFileLock.ts';
import type { RevokeOutcome } from './revokeKeyInConfigText.ts';

/**
 * Edits of one config file by the API's key changes, one after another in this process and under
 * the file's lock across processes: each reads the file, edits its text, and replaces it atomically
 * when the edit changed it; a failed edit rejects with `<what> … in <file>: <why>`.
 */
function configEditQueue(file: string): (what: string, edit: (text: string) => RevokeOutcome) => Promise<void> {
  let queue: Promise<void> = Promise.resolve();
  const apply = async (what: string, edit: (text: string) => RevokeOutcome): Promise<void> => {
    // Other processes on the same file (and `daycalc keys revoke`) change it too: read, edit and
    // replace it under the file's lock, so no change overwrites another.
    const release = await takeFileLock(file);
    try {
      const outcome = edit(await readFile(file, 'utf8'));
      if (!outcome.ok) throw new Error(`cannot ${what} in ${file}: ${outcome.message}`);
      if (outcome.changed) await replaceFileAtomically(file, outcome.text);
    } finally {
      await release();
    }
  };
  return (what, edit) => {
    const done = queue.then(() => apply(what, edit));
    queue = done.catch(() => undefined);
    return done;
  };
}

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
  const edit = configEditQueue(file);
  return async (sha256) => {
    // Loaded on the first revocation: it needs jsonc-parser, an optional peer that `daycalc serve`
    // does not need otherwise (a missing peer fails this revocation's file write, reported to onError).
    const { revokeKeyInConfigText } = await import('./revokeKeyInConfigText.ts');
    await edit(`revoke key ${sha256.slice(0, 12)}`, (text) => revokeKeyInConfigText(text, sha256, keyPrefix));
  };
}

/**
 * Creates the `onKeyRenamed` hook of `daycalc serve` without Redis, as `createConfigKeyRevoker`: a
 * key renamed through `POST /api/v1/account/keys/{id}/rename` gets the new `"name"` in the config
 * file (a text edit of that key alone, under the file's lock, written atomically), so the reload of
 * every process reading the file, and a restart, show it. A failure rejects: the gateway reports it
 * through `onError`, answers 503, and the name stands in the process's memory.
 *
 * @param file - The config file `daycalc serve --config` reads.
 * @param keyPrefix - The service word of keys.
 * @returns The hook.
 * @example
 * const onKeyRenamed = createConfigKeyRenamer('/etc/daycalc/config.json', 'daycalc');
 * await onKeyRenamed('3f2a9c0b1d4e…', 'CI pipeline'); // the file now says "name": "CI pipeline" for that key
 */
export function createConfigKeyRenamer(file: string, keyPrefix: string): (sha256: string, name: string) => Promise<void> {
  const edit = configEditQueue(file);
  return async (sha256, name) => {
    // Loaded on the first rename, for the same reason as a revocation's editor (jsonc-parser).
    const { renameKeyInConfigText } = await import('./revokeKeyInConfigText.ts');
    await edit(`rename key ${sha256.slice(0, 12)}`, (text) => renameKeyInConfigText(text, sha256, name, keyPrefix));
  };
}
