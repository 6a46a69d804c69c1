import { redactKeys } from '../keys/redactKeys.ts';

/**
 * Makes every way the process can end flush the request log first: a normal exit (`exit`), an
 * uncaught exception and an unhandled rejection (both reach `uncaughtException` under Node's default
 * `--unhandled-rejections=throw`). SIGTERM and SIGINT stop the server, which flushes on its own. On a
 * crash the log is flushed, one line names the error (key-shaped text redacted, the stack kept for
 * the operator) and the process exits with status 1, as Node's default would.
 *
 * @param flush - Writes the pending log batch (synchronously).
 * @param keyPrefix - The service word of keys, for redacting the crash line.
 * @returns A function that removes the handlers again.
 * @example
 * const uninstall = flushOnShutdown(() => log.flush(), 'daycalc');
 */
export function flushOnShutdown(flush: () => void, keyPrefix: string): () => void {
  const safeFlush = (): void => {
    try {
      flush();
    } catch {
      // Nothing more can be done for the log; the exit must go on.
    }
  };
  const onCrash = (error: unknown, origin: string): void => {
    safeFlush();
    const detail = error instanceof Error ? (error.stack ?? `${error.name}: ${error.message}`) : String(error);
    process.stderr.write(`daycalc serve: ${origin === 'unhandledRejection' ? 'unhandled rejection' : 'uncaught exception'}, exiting: ${redactKeys(detail, keyPrefix)}\n`);
    process.exit(1);
  };
  process.on('exit', safeFlush);
  process.on('uncaughtException', onCrash);
  return () => {
    process.off('exit', safeFlush);
    process.off('uncaughtException', onCrash);
  };
}
