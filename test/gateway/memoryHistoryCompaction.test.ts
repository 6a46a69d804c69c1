import { describe, expect, it } from 'vitest';
import { createMemoryHistoryStore } from '../../src/stores/memory/memoryHistoryStore.ts';
import type { HistoryEntry } from '../../src/stores/stores.ts';

// The memory history drops entries past the cap or the retention in batches (issue 31): what it
// lists must stay exactly what a store that dropped them one by one would list.

const START = Date.UTC(2026, 0, 1);

function entry(at: number, n: number): HistoryEntry {
  return { request_id: `req_${String(n).padStart(32, '0')}`, time: new Date(at).toISOString(), operation: 'age', via: 'api', status: 200, code: null, duration_ms: 1, key: 'abcdefabcdef' };
}

describe('memory history: batched dropping', () => {
  it('lists only the newest `cap` entries over many writes past the cap, and pages them', () => {
    const history = createMemoryHistoryStore({ maxEntriesPerAccount: 3 });
    for (let n = 1; n <= 5_000; n++) history.record('acct', entry(START + n, n), 86_400_000, START + n);
    const listed = history.list('acct', { retentionMs: 86_400_000, now: START + 5_000 }) as HistoryEntry[];
    expect(listed.map((kept) => kept.request_id)).toEqual([4_998, 4_999, 5_000].map((n) => entry(0, n).request_id));
    expect((history.page!('acct', { limit: 10, retentionMs: 86_400_000, now: START + 5_000 }) as HistoryEntry[]).length).toBe(3);
  });

  it('agrees with dropping one by one for a mix of cap and retention', () => {
    const cap = 1_500;
    const retentionMs = 2_000;
    const history = createMemoryHistoryStore({ maxEntriesPerAccount: cap });
    const model: { at: number; id: string }[] = [];
    let now = START;
    for (let n = 1; n <= 6_000; n++) {
      // Bursts and pauses, so both the cap and the retention drop entries.
      now += n % 1_000 < 700 ? 0.5 : 3;
      const at = Math.floor(now);
      history.record('acct', entry(at, n), retentionMs, at);
      model.push({ at, id: entry(at, n).request_id });
      while (model.length > 0 && model[0]!.at < at - retentionMs) model.shift();
      if (model.length > cap) model.splice(0, model.length - cap);
      if (n % 997 === 0) {
        const listed = history.list('acct', { retentionMs, now: at }) as HistoryEntry[];
        expect(listed.map((kept) => kept.request_id)).toEqual(model.map((kept) => kept.id));
      }
    }
  });
});
