import { describe, expect, it } from 'vitest';
import { addressGroup } from '../../src/gateway/addressGroup.ts';
import { createAddressThrottle } from '../../src/gateway/addressThrottle.ts';
import { createMemoryMeterStore } from '../../src/stores/memory/memoryMeterStore.ts';
import { KEYS, bearer, post, setupGateway } from './_setup.ts';

const T = Date.UTC(2026, 10, 23, 12, 0, 0);

describe('addressGroup', () => {
  it('groups IPv6 by /64, IPv4-mapped IPv6 as IPv4, and keeps IPv4 as it is', () => {
    expect(addressGroup('192.0.2.7')).toBe('192.0.2.7');
    expect(addressGroup('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(addressGroup('::FFFF:c000:0207')).toBe('192.0.2.7');
    expect(addressGroup('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressGroup('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(addressGroup('[2001:db8:1:2::9]')).toBe('2001:db8:1:2::/64');
    expect(addressGroup('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressGroup('::1')).toBe('0:0:0:0::/64');
    expect(addressGroup('2001:db8:1:3::1')).not.toBe(addressGroup('2001:db8:1:2::1'));
    expect(addressGroup('unknown')).toBe('unknown');
    expect(addressGroup('x'.repeat(500))).toHaveLength(64);
  });
});

describe('createAddressThrottle', () => {
  it('counts per group and minute, refusing at the limit without counting', () => {
    const throttle = createAddressThrottle();
    expect(throttle.consume('2001:db8::1', 2, T)).toEqual({ allowed: true, count: 1, resetsAt: T + 60_000 });
    expect(throttle.consume('2001:db8::2', 2, T).count).toBe(2);
    expect(throttle.consume('2001:db8:0:0:ffff::3', 2, T)).toEqual({ allowed: false, count: 2, resetsAt: T + 60_000 });
    expect(throttle.peek('2001:db8::9', T)).toBe(2);
    expect(throttle.consume('2001:db8::1', 2, T + 60_000).count).toBe(1);
  });

  it('holds at most maxAddresses groups, dropping the least recently used first', () => {
    const throttle = createAddressThrottle({ maxAddresses: 3 });
    for (const address of ['10.0.0.1', '10.0.0.2', '10.0.0.3']) throttle.consume(address, 30, T);
    throttle.consume('10.0.0.1', 30, T); // 10.0.0.1 is now the most recent
    throttle.consume('10.0.0.4', 30, T); // drops 10.0.0.2
    expect(throttle.size).toBe(3);
    expect(throttle.peek('10.0.0.1', T)).toBe(2);
    expect(throttle.peek('10.0.0.2', T)).toBe(0);
    expect(throttle.peek('10.0.0.3', T)).toBe(1);
  });

  it('stays bounded and fast with 200,000 distinct addresses', () => {
    const throttle = createAddressThrottle({ maxAddresses: 10_000 });
    const started = performance.now();
    for (let index = 0; index < 200_000; index += 1) throttle.consume(`10.${index >> 16}.${(index >> 8) & 255}.${index & 255}`, 30, T);
    expect(throttle.size).toBe(10_000);
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});

describe('gateway: unknown keys from many addresses (issue 17 item 3)', () => {
  it('keeps a bounded number of address windows and throttles a whole IPv6 /64 together', async () => {
    const { gateway } = await setupGateway();
    const statuses: number[] = [];
    for (let index = 0; index < 31; index += 1) {
      statuses.push((await gateway.fetch(post('day-of-week', {}, bearer(KEYS.unknown)), { clientAddress: `2001:db8:5:6::${index.toString(16)}` })).status);
    }
    expect(statuses.slice(0, 30).every((status) => status === 401)).toBe(true);
    expect(statuses[30]).toBe(429);
    expect((await gateway.fetch(post('day-of-week', {}, bearer(KEYS.unknown)), { clientAddress: '2001:db8:5:7::1' })).status).toBe(401);
    // IPv4-mapped and plain IPv4 are one client.
    for (let index = 0; index < 30; index += 1) await gateway.fetch(post('day-of-week', {}, bearer(KEYS.unknown)), { clientAddress: '::ffff:198.51.100.9' });
    expect((await gateway.fetch(post('day-of-week', {}, bearer(KEYS.unknown)), { clientAddress: '198.51.100.9' })).status).toBe(429);
  });
});

describe('memory meter store: O(1) amortised consume (issue 17 item 3)', () => {
  it('does not scan every window on every call once it holds many live windows', () => {
    const meters = createMemoryMeterStore();
    const counter = (index: number) => ({ key: `k:${index}`, limit: 10, resetsAt: T + 60_000 });
    for (let index = 0; index < 100_000; index += 1) meters.consume([counter(index)], T);
    // Today's store scanned all 100,000 live windows on each of these calls (about 1 ms each).
    const started = performance.now();
    for (let index = 100_000; index < 105_000; index += 1) meters.consume([counter(index)], T);
    expect(performance.now() - started).toBeLessThan(500);
    // Ended windows are still swept.
    for (let index = 0; index < 250_000; index += 1) meters.consume([{ key: `late:${index}`, limit: 10, resetsAt: T + 180_000 }], T + 120_000);
    expect(meters.peek([counter(1)], T + 120_000)).toEqual([0]);
  });
});
