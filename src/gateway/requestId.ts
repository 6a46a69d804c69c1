/** Request ids drawn per refill of the pool (16 random bytes each). */
const IDS_PER_REFILL = 256;

// Random bytes are drawn from Web Crypto in blocks, as Node's randomUUID does: one call per 256 ids
// instead of one per request. The pool holds only unused randomness, never a handed-out id.
const pool = new Uint8Array(16 * IDS_PER_REFILL);
let next = IDS_PER_REFILL;

/** The ASCII codes of the 16 lowercase hex digits. */
const HEX_CODES = new TextEncoder().encode('0123456789abcdef');
/** An id's characters as ASCII codes, `req_` then the digits written over for each id (it never leaves this module). */
const idCodes = new Uint8Array(36);
idCodes.set(new TextEncoder().encode('req_'));
// One decode of the 36 codes makes the id as one flat string: 16 concatenations made about ten
// intermediate strings per request, and the id was flattened again wherever it was written.
const ascii = new TextDecoder();

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
  for (let index = 0; index < 16; index++) {
    const byte = pool[offset + index]!;
    idCodes[4 + 2 * index] = HEX_CODES[byte >> 4]!;
    idCodes[5 + 2 * index] = HEX_CODES[byte & 15]!;
  }
  return ascii.decode(idCodes);
}
