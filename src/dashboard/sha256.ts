/**
 * Computes the SHA-256 digest (FIPS 180-4) of a text's UTF-8 bytes, synchronously and without Web
 * Crypto: the dashboard hashes its own inline script and style for its Content-Security-Policy when
 * the module loads, and its browser script (which bundles it) shows which listed key is the one
 * typed in (Web Crypto's digest exists only in secure contexts).
 *
 * @param text - The text; lone surrogates are encoded as U+FFFD, as `TextEncoder` does.
 * @returns The 32 bytes of the digest.
 * @example
 * sha256('abc').map((byte) => byte.toString(16).padStart(2, '0')).join('').slice(0, 12) //=> 'ba7816bf8f01'
 */
export function sha256(text: string): number[] {
  const bytes: number[] = [];
  for (let index = 0; index < text.length; index++) {
    let code = text.charCodeAt(index);
    if (code >= 0xd800 && code <= 0xdbff && index + 1 < text.length) {
      const low = text.charCodeAt(index + 1);
      if (low >= 0xdc00 && low <= 0xdfff) {
        code = 0x10000 + ((code - 0xd800) << 10) + (low - 0xdc00);
        index++;
      }
    }
    if (code >= 0xd800 && code <= 0xdfff) code = 0xfffd;
    if (code < 0x80) bytes.push(code);
    else if (code < 0x800) bytes.push(0xc0 | (code >> 6), 0x80 | (code & 63));
    else if (code < 0x10000) bytes.push(0xe0 | (code >> 12), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63));
    else bytes.push(0xf0 | (code >> 18), 0x80 | ((code >> 12) & 63), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63));
  }
  // Round constants: the first 32 bits of the fractional parts of the cube roots of the first 64 primes.
  const K = [
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3,
    0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
    0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
    0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
    0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208,
    0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
  ];
  const H = [0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19];
  const bitLength = bytes.length * 8;
  bytes.push(0x80);
  while (bytes.length % 64 !== 56) bytes.push(0);
  for (let shift = 56; shift >= 0; shift -= 8) bytes.push(shift >= 32 ? Math.floor(bitLength / 2 ** shift) & 255 : (bitLength >>> shift) & 255);
  const rotate = (value: number, by: number): number => (value >>> by) | (value << (32 - by));
  const w = new Array<number>(64);
  for (let block = 0; block < bytes.length; block += 64) {
    for (let t = 0; t < 16; t++) w[t] = (bytes[block + 4 * t]! << 24) | (bytes[block + 4 * t + 1]! << 16) | (bytes[block + 4 * t + 2]! << 8) | bytes[block + 4 * t + 3]!;
    for (let t = 16; t < 64; t++) {
      const s0 = rotate(w[t - 15]!, 7) ^ rotate(w[t - 15]!, 18) ^ (w[t - 15]! >>> 3);
      const s1 = rotate(w[t - 2]!, 17) ^ rotate(w[t - 2]!, 19) ^ (w[t - 2]! >>> 10);
      w[t] = (w[t - 16]! + s0 + w[t - 7]! + s1) | 0;
    }
    let [a, b, c, d, e, f, g, h] = H as [number, number, number, number, number, number, number, number];
    for (let t = 0; t < 64; t++) {
      const t1 = (h + (rotate(e, 6) ^ rotate(e, 11) ^ rotate(e, 25)) + ((e & f) ^ (~e & g)) + K[t]! + w[t]!) | 0;
      const t2 = ((rotate(a, 2) ^ rotate(a, 13) ^ rotate(a, 22)) + ((a & b) ^ (a & c) ^ (b & c))) | 0;
      h = g;
      g = f;
      f = e;
      e = (d + t1) | 0;
      d = c;
      c = b;
      b = a;
      a = (t1 + t2) | 0;
    }
    const next = [a, b, c, d, e, f, g, h];
    for (let index = 0; index < 8; index++) H[index] = (H[index]! + next[index]!) | 0;
  }
  return H.flatMap((word) => [(word >>> 24) & 255, (word >>> 16) & 255, (word >>> 8) & 255, word & 255]);
}

/**
 * Encodes bytes as standard base64 with padding (the form CSP source hashes take).
 *
 * @param bytes - Byte values 0-255.
 * @returns The base64 text.
 * @example
 * bytesToBase64([104, 105]) //=> 'aGk='
 */
export function bytesToBase64(bytes: readonly number[]): string {
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
