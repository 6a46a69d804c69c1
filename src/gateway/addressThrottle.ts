import { addressGroup } from './addressGroup.ts';
import { MINUTE_MS } from './meterWindows.ts';

/** The outcome of counting one failure of an address group. */
export interface AddressVerdict {
  /** False when the group had used up its minute: the failure is then not counted. */
  readonly allowed: boolean;
  /** The group's count in this minute after the call. */
  readonly count: number;
  /** Epoch milliseconds at which the minute ends. */
  readonly resetsAt: number;
}

/**
 * The per-address throttle (docs/decisions.md#routes-without-a-key): failures before an account is known, counted per
 * client address group and UTC minute, in process memory (no store is ever asked, so it works while
 * Redis is down). Bounded: beyond `maxAddresses` groups the least recently counted goes first; every
 * call is O(1).
 */
export interface AddressThrottle {
  /** Counts one failure of the address's group when it is below `limit` in the minute of `now`. */
  consume(address: string, limit: number, now: number): AddressVerdict;
  /** The group's count in the minute of `now`, without counting (0 for an unknown group). */
  peek(address: string, now: number): number;
  /** How many groups are held (at most `maxAddresses`). */
  readonly size: number;
}

/** Options of `createAddressThrottle`. */
export interface AddressThrottleOptions {
  /** The most address groups held at once (default 50,000, a few MB). */
  readonly maxAddresses?: number;
}

/** The default bound on address groups held. */
export const DEFAULT_MAX_ADDRESSES = 50_000;

interface Slot {
  readonly group: string;
  minute: number;
  count: number;
  /** Neighbours in order of use: `older` towards the least recently used, `newer` towards the most. */
  older: Slot | undefined;
  newer: Slot | undefined;
}

/**
 * Creates an in-memory per-address throttle: a `Map` from group to slot, and the slots in a doubly
 * linked list in order of use, so finding, moving to the front and dropping the least recently
 * used are all O(1) (a `Map`'s own order would make dropping its first key slow after many deletes).
 * Addresses are grouped by `addressGroup` (IPv6 by /64, IPv4-mapped IPv6 as IPv4).
 *
 * @param options - The bound on groups held.
 * @returns The throttle.
 * @example
 * const throttle = createAddressThrottle({ maxAddresses: 2 });
 * throttle.consume('192.0.2.1', 30, 0) //=> { allowed: true, count: 1, resetsAt: 60_000 }
 */
export function createAddressThrottle(options: AddressThrottleOptions = {}): AddressThrottle {
  const max = Math.max(1, options.maxAddresses ?? DEFAULT_MAX_ADDRESSES);
  const slots = new Map<string, Slot>();
  let oldest: Slot | undefined;
  let newest: Slot | undefined;

  const unlink = (slot: Slot): void => {
    if (slot.older === undefined) oldest = slot.newer;
    else slot.older.newer = slot.newer;
    if (slot.newer === undefined) newest = slot.older;
    else slot.newer.older = slot.older;
    slot.older = undefined;
    slot.newer = undefined;
  };
  const pushNewest = (slot: Slot): void => {
    slot.older = newest;
    slot.newer = undefined;
    if (newest === undefined) oldest = slot;
    else newest.newer = slot;
    newest = slot;
  };

  return {
    consume(address, limit, now) {
      const minute = Math.floor(now / MINUTE_MS);
      const resetsAt = (minute + 1) * MINUTE_MS;
      const group = addressGroup(address);
      let slot = slots.get(group);
      if (slot === undefined) {
        if (slots.size >= max && oldest !== undefined) {
          slots.delete(oldest.group);
          unlink(oldest);
        }
        slot = { group, minute, count: 0, older: undefined, newer: undefined };
        slots.set(group, slot);
      } else {
        if (slot !== newest) unlink(slot);
        if (slot.minute !== minute) {
          slot.minute = minute;
          slot.count = 0;
        }
      }
      if (slot !== newest) pushNewest(slot);
      if (slot.count >= limit) return { allowed: false, count: slot.count, resetsAt };
      slot.count += 1;
      return { allowed: true, count: slot.count, resetsAt };
    },
    peek(address, now) {
      const slot = slots.get(addressGroup(address));
      return slot === undefined || slot.minute !== Math.floor(now / MINUTE_MS) ? 0 : slot.count;
    },
    get size() {
      return slots.size;
    },
  };
}
