import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toHex } from '../../src/keys/hex.ts';

describe('toHex', () => {
  it('writes two lowercase digits per byte', () => {
    expect(toHex(new Uint8Array([0, 1, 15, 16, 171, 255]))).toBe('00010f10abff');
    expect(toHex(new Uint8Array([]))).toBe('');
  });

  it('agrees with Number#toString(16) on any bytes, including a subarray', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), fc.nat(8), (bytes, skip) => {
        const view = bytes.subarray(Math.min(skip, bytes.length));
        expect(toHex(view)).toBe(Array.from(view, (byte) => byte.toString(16).padStart(2, '0')).join(''));
      }),
    );
  });
});
