import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { successEnvelope, successEnvelopeText } from '../../src/gateway/envelope.ts';

const oracle = (data: unknown, requestId: string): string | undefined => JSON.stringify(successEnvelope(data, requestId));

describe('successEnvelopeText', () => {
  it('writes the same text as JSON.stringify of the envelope, for any JSON data and any request id', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.string({ unit: 'binary' }), (data, requestId) => {
        expect(successEnvelopeText(data, requestId)).toBe(oracle(data, requestId));
      }),
      { numRuns: 2_000 },
    );
  });

  it('writes the same text for data JSON.stringify leaves out, reshapes or escapes', () => {
    const dated = { when: new Date(Date.UTC(2024, 6, 4)) };
    const own = { toJSON: (key: string) => `called with ${key}` };
    const cases: unknown[] = [undefined, () => 1, Symbol('s'), own, dated, [undefined, () => 1], { gone: undefined, kept: 1 }, Number.NaN, -0, 'quote " back \\ line \n lone \ud800'];
    for (const data of cases) expect(successEnvelopeText(data, 'req_0f')).toBe(oracle(data, 'req_0f'));
    expect(successEnvelopeText(own, 'req_0f')).toContain('called with data');
  });

  it('writes a business-day answer as the spec shows it', () => {
    expect(successEnvelopeText({ business_days: 251, reversed: false }, 'req_0f')).toBe('{"data":{"business_days":251,"reversed":false},"meta":{"request_id":"req_0f","api_version":"v1"}}');
  });
});
