import { toHex } from './hex.ts';

/**
 * Creates a request id of ruling 20: `req_` and 32 lowercase hex digits from Web Crypto.
 *
 * @returns A fresh request id.
 * @example
 * /^req_[0-9a-f]{32}$/.test(createRequestId()) //=> true
 */
export function createRequestId(): string {
  return `req_${toHex(crypto.getRandomValues(new Uint8Array(16)))}`;
}
