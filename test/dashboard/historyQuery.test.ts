import { describe, expect, it } from 'vitest';
import { historyQuery } from '../../src/dashboard/historyQuery.ts';

describe('historyQuery', () => {
  it('sends the page size and only the filters given, trimmed', () => {
    expect(historyQuery({}, 20, null)).toBe('?limit=20');
    expect(historyQuery({ operation: 'add-days', status: ' ', since: '', until: undefined }, 20, null)).toBe('?limit=20&operation=add-days');
    expect(historyQuery({ operation: '', status: ' 400 ', since: '2026-11-01', until: '2026-11-24' }, 50, null)).toBe('?limit=50&status=400&since=2026-11-01&until=2026-11-24');
  });

  it('escapes values and adds the cursor of the page to read', () => {
    expect(historyQuery({ since: '2026-11-24T07:00:00+01:00' }, 20, 'MjAyNi0xMS0yNFQ-_x')).toBe('?limit=20&since=2026-11-24T07%3A00%3A00%2B01%3A00&cursor=MjAyNi0xMS0yNFQ-_x');
    expect(historyQuery({ status: 'a&b=c' }, 20, '')).toBe('?limit=20&status=a%26b%3Dc');
  });

  it('does not change the filters', () => {
    const filters = { operation: ' age ' };
    historyQuery(filters, 20, null);
    expect(filters).toEqual({ operation: ' age ' });
  });
});
