import type { ClientAbortEvent } from '../gateway/clientAbort.ts';
import { redactKeys } from '../keys/redactKeys.ts';
import { isStoreUnavailable } from '../stores/storeUnavailableError.ts';
import { logThrottle } from './logThrottle.ts';
import { REDIS_ERROR_LOG_MS } from './sharedStores.ts';

/**
 * Creates the gateway's `onError` hook of `daycalc serve`: a store outage is one stderr line per
 * interval (with the count held back), any other error one line, redacted and cut to 300
 * characters, never a stack.
 *
 * @param keyPrefix - The service word of keys, for redaction.
 * @returns The hook.
 * @example
 * createGateway({ ...options, onError: createErrorLogger('daycalc') });
 */
export function createErrorLogger(keyPrefix: string): (error: unknown, requestId: string) => void {
  const storeErrors = logThrottle(REDIS_ERROR_LOG_MS);
  return (error, requestId) => {
    if (isStoreUnavailable(error)) {
      const held = storeErrors.pass();
      if (held === undefined) return;
      const more = held === 0 ? '' : `; ${held} more since the last such line`;
      process.stderr.write(`daycalc serve: store unavailable (${(error as Error).message}) in ${requestId}${more}\n`);
      return;
    }
    const detail = redactKeys(error instanceof Error ? `${error.name}: ${error.message}` : String(error), keyPrefix).slice(0, 300);
    process.stderr.write(`daycalc serve: internal error in ${requestId}: ${detail}\n`);
  };
}

/**
 * Creates the gateway's `onClientAbort` hook of `daycalc serve` (the gateway already throttles it):
 * one stderr line, no stack (docs/decisions.md#client-aborts).
 *
 * @param keyPrefix - The service word of keys, for redaction.
 * @returns The hook.
 * @example
 * createGateway({ ...options, onClientAbort: createClientAbortLogger('daycalc') });
 */
export function createClientAbortLogger(keyPrefix: string): (event: ClientAbortEvent) => void {
  return (event) => {
    const more = event.suppressed === 0 ? '' : `; ${event.suppressed} more since the last such line`;
    process.stderr.write(`daycalc serve: client abort in ${event.requestId} (${redactKeys(event.reason, keyPrefix)})${more}\n`);
  };
}
