import { describe, expect, it } from 'vitest';
import { createTurnEnd } from '../../src/node/turnEnd.ts';

describe('createTurnEnd', () => {
  it('gives every caller in one turn the same wait', () => {
    const turnEnd = createTurnEnd();
    expect(turnEnd()).toBe(turnEnd());
  });

  it('resolves after the turn’s microtasks, in the check phase, before an immediate queued after it', async () => {
    const turnEnd = createTurnEnd();
    const order: string[] = [];
    const waited = turnEnd().then(() => order.push('turn end'));
    setImmediate(() => order.push('later immediate'));
    for (let tick = 0; tick < 20; tick += 1) await Promise.resolve();
    expect(order).toEqual([]);
    await waited;
    expect(order).toEqual(['turn end']);
    await new Promise((resolve) => setImmediate(resolve));
    expect(order).toEqual(['turn end', 'later immediate']);
  });

  it('starts a new wait once a turn has ended', async () => {
    const turnEnd = createTurnEnd();
    const first = turnEnd();
    await first;
    const second = turnEnd();
    expect(second).not.toBe(first);
    await expect(second).resolves.toBeUndefined();
  });

  it('keeps separate waits for separate bridges', () => {
    expect(createTurnEnd()()).not.toBe(createTurnEnd()());
  });
});
