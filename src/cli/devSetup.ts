import { generateApiKey } from '../gateway/apiKeys.ts';
import type { GatewayConfigInput } from '../gateway/loadGatewayConfig.ts';

/** The id of the sample saved calendar of the development setup. */
export const DEV_CALENDAR_ID = '8c0f7b4e-2d1a-4f6b-9e3c-5a7d1b2c3e4f';

/** The development setup: a config and the one key it holds (to print once, then forget). */
export interface DevSetup {
  readonly config: GatewayConfigInput;
  readonly key: string;
}

/**
 * Builds the embedded development setup of `daycalc serve` without `--config`: the `test`
 * environment, one Business-plan account with the Business Calendars feature, a sample saved
 * calendar (Bavaria, a custom holiday, an excluded date) and a freshly generated key.
 *
 * @returns The config and the key text.
 * @example
 * devSetup().config.accounts?.[0]?.plan //=> 'business'
 */
export function devSetup(): DevSetup {
  const key = generateApiKey('test');
  return {
    key,
    config: {
      environment: 'test',
      enabled: true,
      accounts: [
        {
          id: 'acct_dev',
          plan: 'business',
          features: ['business_calendars'],
          keys: [{ key, status: 'active' }],
          calendars: [
            {
              id: DEV_CALENDAR_ID,
              country_code: 'DE',
              subdivision_code: 'BY',
              custom_holidays: [{ date: '2026-06-01', label: 'Founders day' }],
              excluded_dates: ['2026-12-24'],
            },
          ],
        },
      ],
    },
  };
}
