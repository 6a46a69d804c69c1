import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bytesToBase64 } from '../../src/keys/hex.ts';
import { sha256Bytes as sha256 } from '../../src/keys/sha256Hex.ts';

const hex = (bytes: Uint8Array) => [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
const nodeSha = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

describe('sha256', () => {
  it('gives the FIPS 180-4 test vectors', () => {
    expect(hex(sha256(''))).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(hex(sha256('abc'))).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(hex(sha256('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq'))).toBe('248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1');
  });

  it('hashes a key as daycalc does (the public key id is the first 12 hex digits)', () => {
    const key = 'daycalc_test_KeysOne0123456789abcdefgh';
    expect(hex(sha256(key))).toBe(nodeSha(key));
  });

  it('pads correctly at every length around a block boundary', () => {
    for (let length = 0; length <= 200; length++) expect(hex(sha256('x'.repeat(length))), String(length)).toBe(nodeSha('x'.repeat(length)));
  });

  it('encodes UTF-8 like Node, lone surrogates as U+FFFD', () => {
    for (const text of ['é', '€ and 𝄞', 'daycalc — month grid', '\ud800', 'a\udc00b']) expect(hex(sha256(text)), text).toBe(nodeSha(text));
  });

  it('agrees with node:crypto on any text', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (text) => hex(sha256(text)) === nodeSha(text)));
  });
});

describe('bytesToBase64', () => {
  it('pads like Buffer does', () => {
    expect(bytesToBase64([])).toBe('');
    expect(bytesToBase64([104, 105])).toBe('aGk=');
    expect(bytesToBase64([104])).toBe('aA==');
  });

  it('agrees with Buffer on any bytes', () => {
    fc.assert(fc.property(fc.array(fc.integer({ min: 0, max: 255 }), { maxLength: 100 }), (bytes) => bytesToBase64(bytes) === Buffer.from(bytes).toString('base64')));
  });

  it('does not change its input', () => {
    const bytes = [1, 2, 3, 4];
    bytesToBase64(bytes);
    expect(bytes).toEqual([1, 2, 3, 4]);
  });
});
