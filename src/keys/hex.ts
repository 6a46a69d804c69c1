/** `'00'` to `'ff'`, so a byte is one table read instead of a `toString` and a pad. */
const BYTE_HEX = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));

/**
 * Writes bytes as lowercase hex.
 *
 * @param bytes - The bytes.
 * @returns Two hex digits per byte.
 * @example
 * toHex(new Uint8Array([0, 255])) //=> '00ff'
 */
export function toHex(bytes: Uint8Array): string {
  let hex = '';
  for (let index = 0; index < bytes.length; index++) hex += BYTE_HEX[bytes[index]!]!;
  return hex;
}

/**
 * Encodes bytes as standard base64 with padding (the form CSP source hashes take).
 *
 * @param bytes - Byte values 0-255.
 * @returns The base64 text.
 * @example
 * bytesToBase64([104, 105]) //=> 'aGk='
 */
export function bytesToBase64(bytes: Uint8Array | readonly number[]): string {
  const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  let out = '';
  for (let index = 0; index < bytes.length; index += 3) {
    const chunk = (bytes[index]! << 16) | ((bytes[index + 1] ?? 0) << 8) | (bytes[index + 2] ?? 0);
    out += ALPHABET[(chunk >> 18) & 63]! + ALPHABET[(chunk >> 12) & 63]!;
    out += index + 1 < bytes.length ? ALPHABET[(chunk >> 6) & 63]! : '=';
    out += index + 2 < bytes.length ? ALPHABET[chunk & 63]! : '=';
  }
  return out;
}
