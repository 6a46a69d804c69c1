import { watch, type FSWatcher } from 'node:fs';
import { basename, dirname } from 'node:path';

/** The name a Kubernetes ConfigMap or Secret mount swaps (a symlink to the current version's directory). */
export const CONFIGMAP_DATA_LINK = '..data';

/** The watch, once started: `close()` stops it. */
export interface ConfigWatch {
  close(): void;
}

/**
 * Whether a directory event concerns the config: its own name (an edit, an atomic rename over it)
 * or the `..data` link a ConfigMap swaps. An event without a name (some platforms give none) counts,
 * since it may be either.
 *
 * @param filename - The name the event reports, or null.
 * @param configName - The config file's name in that directory.
 * @returns Whether to re-read the config.
 * @example
 * concernsConfig('daycalc.json', 'daycalc.json') //=> true
 * concernsConfig('access.log', 'daycalc.json')   //=> false
 */
export function concernsConfig(filename: string | Buffer | null, configName: string): boolean {
  if (filename === null) return true;
  const name = filename.toString();
  return name === configName || name === CONFIGMAP_DATA_LINK;
}

/**
 * Watches a config file for changes and calls `onChange` for events on the file itself or on the
 * `..data` symlink of a Kubernetes ConfigMap mount, and for nothing else in its directory (a log file
 * written beside the config costs nothing). The directory is watched, not the file, so an atomic
 * rename over the file is seen. A watch that fails (or cannot start) is reported through `onError`;
 * SIGHUP still reloads.
 *
 * @param file - The config file's path.
 * @param onChange - Called on every relevant event (the caller ignores an unchanged text).
 * @param onError - Called once when watching is impossible or stops.
 * @returns The watch, or undefined when it could not start.
 * @example
 * const watch = watchConfig('/etc/daycalc/daycalc.json', () => scheduleReload('file changed'), (message) => console.error(message));
 * watch?.close();
 */
export function watchConfig(file: string, onChange: () => void, onError: (message: string) => void): ConfigWatch | undefined {
  const configName = basename(file);
  let watcher: FSWatcher;
  try {
    watcher = watch(dirname(file), (_event, filename) => {
      if (concernsConfig(filename, configName)) onChange();
    });
  } catch (error) {
    onError(`cannot watch ${file} (${error instanceof Error ? error.message : String(error)}); reload with SIGHUP`);
    return undefined;
  }
  watcher.on('error', (error) => onError(`stopped watching ${file} (${error.message}); reload with SIGHUP`));
  return { close: () => watcher.close() };
}
