import { sha256 } from '@noble/hashes/sha2';
import { toHex } from './hex.ts';

const encoder = new TextEncoder();

/**
 * The package's one SHA-256: the lowercase hex digest of a text's UTF-8 bytes. Keys are stored only
 * in this form, and the file store names the file of an account whose escaped id is too long a file
 * name by it. Synchronous and pure JavaScript (`@noble/hashes`), so it runs on every runtime without
 * the latency of Web Crypto's asynchronous `digest`, which dominated a request's cost on Node; a lone
 * surrogate is hashed as U+FFFD, as `TextEncoder` (and Node's `Buffer`) encode it.
 *
 * @param text - The text (a key, an account id).
 * @returns Lowercase hex SHA-256 of the UTF-8 text, 64 digits.
 * @example
 * sha256Hex('abc') //=> 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'
 */
export function sha256Hex(text: string): string {
  return toHex(sha256Bytes(text));
}

/**
 * The same digest as bytes (a CSP source hash is their base64).
 *
 * @param text - The text.
 * @returns The 32 bytes of SHA-256 of the UTF-8 text.
 * @example
 * sha256Bytes('abc')[0] //=> 0xba
 */
export function sha256Bytes(text: string): Uint8Array {
  return sha256(encoder.encode(text));
}
