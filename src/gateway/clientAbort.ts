/** What the gateway tells its `onClientAbort` hook (one line's worth, never a stack). */
export interface ClientAbortEvent {
  /** The request id of the abort that is reported. */
  readonly requestId: string;
  /** The body read's failure in a few words (`aborted`, `unsupported transfer-encoding`, …), without a stack. */
  readonly reason: string;
  /** How many client aborts were not reported since the last report (the hook is throttled). */
  readonly suppressed: number;
}

/** The least time between two reports of client aborts. */
export const CLIENT_ABORT_REPORT_MS = 5_000;

/**
 * A throttle for client-abort reports (docs/decisions.md#client-aborts): a client hanging up is not our failure, so a
 * burst of them is one log line per interval with the count of the others. Reads only the clock it
 * is given.
 *
 * @param hook - Where reports go (a logger); nothing happens without one.
 * @param intervalMs - The least time between reports.
 * @returns `report(requestId, error, now)`.
 * @example
 * const aborts = clientAbortReporter((event) => console.warn(`client abort in ${event.requestId}`));
 * aborts.report('req_…', new Error('aborted'), Date.now());
 */
export function clientAbortReporter(
  hook: ((event: ClientAbortEvent) => void) | undefined,
  intervalMs: number = CLIENT_ABORT_REPORT_MS,
): { report(requestId: string, error: unknown, now: number): void } {
  let last = Number.NEGATIVE_INFINITY;
  let suppressed = 0;
  return {
    report(requestId, error, now) {
      if (hook === undefined) return;
      if (now - last < intervalMs && now >= last) {
        suppressed++;
        return;
      }
      last = now;
      const held = suppressed;
      suppressed = 0;
      try {
        hook({ requestId, reason: abortReason(error), suppressed: held });
      } catch {
        // A failing log hook must not turn an answer into a crash.
      }
    },
  };
}

/** The first line of an error's message, cut to 120 characters (no stack, no body). */
function abortReason(error: unknown): string {
  const text = error instanceof Error ? `${error.name === 'Error' ? '' : `${error.name}: `}${error.message}` : String(error);
  const line = text.split('\n', 1)[0] ?? '';
  return (line === '' ? 'the body could not be read' : line).slice(0, 120);
}
