import type { ErrorCode } from '../protocol/errorCodes.ts';
import { MINUTE_MS, meterWindows, retryAfterSeconds, type MeterWindows } from './meterWindows.ts';
import type { PlanLimits } from '../protocol/wire.ts';
import type { MeterState } from './responses.ts';
import type { Account, MeterCounter, MeterOutcome, MeterStore } from '../stores/stores.ts';

/** The authenticated caller: its account, the plan's limits and the key's SHA-256. */
export interface Caller {
  readonly account: Account;
  readonly plan: PlanLimits;
  readonly keySha256: string;
}

/** The most accounts whose counters are remembered within one minute (then the memo starts again). */
const MAX_REMEMBERED_ACCOUNTS = 10_000;

/** An account's two counters in one minute (shared by its calls in that minute, never changed). */
interface AccountCounters {
  readonly minute: MeterCounter;
  readonly month: MeterCounter;
  /** `[minute, month]`, as `consume` takes them. */
  readonly both: readonly MeterCounter[];
  readonly windows: MeterWindows;
  /** The plan the limits came from (a reloaded config may change it). */
  readonly plan: PlanLimits;
}

/** The outcome of metering one call. */
export type Metered =
  | { readonly allowed: true; readonly meter: MeterState }
  | { readonly allowed: false; readonly meter: MeterState; readonly code: ErrorCode; readonly message: string; readonly retryAfter: string };

/** Metering of authenticated calls on the account's minute and month windows. */
export interface AccountMeter {
  /** An operation call: the minute and the month, atomically (both or neither); answered at once when the store answers at once (memory). */
  call(caller: Caller, time: number): Metered | Promise<Metered>;
  /** An `/mcp` request that is not a tools/call of an operation, and the account endpoints: the minute only (the month is read for the headers). */
  minute(caller: Caller, time: number): Promise<Metered>;
  /** Reads the minute and the month without counting: refused when the minute is used up (an `/mcp` request's early 429). */
  peekMinute(caller: Caller, time: number): Promise<Metered>;
}

/**
 * Creates the account metering (docs/decisions.md#metering) on a meter store. Counter keys are
 * `acct:<id>:minute:<minute>` and `acct:<id>:month:<YYYY-MM>`, both in the scope `acct:<id>` (one
 * Redis Cluster slot).
 *
 * @param meters - The meter store.
 * @returns `call`, `minute` and `peekMinute`.
 * @example
 * const metered = await createAccountMeter(stores.meters).call(caller, Date.now());
 */
export function createAccountMeter(meters: MeterStore): AccountMeter {
  // Both windows change only when the minute does (a month starts on a minute), so one minute's are reused.
  let lastWindows: MeterWindows | undefined;
  const windowsAt = (time: number): MeterWindows => {
    if (lastWindows === undefined || time < lastWindows.minuteEndsAt - MINUTE_MS || time >= lastWindows.minuteEndsAt) lastWindows = meterWindows(time);
    return lastWindows;
  };
  // An account's counters are the same objects for a whole minute (their keys are built and hashed
  // once a minute, not once a call); the memo is emptied when the minute changes.
  let countersWindows: MeterWindows | undefined;
  const accountCounters = new Map<string, AccountCounters>();
  const counters = (caller: Caller, time: number): AccountCounters => {
    const windows = windowsAt(time);
    if (windows !== countersWindows) {
      countersWindows = windows;
      accountCounters.clear();
    }
    const known = accountCounters.get(caller.account.id);
    if (known !== undefined && known.plan === caller.plan) return known;
    if (accountCounters.size >= MAX_REMEMBERED_ACCOUNTS) accountCounters.clear();
    const scope = `acct:${caller.account.id}`;
    const minute: MeterCounter = { key: `${scope}:minute:${windows.minute}`, limit: caller.plan.per_minute, resetsAt: windows.minuteEndsAt, scope };
    const month: MeterCounter = { key: `${scope}:month:${windows.month}`, limit: caller.plan.per_month, resetsAt: windows.monthEndsAt, scope };
    const made: AccountCounters = { minute, month, both: [minute, month], windows, plan: caller.plan };
    accountCounters.set(caller.account.id, made);
    return made;
  };
  const refused = (caller: Caller, meter: MeterState, minuteExhausted: boolean, windows: MeterWindows, time: number): Metered => ({
    allowed: false,
    meter,
    code: minuteExhausted ? 'RATE_LIMIT_EXCEEDED' : 'API_QUOTA_EXCEEDED',
    message: minuteExhausted
      ? `The per-minute limit of ${caller.plan.per_minute} requests for this account is used up`
      : `The monthly quota of ${caller.plan.per_month} requests for this account is used up`,
    retryAfter: String(retryAfterSeconds(minuteExhausted ? windows.minuteEndsAt : windows.monthEndsAt, time)),
  });
  const state = (plan: PlanLimits, minuteCount: number, monthCount: number): MeterState => ({
    rateLimit: plan.per_minute,
    rateRemaining: plan.per_minute - minuteCount,
    quotaLimit: plan.per_month,
    quotaRemaining: plan.per_month - monthCount,
  });
  const called = (caller: Caller, outcome: MeterOutcome, windows: MeterWindows, time: number): Metered => {
    const meter = state(caller.plan, outcome.counts[0] ?? 0, outcome.counts[1] ?? 0);
    return outcome.allowed ? { allowed: true, meter } : refused(caller, meter, outcome.exhausted === 0, windows, time);
  };
  return {
    call(caller, time) {
      const { both, windows } = counters(caller, time);
      // The memory store answers synchronously, and so does this then (no promise, no turn of the microtask queue).
      const consumed = meters.consume(both, time);
      return consumed instanceof Promise ? consumed.then((outcome) => called(caller, outcome, windows, time)) : called(caller, consumed, windows, time);
    },
    async minute(caller, time) {
      const { minute, month, windows } = counters(caller, time);
      // The month first (a read), then the minute: when the read fails the call is answered 503 and
      // nothing was counted (docs/decisions.md#metering). Read in parallel, a failed read left the minute counted.
      const monthCounts = await meters.peek([month], time);
      const outcome = await meters.consume([minute], time);
      const meter = state(caller.plan, outcome.counts[0] ?? 0, monthCounts[0] ?? 0);
      return outcome.allowed ? { allowed: true, meter } : refused(caller, meter, true, windows, time);
    },
    async peekMinute(caller, time) {
      const { minute, month, windows } = counters(caller, time);
      const [minuteCount, monthCount] = await meters.peek([minute, month], time);
      const meter = state(caller.plan, minuteCount ?? 0, monthCount ?? 0);
      return (minuteCount ?? 0) < caller.plan.per_minute ? { allowed: true, meter } : refused(caller, meter, true, windows, time);
    },
  };
}
