import type { Server } from 'srvx';

/** How long in-flight requests may run after SIGTERM/SIGINT before connections are cut. */
export const SHUTDOWN_GRACE_MS = 5_000;

/** What the host does around the server's close. */
export interface StopSteps {
  /** Run at the signal, before the server closes (stop reloading, flush the log). */
  readonly beforeClose: (signal: NodeJS.Signals) => void;
  /** Run once the server has closed (or failed to), before the exit code is given (close the stores). */
  readonly afterClose: (code: number) => Promise<void>;
}

/**
 * Waits for SIGTERM or SIGINT, then stops the server cleanly: in-flight requests may finish for 5 s
 * before connections are cut, then `afterClose` runs.
 *
 * @param server - The srvx server.
 * @param steps - What to do before and after the close.
 * @returns The exit code: 0 after a clean close, 1 when the close failed.
 * @example
 * return stopOnSignal(server, { beforeClose: () => log.flush(), afterClose: () => stores.close() });
 */
export function stopOnSignal(server: Server, steps: StopSteps): Promise<number> {
  return new Promise<number>((resolve) => {
    const stop = (signal: NodeJS.Signals): void => {
      process.off('SIGTERM', stop);
      process.off('SIGINT', stop);
      steps.beforeClose(signal);
      const force = setTimeout(() => {
        server.close(true).catch(() => undefined);
      }, SHUTDOWN_GRACE_MS);
      force.unref();
      void server
        .close()
        .then(
          () => 0,
          () => 1,
        )
        .then(async (code) => {
          clearTimeout(force);
          await steps.afterClose(code);
          resolve(code);
        });
    };
    process.on('SIGTERM', stop);
    process.on('SIGINT', stop);
  });
}
