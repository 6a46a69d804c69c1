import { describe, expect, it } from 'vitest';
import { loadGatewayConfig } from '../../src/gateway/loadGatewayConfig.ts';

async function problems(config: unknown): Promise<string[]> {
  const result = await loadGatewayConfig(config);
  return result.ok ? [] : [...result.problems];
}

describe('loadGatewayConfig: problems in plain words (issue 17 item 16)', () => {
  it('names unknown and missing fields by their path, never "Expected never"', async () => {
    expect(await problems({ accounts: [{ id: 'a', plan: 'free', extra: 1 }] })).toEqual(['accounts[0]: unknown field "extra"']);
    expect(await problems({ port: 8787 })).toEqual(['config: unknown field "port"']);
    expect(await problems({ store: { postgres: 'x' } })).toEqual(['store: unknown field "postgres"']);
    expect(await problems({ plans: { free: { per_minute: 10, burst: 1 } } })).toEqual(['plans.free: unknown field "burst"']);
    expect(await problems({ accounts: [{ plan: 'free' }] })).toEqual(['accounts[0]: missing field "id"']);
    expect(await problems({ accounts: [{ id: 'a' }] })).toEqual(['accounts[0]: missing field "plan"']);
  });

  it('says what was expected and what came, in words', async () => {
    expect(await problems({ accounts: {} })).toEqual(['accounts: expected a list, got an object']);
    expect(await problems({ plans: { free: { per_minute: 0 } } })).toEqual(['plans.free.per_minute: expected at least 1, got 0']);
    expect(await problems({ accounts: [{ id: 'a', plan: 'gold' }] })).toEqual(['accounts[0].plan: must be one of free, pro, business (got "gold")']);
    expect(await problems({ accounts: [{ id: 'a', plan: 'free', keys: 'k' }] })).toEqual(['accounts[0].keys: expected a list, got "k"']);
  });

  it('never shows the schema library\u2019s raw wording for any of a range of mistakes', async () => {
    const mistakes: unknown[] = [
      { environment: 1 },
      { enabled: 'yes', store: 3 },
      { plans: 'fast' },
      { accounts: [1, null, 'x'] },
      { accounts: [{ id: 1, plan: 'free', features: 'all', calendars: {} }] },
      { accounts: [{ id: 'a', plan: 'free', keys: [{}] }] },
      { cors: { origins: 'x' } },
    ];
    for (const mistake of mistakes) {
      const found = await problems(mistake);
      expect(found.length, JSON.stringify(mistake)).toBeGreaterThan(0);
      for (const line of found) {
        expect(line).not.toMatch(/Expected never|Invalid key|Invalid type|Invalid value/);
        expect(line).toMatch(/^(config|[a-z_]+(\[\d+\])?(\.[a-z_]+(\[\d+\])?)*): /);
      }
    }
  });
});
