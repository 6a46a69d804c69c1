import { createHash } from 'node:crypto';

/**
 * The one config of the gateway contract suite: given to `loadGatewayConfig` by the in-process
 * runner and written to a file for `daycalc serve --config` by the dist runner. Every case that
 * counts calls has an account of its own, so the cases never see each other's counts on the one
 * gateway (or server) a runner starts.
 */

/** Keys of the contract config (each secret is 32 letters and digits). */
export const CONTRACT_KEYS = {
  headers: 'daycalc_test_HeadersKey000000000000000000000',
  schemes: 'daycalc_test_SchemesKey000000000000000000000',
  openapi: 'daycalc_test_OpenapiKey000000000000000000000',
  cors: 'daycalc_test_CorsKey000000000000000000000000',
  burst: 'daycalc_test_BurstKey00000000000000000000000',
  quota: 'daycalc_test_QuotaKey00000000000000000000000',
  metered: 'daycalc_test_MeteredKey000000000000000000000',
  throttle: 'daycalc_test_ThrottleKey00000000000000000000',
  pro: 'daycalc_test_ProKey000000000000000000000000000',
  business: 'daycalc_test_BusinessKey00000000000000000000',
  revoked: 'daycalc_test_RevokedKey000000000000000000000',
  expired: 'daycalc_test_ExpiredKey000000000000000000000',
  unknown: 'daycalc_test_UnknownKey000000000000000000000',
  live: 'daycalc_live_LiveKey000000000000000000000000',
  // The account endpoints (issue 22): each case's account of its own.
  accountPro: 'daycalc_test_AccountProKey00000000000000000',
  accountProSecond: 'daycalc_test_AccountProSecondKey000000000000',
  accountFree: 'daycalc_test_AccountFreeKey0000000000000000',
  accountCalendars: 'daycalc_test_AccountCalendarsKey00000000000',
  accountLimit: 'daycalc_test_AccountLimitKey000000000000000',
} as const;

/** The Business account's saved calendar, and a calendar of another account. */
export const CALENDAR_ID = '0b5c7f3e-4a7d-4b8e-9f21-5d3c2a1b0e9f';
export const OTHER_CALENDAR_ID = '6f1e2d3c-4b5a-4968-8776-a5b4c3d2e1f0';

/** The config calendar of the account that manages calendars through the API (read-only there). */
export const ACCOUNT_CONFIG_CALENDAR_ID = '3d9a1c2b-5e6f-4a7b-8c9d-0e1f2a3b4c5d';

/** The origin the config lets call from a browser. */
export const APP_ORIGIN = 'https://app.example';

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');
const free = (id: string, key: string) => ({ id, plan: 'free', keys: [{ key }] });

/** Plans: the defaults (Free 30 a minute and 500 a month), but Pro's month is 5 calls. */
export const CONTRACT_CONFIG = {
  environment: 'test',
  enabled: true,
  plans: { pro: { per_month: 5 } },
  cors: { origins: [APP_ORIGIN] },
  accounts: [
    // A revoked key is given by its hash, as `daycalc keys` writes it.
    { id: 'acct_headers', plan: 'free', keys: [{ key: CONTRACT_KEYS.headers }, { sha256: sha256(CONTRACT_KEYS.revoked), status: 'revoked' }] },
    free('acct_schemes', CONTRACT_KEYS.schemes),
    free('acct_openapi', CONTRACT_KEYS.openapi),
    free('acct_cors', CONTRACT_KEYS.cors),
    free('acct_burst', CONTRACT_KEYS.burst),
    free('acct_throttle', CONTRACT_KEYS.throttle),
    { id: 'acct_quota', plan: 'pro', keys: [{ key: CONTRACT_KEYS.quota }] },
    {
      id: 'acct_pro',
      plan: 'pro',
      keys: [{ key: CONTRACT_KEYS.pro, status: 'active', expires_at: '2099-01-01T00:00:00Z' }],
      calendars: [{ id: OTHER_CALENDAR_ID, country_code: 'US' }],
    },
    { id: 'acct_metered', plan: 'business', keys: [{ key: CONTRACT_KEYS.metered }] },
    {
      id: 'acct_business',
      plan: 'business',
      features: ['business_calendars'],
      keys: [{ key: CONTRACT_KEYS.business }, { key: CONTRACT_KEYS.expired, expires_at: '2020-01-01T00:00:00Z' }],
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
    {
      // Business: the plan that allows two active keys.
      id: 'acct_account_pro',
      plan: 'business',
      keys: [
        { key: CONTRACT_KEYS.accountPro, name: 'CI pipeline' },
        { key: CONTRACT_KEYS.accountProSecond, name: 'Laptop' },
      ],
    },
    free('acct_account_free', CONTRACT_KEYS.accountFree),
    {
      id: 'acct_account_calendars',
      plan: 'business',
      features: ['business_calendars'],
      keys: [{ key: CONTRACT_KEYS.accountCalendars }],
      calendars: [{ id: ACCOUNT_CONFIG_CALENDAR_ID, country_code: 'US', excluded_dates: ['2026-03-02'] }],
    },
    { id: 'acct_account_limit', plan: 'business', features: ['business_calendars'], keys: [{ key: CONTRACT_KEYS.accountLimit }] },
  ],
};
