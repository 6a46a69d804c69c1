import { describe, expect, it } from 'vitest';
import { createRequestId } from '../../src/gateway/requestId.ts';

describe('createRequestId', () => {
  it('makes req_ and 32 lowercase hex digits, different every time across many refills of the pool', () => {
    const ids = Array.from({ length: 10_000 }, () => createRequestId());
    for (const id of ids) expect(id).toMatch(/^req_[0-9a-f]{32}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('draws every digit at every position (no position stuck, no digit missing)', () => {
    const seen = Array.from({ length: 32 }, () => new Set<string>());
    for (let count = 0; count < 2_000; count++) {
      const digits = createRequestId().slice(4);
      for (let at = 0; at < 32; at++) seen[at]!.add(digits[at]!);
    }
    for (const digits of seen) expect(digits.size).toBe(16);
  });

  it('gives each id its own string: an id already handed out never changes', () => {
    const first = createRequestId();
    const copy = `${first}`;
    for (let count = 0; count < 600; count++) createRequestId();
    expect(first).toBe(copy);
  });
});
