import { createGateway, type GatewayOptions } from '../../src/gateway/index.ts';
import { loadGatewayConfig, type GatewayConfigInput } from '../../src/gateway/loadGatewayConfig.ts';
import { readResponse } from '../_helpers/readResponse.ts';
import { CALENDAR_ID, OTHER_CALENDAR_ID } from '../contract/gatewayConfig.ts';

/** Keys of the test config (secrets are 32 letters and digits). */
export const KEYS = {
  free: 'daycalc_test_freefreefreefreefreefreefreefree',
  pro: 'daycalc_test_proproproproproproproproproproprop',
  business: 'daycalc_test_businessbusinessbusinessbusiness1',
  revoked: 'daycalc_test_revokedrevokedrevokedrevokedrevo',
  expired: 'daycalc_test_expiredexpiredexpiredexpiredexpi',
  unknown: 'daycalc_test_unknownunknownunknownunknownunkn',
  live: 'daycalc_live_livelivelivelivelivelivelivelive',
} as const;

// The Business account's saved calendar and another account's: the same ids as the contract config.
export { CALENDAR_ID, OTHER_CALENDAR_ID };

/** A config with one account per plan, revoked and expired keys, and saved calendars. */
export const testConfig = {
  environment: 'test',
  enabled: true,
  plans: { pro: { per_minute: 30, per_month: 40 } },
  accounts: [
    { id: 'acct_free', plan: 'free', keys: [{ key: KEYS.free }, { key: KEYS.revoked, status: 'revoked' }] },
    {
      id: 'acct_pro',
      plan: 'pro',
      keys: [{ key: KEYS.pro, status: 'active', expires_at: '2030-01-01T00:00:00Z' }],
      calendars: [{ id: OTHER_CALENDAR_ID, country_code: 'US' }],
    },
    {
      id: 'acct_business',
      plan: 'business',
      features: ['business_calendars'],
      keys: [{ key: KEYS.business }, { key: KEYS.expired, expires_at: '2026-01-01T00:00:00Z' }],
      calendars: [
        {
          id: CALENDAR_ID,
          country_code: 'DE',
          subdivision_code: 'BY',
          custom_holidays: [{ date: '2026-06-01', label: 'Founders day' }],
          excluded_dates: ['2026-12-24'],
        },
      ],
    },
  ],
} satisfies GatewayConfigInput;

/** A settable clock. */
export interface TestClock {
  now: number;
}

/** Builds a gateway from `testConfig` (or another config, its `cors` included) with a settable clock that starts at the start of a UTC minute. */
export async function setupGateway(
  config: unknown = testConfig,
  extra: Partial<GatewayOptions> = {},
): Promise<{ gateway: ReturnType<typeof createGateway>; clock: TestClock; errors: unknown[] }> {
  const loaded = await loadGatewayConfig(config);
  if (!loaded.ok) throw new Error(loaded.problems.join('\n'));
  const clock: TestClock = { now: Date.UTC(2026, 10, 23, 12, 0, 0) };
  const errors: unknown[] = [];
  const gateway = createGateway({
    environment: loaded.value.environment,
    enabled: loaded.value.enabled,
    plans: loaded.value.plans,
    stores: loaded.value.stores,
    ...(loaded.value.cors === undefined ? {} : { cors: loaded.value.cors }),
    now: () => clock.now,
    onError: (error) => errors.push(error),
    ...extra,
  });
  return { gateway, clock, errors };
}

/** A POST of a JSON body to an operation, with headers. */
export function post(operation: string, body: unknown, headers: Record<string, string> = {}, base = 'http://daycalc.test'): Request {
  return new Request(`${base}/api/v1/${operation}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** Bearer header for a key. */
export const bearer = (key: string): Record<string, string> => ({ authorization: `Bearer ${key}` });

/** Reads a response: status, headers as an object, parsed JSON body (or undefined). */
export const read = readResponse;

export const SIX_HEADERS = ['x-request-id', 'x-api-version', 'x-ratelimit-limit', 'x-ratelimit-remaining', 'x-quota-limit', 'x-quota-remaining'] as const;
