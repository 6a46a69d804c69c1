// Issue 32 item 3: the sizes docs/deployment.md quotes for what the gateway keeps in Redis (bytes a
// counted call's record, bytes a history entry, and what follows for the plans) are measured with
// `MEMORY USAGE` on what the real stores write, on a private redis-server; `npm run docs:numbers`
// writes them and this measures again. Within 10 % (`TOLERANCES`): Redis' accounting moves with its
// version and allocator, and a history entry's bytes by a fraction between runs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REDIS_NUMBERS, TOLERANCES, updateDocs } from '../../scripts/docNumbers.ts';
import { measureRedis, redisDocNumbers } from '../../scripts/redisNumbers.ts';
import { startTestRedis, type TestRedis } from '../_helpers/redis.ts';
import { requireBinary } from '../_helpers/requireBinary.ts';

const redisServer = requireBinary('redis-server', 'apt-get install redis-server');

describe.skipIf(redisServer.missing)('the Redis sizes in docs/deployment.md', () => {
  let redis: TestRedis;
  beforeAll(async () => {
    redis = await startTestRedis();
  });
  afterAll(async () => {
    await redis?.dispose();
  });

  it('are what the stores write now, within the stated tolerance', async () => {
    const sizes = await measureRedis(redis.url);
    // What the docs' argument rests on: a call's record is tens of bytes, an entry a few hundred, and the longest entry is bounded.
    expect(sizes.callFree).toBeLessThan(sizes.callBusiness);
    expect(sizes.historyEntry).toBeGreaterThan(100);
    expect(sizes.historyEntryMax).toBeGreaterThan(sizes.historyEntry);
    expect(sizes.historyEntryMax).toBeLessThan(1024);
    const measured = redisDocNumbers(sizes);
    expect(Object.keys(measured).sort()).toEqual([...REDIS_NUMBERS].sort());
    for (const name of REDIS_NUMBERS) expect(TOLERANCES[name]).toBe(0.1);
    const { names, stale } = updateDocs(measured, false);
    expect([...names]).toEqual(expect.arrayContaining([...REDIS_NUMBERS]));
    const lines = stale.filter((span) => (REDIS_NUMBERS as readonly string[]).includes(span.name)).map((span) => `${span.file}:${span.line}: numbers:${span.name} says ${span.written}, measured ${span.measured}`);
    expect(lines, 'run `npm run docs:numbers`').toEqual([]);
  }, 120_000);
});
