import { describe, expect, it } from 'vitest';
import { createMeterRefunds, type RefundRound } from '../../../src/stores/redis/meterRefunds.ts';
import { meterRefundLine } from '../../../src/node/sharedStores.ts';

describe('meter refunds (a count whose reply came too late is taken off again)', () => {
  it('keeps a refund Redis did not answer and sends it again until it is answered; reports each round that changed something', async () => {
    let up = false;
    const sent: string[] = [];
    const rounds: RefundRound[] = [];
    const refunds = createMeterRefunds({
      send: async (_keys, id) => {
        sent.push(id);
        if (!up) throw new Error('Command timed out');
        return id === 'counted' ? 1 : 0;
      },
      keepMs: 60_000,
      local: () => 0,
      onRound: (round) => rounds.push(round),
    });
    refunds.add(['k', 'calls'], 'counted');
    refunds.add(['k', 'calls'], 'not-run');
    await refunds.flush();
    expect(refunds.pending).toBe(2);
    expect(rounds).toEqual([]);
    up = true;
    await refunds.flush();
    expect(refunds.pending).toBe(0);
    expect(sent).toEqual(['counted', 'not-run', 'counted', 'not-run']);
    expect(rounds).toEqual([{ refunded: 1, cancelled: 1, gaveUp: 0, waiting: 0 }]);
    refunds.stop();
  });

  it('gives a refund up once Redis no longer keeps its call record, and says so', async () => {
    let time = 0;
    const rounds: RefundRound[] = [];
    const refunds = createMeterRefunds({ send: () => Promise.reject(new Error('Connection is closed.')), keepMs: 1_000, local: () => time, onRound: (round) => rounds.push(round) });
    refunds.add(['k', 'calls'], 'a');
    await refunds.flush();
    time = 1_000;
    await refunds.flush();
    expect(refunds.pending).toBe(0);
    expect(rounds).toEqual([{ refunded: 0, cancelled: 0, gaveUp: 1, waiting: 0 }]);
    expect(meterRefundLine(rounds[0]!)).toMatch(/0 calls answered 503 .* 1 given up \(Redis was away longer than it keeps call records: these may stay counted\), 0 waiting$/);
    refunds.stop();
  });

  it('holds at most maxPending refunds (the oldest goes first, reported as given up)', async () => {
    const rounds: RefundRound[] = [];
    const refunds = createMeterRefunds({ send: async () => 1, keepMs: 60_000, maxPending: 2, onRound: (round) => rounds.push(round) });
    for (const id of ['a', 'b', 'c']) refunds.add(['k', 'calls'], id);
    expect(refunds.pending).toBe(2);
    await refunds.flush();
    expect(rounds).toEqual([{ refunded: 2, cancelled: 0, gaveUp: 1, waiting: 0 }]);
    refunds.stop();
  });
});
