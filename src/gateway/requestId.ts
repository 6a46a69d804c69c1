import { toHex } from '../keys/hex.ts';

/** Request ids drawn per refill of the pool (16 random bytes each). */
const IDS_PER_REFILL = 256;

// Random bytes are drawn from Web Crypto in blocks, as Node's randomUUID does: one call per 256 ids
// instead of one per request. The pool holds only unused randomness, never a handed-out id.
const pool = new Uint8Array(16 * IDS_PER_REFILL);
let next = IDS_PER_REFILL;

/**
 * Creates a request id: `req_` and 32 lowercase hex digits from a cryptographic source
 * (Web Crypto's `getRandomValues`, drawn in blocks).
 *
 * @returns A fresh request id.
 * @example
 * /^req_[0-9a-f]{32}$/.test(createRequestId()) //=> true
 */
export function createRequestId(): string {
  if (next === IDS_PER_REFILL) {
    crypto.getRandomValues(pool);
    next = 0;
  }
  const offset = 16 * next++;
  return `req_${toHex(pool.subarray(offset, offset + 16))}`;
}
