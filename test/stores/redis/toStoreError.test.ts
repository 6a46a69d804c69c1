import { describe, expect, it } from 'vitest';
import { toStoreError } from '../../../src/stores/redis/toStoreError.ts';
import { StoreUnavailableError } from '../../../src/stores/storeUnavailableError.ts';

/** A reply error as ioredis raises it. */
function replyError(message: string): Error {
  const error = new Error(message);
  error.name = 'ReplyError';
  return error;
}

describe('toStoreError', () => {
  it('answers "not now" replies with StoreUnavailableError (503): restarts, failovers, memory or disk full', () => {
    for (const message of [
      'LOADING Redis is loading the dataset in memory',
      'READONLY You cannot write against a read only replica.',
      "OOM command not allowed when used memory > 'maxmemory'.",
      'MISCONF Redis is configured to save RDB snapshots, but it is currently not able to persist on disk.',
      'BUSY Redis is busy running a script.',
    ]) {
      expect(toStoreError(replyError(message)), message).toBeInstanceOf(StoreUnavailableError);
    }
  });

  it('answers lost connections and timeouts with StoreUnavailableError', () => {
    expect(toStoreError(new Error('Connection is closed.'))).toBeInstanceOf(StoreUnavailableError);
    expect(toStoreError(new Error('Command timed out'))).toBeInstanceOf(StoreUnavailableError);
  });

  it('keeps other reply errors as they are (a bug, answered 500)', () => {
    const error = replyError('ERR daycalc consume: bad counter, limit or time to live');
    expect(toStoreError(error)).toBe(error);
    const wrongType = replyError('WRONGTYPE Operation against a key holding the wrong kind of value');
    expect(toStoreError(wrongType)).toBe(wrongType);
  });
});
