import type { GatewayConfig, StoreSetting } from '../gateway/loadGatewayConfig.ts';
import { redactKeys } from '../keys/redactKeys.ts';
import { DEFAULT_KEY_PREFIX } from '../protocol/wire.ts';
import { readConfigFile } from './readConfigFile.ts';
import { watchConfig, type ConfigWatch } from './watchConfig.ts';

/** Why the config is read again: a watched change, or SIGHUP (which reloads even an unchanged text). */
export type ReloadReason = 'file changed' | 'SIGHUP';

/**
 * The reloader's state:
 * - `starting`: the server is not up yet (its stores may take seconds to open); a request to reload is remembered;
 * - `idle`: watching, nothing running;
 * - `reloading`: a reload runs (requests wait for `done`); one more request while it runs is queued, SIGHUP winning;
 * - `closed`: shutting down; requests to reload are ignored (a reload under way finishes, and requests still wait for it).
 */
type ReloaderState =
  | { readonly name: 'starting'; queued: ReloadReason | undefined }
  | { readonly name: 'idle' }
  | { readonly name: 'reloading'; queued: ReloadReason | undefined; done: Promise<void> | undefined }
  | { readonly name: 'closed'; readonly done: Promise<void> | undefined };

/** Reloads of the config file: on a watched change and on demand (SIGHUP). */
export interface ConfigReloader {
  /** Leaves `starting`: watches the file, and reads it once (with the remembered reason, else `file changed`), then on every change. */
  start(onLoaded: (config: GatewayConfig) => void): void;
  /** The reload under way, if any: requests wait for it, so a revocation applies to the very next request. */
  pending(): Promise<void> | undefined;
  /** Reloads now (or once more after the reload under way; remembered while starting); `SIGHUP` reloads even an unchanged text. */
  schedule(reason: ReloadReason): void;
  /** Stops watching; later requests to reload are ignored. */
  close(): void;
}

/** What the reloader needs: the file, its text at start, and the store settings at start. */
export interface ConfigReloaderOptions {
  readonly file: string;
  readonly text: string;
  /** The store settings at start, to warn when a reload changes them (they change only at restart). */
  readonly startStore: { readonly redis: string | undefined; readonly namespace: string };
  /** Whether `--redis` was given (then the config's `store.redis` does not matter). */
  readonly redisFromFlag: boolean;
}

/** Two requests to reload as one: SIGHUP (reload even an unchanged text) wins. */
const mergeReasons = (queued: ReloadReason | undefined, reason: ReloadReason): ReloadReason => (queued === 'SIGHUP' ? queued : reason);

/** Whether a reloaded config moves the meters (store settings change only at restart). */
function storeChanged(store: StoreSetting, options: ConfigReloaderOptions): boolean {
  return store.namespace !== options.startStore.namespace || (!options.redisFromFlag && store.redis !== options.startStore.redis);
}

/**
 * Creates the reloader of a config file as a small state machine (`starting` → `idle` ⇄
 * `reloading` → `closed`). Once started it reloads on a change of the file itself or of a
 * ConfigMap's `..data` link (`watchConfig`), and on `schedule('SIGHUP')`. A config that does not
 * load is refused with one stderr line and the running one stays; a text unchanged since the last
 * read is ignored (editors and renames fire several events), except for SIGHUP.
 *
 * @param options - The file, its text at start and the store settings.
 * @returns The reloader, in `starting`.
 * @example
 * const reloader = createConfigReloader({ file, text, startStore, redisFromFlag: false });
 * process.on('SIGHUP', () => reloader.schedule('SIGHUP'));
 * reloader.start((config) => (gateway = buildGateway(config)));
 */
export function createConfigReloader(options: ConfigReloaderOptions): ConfigReloader {
  const { file } = options;
  let state: ReloaderState = { name: 'starting', queued: undefined };
  let configText: string | undefined = options.text;
  let onLoaded: (config: GatewayConfig) => void = () => undefined;
  let watch: ConfigWatch | undefined;

  const reloadOnce = async (reason: ReloadReason): Promise<void> => {
    const read = await readConfigFile(file);
    if (reason !== 'SIGHUP' && read.text !== undefined && read.text === configText) return;
    configText = read.text;
    if (!read.ok) {
      // A problem may quote the file (a malformed key's text): key-shaped text is redacted.
      process.stderr.write(`daycalc serve: config change refused (${reason}); the running configuration stays in force: ${redactKeys(read.message, DEFAULT_KEY_PREFIX)}\n`);
      return;
    }
    if (storeChanged(read.config.store, options)) process.stderr.write('daycalc serve: store settings change only at restart; the meters stay where they are\n');
    onLoaded(read.config);
    const count = read.config.accounts.length;
    process.stdout.write(`daycalc serve: config reloaded (${reason}): ${count} account${count === 1 ? '' : 's'}, ${read.config.environment} environment\n`);
  };

  /** `idle` → `reloading`: runs the reload and any queued after it, then back to `idle` (unless closed meanwhile). */
  const run = (reason: ReloadReason): void => {
    const reloading: Extract<ReloaderState, { name: 'reloading' }> = { name: 'reloading', queued: undefined, done: undefined };
    state = reloading;
    reloading.done = (async () => {
      for (let next: ReloadReason | undefined = reason; next !== undefined; next = reloading.queued) {
        reloading.queued = undefined;
        await reloadOnce(next);
      }
    })()
      .catch((error: unknown) => {
        process.stderr.write(`daycalc serve: config reload failed: ${error instanceof Error ? error.message : String(error)}\n`);
      })
      .finally(() => {
        if (state === reloading) state = { name: 'idle' };
        else if (state.name === 'closed' && state.done === reloading.done) state = { name: 'closed', done: undefined };
      });
  };

  const schedule = (reason: ReloadReason): void => {
    switch (state.name) {
      case 'starting':
      case 'reloading':
        state.queued = mergeReasons(state.queued, reason);
        return;
      case 'idle':
        run(reason);
        return;
      case 'closed':
        return;
    }
  };

  return {
    start(loaded) {
      if (state.name !== 'starting') return;
      onLoaded = loaded;
      const queued = state.queued;
      watch = watchConfig(
        file,
        () => schedule('file changed'),
        (message) => process.stderr.write(`daycalc serve: ${message}\n`),
      );
      // An edit or a SIGHUP while the server was starting: look at the file once now.
      run(queued ?? 'file changed');
    },
    pending: () => (state.name === 'reloading' || state.name === 'closed' ? state.done : undefined),
    schedule,
    close() {
      state = { name: 'closed', done: state.name === 'reloading' ? state.done : undefined };
      watch?.close();
    },
  };
}
