/** What one round of refunds did: how many calls were taken off the counters, cancelled before they ran, or given up. */
export interface RefundRound {
  /** Counted by Redis although the gateway answered 503: one taken off each of their counters. */
  readonly refunded: number;
  /** Not run yet: marked, so that Redis counts nothing when it runs them. */
  readonly cancelled: number;
  /** Older than the call records Redis keeps (or beyond the queue's bound): they may stay counted. */
  readonly gaveUp: number;
  /** Still waiting for Redis after this round. */
  readonly waiting: number;
}

/** The refunds of one meter store: calls whose consume may have landed after the gateway answered 503. */
export interface MeterRefunds {
  /** Queues the refund of a call (its script keys and id) and sends it soon, after the consume on the same connection. */
  add(keys: readonly string[], id: string): void;
  /** Sends every waiting refund once; resolves when each attempt has settled. */
  flush(): Promise<void>;
  /** How many refunds wait for Redis. */
  readonly pending: number;
  /** Stops retrying (what is still waiting is reported as given up). */
  stop(): void;
  /** Sends what is waiting once more when `connected`, then stops. */
  close(connected: boolean): Promise<void>;
}

/** Options of `createMeterRefunds`. */
export interface MeterRefundsOptions {
  /** Sends one refund: resolves with the script's answer (1 refunded, 0 cancelled, 2 nothing to do), rejects when Redis did not answer. */
  readonly send: (keys: readonly string[], id: string) => Promise<number>;
  /** How long Redis keeps call records; a refund older than that is given up (it could no longer tell). */
  readonly keepMs: number;
  /** The wait between two rounds while refunds fail (default 500 ms). */
  readonly retryMs?: number;
  /** The most refunds held (default 100,000; beyond it the oldest is given up). */
  readonly maxPending?: number;
  /** Told of every round that refunded, cancelled or gave up something. */
  readonly onRound?: (round: RefundRound) => void;
  /** The monotonic clock (default `performance.now`). */
  readonly local?: () => number;
}

interface Pending {
  readonly keys: readonly string[];
  readonly id: string;
  readonly since: number;
}

/**
 * Sends every waiting refund once, at the same time; a refund Redis answered, or one older than
 * `keepMs`, leaves `waiting`.
 *
 * @param waiting - The refunds waiting, by call id.
 * @param options - `send` and `keepMs`.
 * @param now - The monotonic time of the round.
 * @returns How many were refunded, cancelled and given up.
 * @example
 * await sendAll(waiting, { send, keepMs: 600_000 }, performance.now()) //=> { refunded: 2, cancelled: 0, gaveUp: 0 }
 */
async function sendAll(waiting: Map<string, Pending>, options: Pick<MeterRefundsOptions, 'send' | 'keepMs'>, now: number): Promise<Omit<RefundRound, 'waiting'>> {
  let refunded = 0;
  let cancelled = 0;
  let gaveUp = 0;
  await Promise.all(
    [...waiting.values()].map(async (refund) => {
      if (now - refund.since >= options.keepMs) {
        waiting.delete(refund.id);
        gaveUp++;
        return;
      }
      try {
        const outcome = await options.send(refund.keys, refund.id);
        waiting.delete(refund.id);
        if (outcome === 1) refunded++;
        else if (outcome === 0) cancelled++;
      } catch {
        // Redis did not answer: the refund stays queued for the next round.
      }
    }),
  );
  return { refunded, cancelled, gaveUp };
}

/**
 * Creates the refund queue of a Redis meter store (a 503 is never metered, also when a reply
 * misses the client's deadline). Refunds added in one turn of the event loop go out together in the next; one that
 * fails stays queued and is sent again every `retryMs` (and on `flush`, which the store calls when
 * the connection is ready again) until Redis answers, or until it is older than the call records
 * Redis keeps. The refund script is idempotent, so sending one twice is harmless. No timer keeps
 * the process alive.
 *
 * @param options - How to send one, how long records last, the hook.
 * @returns `add`, `flush`, `pending`, `stop` and `close`.
 * @example
 * const refunds = createMeterRefunds({ send: (keys, id) => client.daycalcRefund(keys.length, ...keys, id, 600_000), keepMs: 600_000 });
 * refunds.add(['ns:meter:{acct:a}:minute:1', 'ns:meter:{acct:a}:calls:1'], 'f3a9…');
 */
export function createMeterRefunds(options: MeterRefundsOptions): MeterRefunds {
  const local = options.local ?? (() => performance.now());
  const retryMs = options.retryMs ?? 500;
  const maxPending = options.maxPending ?? 100_000;
  const waiting = new Map<string, Pending>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let round: Promise<void> | undefined;
  let stopped = false;
  let overflow = 0;

  const schedule = (delay: number): void => {
    if (timer !== undefined || stopped) return;
    timer = setTimeout(() => {
      timer = undefined;
      void flush();
    }, delay);
    (timer as { unref?: () => void }).unref?.();
  };
  const runRound = async (): Promise<void> => {
    const tally = await sendAll(waiting, options, local());
    const gaveUp = tally.gaveUp + overflow;
    overflow = 0;
    if (tally.refunded + tally.cancelled + gaveUp > 0) options.onRound?.({ ...tally, gaveUp, waiting: waiting.size });
    if (waiting.size > 0) schedule(retryMs);
  };
  const flush = (): Promise<void> => {
    if (round !== undefined || stopped) return round ?? Promise.resolve();
    round = runRound().finally(() => {
      round = undefined;
    });
    return round;
  };
  return {
    add(keys, id) {
      if (stopped) return;
      if (waiting.size >= maxPending) {
        const oldest = waiting.keys().next().value;
        if (oldest !== undefined) waiting.delete(oldest);
        overflow++;
      }
      waiting.set(id, { keys, id, since: local() });
      schedule(0);
    },
    flush,
    get pending() {
      return waiting.size;
    },
    stop() {
      stopped = true;
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      const left = waiting.size + overflow;
      waiting.clear();
      overflow = 0;
      if (left > 0) options.onRound?.({ refunded: 0, cancelled: 0, gaveUp: left, waiting: 0 });
    },
    async close(connected) {
      if (connected && waiting.size > 0) await flush();
      this.stop();
    },
  };
}
