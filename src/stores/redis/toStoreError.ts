import { StoreUnavailableError } from '../storeUnavailableError.ts';

/** Redis replies that mean "not now" (a restart, a failover, memory or disk full), not a bug in the request. */
const TRANSIENT_REPLY = /^(LOADING|READONLY|MASTERDOWN|BUSY|TRYAGAIN|CLUSTERDOWN|NOREPLICAS|OOM|MISCONF)\b/;

/**
 * Sorts an error from the Redis client: a lost or refused connection, a timeout or a transient reply
 * becomes a `StoreUnavailableError` (answered 503); a reply error of another kind (a bug) stays as
 * it is (answered 500).
 *
 * @param error - What the client threw.
 * @returns The error to throw.
 * @example
 * toStoreError(new Error('Connection is closed.')) instanceof StoreUnavailableError //=> true
 */
export function toStoreError(error: unknown): unknown {
  const isReply = error instanceof Error && error.name === 'ReplyError';
  if (isReply && !TRANSIENT_REPLY.test(error.message)) return error;
  const detail = error instanceof Error ? error.message : String(error);
  return new StoreUnavailableError(`Redis is unavailable: ${detail}`, { cause: error });
}
