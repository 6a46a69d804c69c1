import type { HistoryCursor } from '../stores/historyPage.ts';

/** The base64url alphabet (RFC 4648 section 5). */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';


/** What a cursor holds once decoded: `<epoch ms>:<request id>`. */
const CURSOR_TEXT = /^(\d{1,15}):(req_[0-9a-f]{32})$/;

/**
 * Encodes a history position as an opaque cursor: base64url (no padding) of `<epoch ms>:<request id>`.
 *
 * @param position - The last entry of a page.
 * @returns The cursor.
 * @example
 * encodeHistoryCursor({ time: 0, request_id: 'req_' + '0'.repeat(32) }) //=> 'MDpyZXFfMDAw…'
 */
export function encodeHistoryCursor(position: HistoryCursor): string {
  const text = `${position.time}:${position.request_id}`;
  let out = '';
  for (let index = 0; index < text.length; index += 3) {
    const a = text.charCodeAt(index);
    const b = index + 1 < text.length ? text.charCodeAt(index + 1) : 0;
    const c = index + 2 < text.length ? text.charCodeAt(index + 2) : 0;
    const bits = (a << 16) | (b << 8) | c;
    const chars = Math.min(4, Math.ceil(((text.length - index) * 8) / 6));
    for (let shift = 0; shift < chars; shift++) out += ALPHABET[(bits >> (18 - 6 * shift)) & 63];
  }
  return out;
}

/**
 * Decodes a cursor of `encodeHistoryCursor`; anything else (other characters, a length no encoding
 * gives, text that is not a position) is `undefined`.
 *
 * @param cursor - The cursor as sent.
 * @returns The position, or `undefined`.
 * @example
 * decodeHistoryCursor(encodeHistoryCursor({ time: 5, request_id: 'req_' + 'a'.repeat(32) }))?.time //=> 5
 * decodeHistoryCursor('not a cursor') //=> undefined
 */
export function decodeHistoryCursor(cursor: string): HistoryCursor | undefined {
  if (cursor.length > 80 || cursor.length % 4 === 1) return undefined;
  let text = '';
  for (let index = 0; index < cursor.length; index += 4) {
    let bits = 0;
    const group = cursor.slice(index, index + 4);
    for (let place = 0; place < 4; place++) {
      const value = place < group.length ? ALPHABET.indexOf(group[place]!) : 0;
      if (value === -1) return undefined;
      bits = (bits << 6) | value;
    }
    const bytes = group.length - 1;
    for (let place = 0; place < bytes; place++) text += String.fromCharCode((bits >> (16 - 8 * place)) & 255);
  }
  const match = CURSOR_TEXT.exec(text);
  if (match === null) return undefined;
  const position = { time: Number(match[1]), request_id: match[2]! };
  // Only the canonical spelling is a cursor (no other text decodes to the same position).
  return encodeHistoryCursor(position) === cursor ? position : undefined;
}
