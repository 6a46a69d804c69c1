import { DAY_MS, DEFAULT_KEY_PREFIX } from '../protocol/wire.ts';
import { boundHistoryEntry } from '../stores/historyEntryBounds.ts';
import type { Caller } from './accountMeter.ts';
import type { RequestContext } from './requestContext.ts';
import type { HistoryEntry, HistoryStore } from '../stores/stores.ts';

/** How many hex digits of a key's SHA-256 identify it in the request history. */
const HISTORY_KEY_DIGITS = 12;

/** Records one metered call of the context's caller in the request history; `undefined` when nothing is kept (no store, no caller, or a plan without history), so the hot path need not await. */
export type RecordCall = (context: RequestContext, operation: string, via: HistoryEntry['via'], status: number, code: string | null) => Promise<void> | undefined;

/**
 * Creates the recorder of the request history: one entry per metered call (every
 * operation call, and each `/mcp` `tools/call`), kept for the plan's `history_days`. Nothing is
 * written without a history store, on a plan without history or without a caller; a failed write
 * is reported through `report`, never fatal (the call's answer stands). Each entry is bounded
 * (`boundHistoryEntry`): a name that is no tool is stored as `(unknown tool)` and a short prefix,
 * keys redacted with the gateway's key prefix and control characters escaped.
 *
 * @param history - The history store, if any.
 * @param now - The clock, for the call's duration.
 * @param report - Where a failed write goes (the `onError` hook).
 * @param keyPrefix - The service word of keys (`daycalc`), for redaction.
 * @returns The recorder.
 * @example
 * const recordCall = createCallRecorder(stores.history, Date.now, console.error);
 * await recordCall(context, 'age', 'api', 200, null); // undefined (nothing to await) on a plan without history
 */
export function createCallRecorder(history: HistoryStore | undefined, now: () => number, report: (error: unknown, requestId: string) => void, keyPrefix: string = DEFAULT_KEY_PREFIX): RecordCall {
  const write = async (store: HistoryStore, context: RequestContext, caller: Caller, retentionMs: number, operation: string, via: HistoryEntry['via'], status: number, code: string | null): Promise<void> => {
    const { requestId, time } = context;
    const finished = now();
    const entry = boundHistoryEntry(
      {
        request_id: requestId,
        time: new Date(time).toISOString(),
        operation,
        via,
        status,
        code,
        duration_ms: Math.max(0, finished - time),
        key: caller.keySha256.slice(0, HISTORY_KEY_DIGITS),
      },
      keyPrefix,
    );
    try {
      await store.record(caller.account.id, entry, retentionMs, finished);
    } catch (error) {
      report(error, requestId);
    }
  };
  return (context, operation, via, status, code) => {
    const { caller } = context;
    if (history === undefined || caller === undefined) return undefined;
    const retentionMs = caller.plan.history_days * DAY_MS;
    if (!(retentionMs > 0)) return undefined;
    return write(history, context, caller, retentionMs, operation, via, status, code);
  };
}
