import { describe, expect, it } from 'vitest';
import { formatHistory } from '../../src/cli/formatHistory.ts';

describe('formatHistory', () => {
  it('lays out one aligned line per call under a header', () => {
    const text = formatHistory([
      { request_id: 'req_1', time: '2026-11-23T12:00:00.000Z', operation: 'add-days', via: 'api', status: 200, code: null, duration_ms: 3, key: 'abcdefabcdef' },
      { request_id: 'req_22', time: '2026-11-23T12:00:01.000Z', operation: 'business-days-between', via: 'mcp', status: 422, code: 'INVALID_COUNTRY', duration_ms: 12, key: 'abcdefabcdef' },
    ]);
    expect(text.split('\n')).toEqual([
      'time                      request_id  operation              via  status  code             ms  key',
      '2026-11-23T12:00:00.000Z  req_1       add-days               api  200     -                3   abcdefabcdef',
      '2026-11-23T12:00:01.000Z  req_22      business-days-between  mcp  422     INVALID_COUNTRY  12  abcdefabcdef',
      '',
    ]);
  });

  it('says when there is nothing', () => {
    expect(formatHistory([])).toBe('no calls recorded\n');
  });
});
