import type { LoadedGatewayConfig } from '../gateway/loadGatewayConfig.ts';
import { DEFAULT_KEY_PREFIX } from '../gateway/protocol.ts';
import { redactKeys } from '../gateway/redactKeys.ts';
import { readConfigFile } from './readConfigFile.ts';
import { watchConfig, type ConfigWatch } from './watchConfig.ts';

/** Reloads of the config file: on a watched change and on demand (SIGHUP). */
export interface ConfigReloader {
  /** The reload under way, if any: requests wait for it, so a revocation applies to the very next request. */
  pending(): Promise<void> | undefined;
  /** Reloads now (or once more after the reload under way); `SIGHUP` reloads even an unchanged text. */
  schedule(reason: string): void;
  /** Stops watching. */
  close(): void;
}

/** What the reloader needs: the file, its text at start, and what to do with a new config. */
export interface ConfigReloaderOptions {
  readonly file: string;
  readonly text: string;
  /** The store settings at start, to warn when a reload changes them (they change only at restart). */
  readonly startStore: { readonly redis: string | undefined; readonly namespace: string };
  /** Whether `--redis` was given (then the config's `store.redis` does not matter). */
  readonly redisFromFlag: boolean;
  readonly onLoaded: (config: LoadedGatewayConfig) => void;
}

/**
 * Starts reloading a config file: on a change of the file itself or of a ConfigMap's `..data` link
 * (`watchConfig`), and on `schedule('SIGHUP')`. A config that does not load is refused with one
 * stderr line and the running one stays; a text unchanged since the last read is ignored (editors
 * and renames fire several events), except for SIGHUP.
 *
 * @param options - The file, its text at start, the store settings and the callback.
 * @returns The reloader.
 * @example
 * const reloader = startConfigReloader({ file, text, startStore, redisFromFlag: false, onLoaded: (config) => (gateway = buildGateway(config)) });
 * process.on('SIGHUP', () => reloader.schedule('SIGHUP'));
 */
export function startConfigReloader(options: ConfigReloaderOptions): ConfigReloader {
  const { file, startStore } = options;
  let configText: string | undefined = options.text;
  let reloading: Promise<void> | undefined;
  let reloadAgain = false;
  let forceReload = false;
  const reload = async (reason: string): Promise<void> => {
    const read = await readConfigFile(file);
    if (!forceReload && read.text !== undefined && read.text === configText) return;
    forceReload = false;
    configText = read.text;
    if (!read.ok) {
      // A problem may quote the file (a malformed key's text): key-shaped text is redacted.
      process.stderr.write(`daycalc serve: config change refused (${reason}); the running configuration stays in force: ${redactKeys(read.message, DEFAULT_KEY_PREFIX)}\n`);
      return;
    }
    if (read.config.store.namespace !== startStore.namespace || (!options.redisFromFlag && read.config.store.redis !== startStore.redis)) {
      process.stderr.write('daycalc serve: store settings change only at restart; the meters stay where they are\n');
    }
    options.onLoaded(read.config);
    const count = read.config.accounts.length;
    process.stdout.write(`daycalc serve: config reloaded (${reason}): ${count} account${count === 1 ? '' : 's'}, ${read.config.environment} environment\n`);
  };
  const schedule = (reason: string): void => {
    if (reason === 'SIGHUP') forceReload = true;
    if (reloading !== undefined) {
      reloadAgain = true;
      return;
    }
    reloading = (async () => {
      do {
        reloadAgain = false;
        await reload(reason);
      } while (reloadAgain);
    })()
      .catch((error: unknown) => {
        process.stderr.write(`daycalc serve: config reload failed: ${error instanceof Error ? error.message : String(error)}\n`);
      })
      .finally(() => {
        reloading = undefined;
      });
  };
  const watch: ConfigWatch | undefined = watchConfig(
    file,
    () => schedule('file changed'),
    (message) => process.stderr.write(`daycalc serve: ${message}\n`),
  );
  return { pending: () => reloading, schedule, close: () => watch?.close() };
}
