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
