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
  for (const byte of bytes) hex += byte.toString(16).padStart(2, '0');
  return hex;
}
