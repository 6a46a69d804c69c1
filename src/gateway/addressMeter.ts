import type { AddressThrottle, AddressVerdict } from './addressThrottle.ts';
import type { RequestContext } from './requestContext.ts';
import type { MeterState } from './responses.ts';

/** The per-address meter of failures before an account is known (docs/decisions.md#routes-without-a-key), in process memory. */
export interface AddressMeter {
  /** The meter numbers of an answer that counts nothing (a public route, 404, 405, the flag's 503): the address window as it stands. */
  peek(context: RequestContext): MeterState;
  /** Counts one failure before an account is known and sets the context's meter numbers; the verdict says whether the address is over the limit. */
  consume(context: RequestContext): AddressVerdict;
}

/**
 * Creates the per-address meter on a throttle: the Free plan's per-minute rate, quota headers `0`.
 *
 * @param throttle - The per-address throttle (kept across config reloads by the host).
 * @param limit - Failures allowed per address and minute (the Free plan's per-minute limit).
 * @returns `peek` and `consume`.
 * @example
 * const addresses = createAddressMeter(createAddressThrottle(), 30);
 * addresses.peek(context) //=> { rateLimit: 30, rateRemaining: 30, quotaLimit: 0, quotaRemaining: 0 }
 */
export function createAddressMeter(throttle: AddressThrottle, limit: number): AddressMeter {
  const state = (count: number): MeterState => ({ rateLimit: limit, rateRemaining: limit - count, quotaLimit: 0, quotaRemaining: 0 });
  return {
    peek: (context) => state(throttle.peek(context.address, context.time)),
    consume: (context) => {
      const verdict = throttle.consume(context.address, limit, context.time);
      context.meter = state(verdict.count);
      return verdict;
    },
  };
}
