/**
 * Thrown by a store whose backing service (Redis, a database) cannot be reached or did not answer in
 * time. The gateway answers it with 503 `SERVICE_UNAVAILABLE`, never a 500, and keeps serving: the
 * next request tries the store again.
 *
 * @example
 * throw new StoreUnavailableError('Redis is unreachable', { cause: error });
 */
export class StoreUnavailableError extends Error {
  override readonly name = 'StoreUnavailableError';

  constructor(message: string, options?: { readonly cause?: unknown }) {
    super(message, options);
  }
}

/**
 * Whether an error says a store is unavailable (checked by name too, so an error from another copy
 * of the package, as bundlers sometimes make, is recognised).
 *
 * @param error - Anything thrown.
 * @returns True for a `StoreUnavailableError`.
 * @example
 * isStoreUnavailable(new StoreUnavailableError('down')) //=> true
 */
export function isStoreUnavailable(error: unknown): error is StoreUnavailableError {
  return error instanceof StoreUnavailableError || (error instanceof Error && error.name === 'StoreUnavailableError');
}
