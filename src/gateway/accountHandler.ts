import { meterWindows } from './meterWindows.ts';
import type { GatewayServices } from './gatewayServices.ts';
import { readQueryParameters } from './queryParameters.ts';
import type { RouteHandler } from './routeHandler.ts';

/** One window of the account's usage, as `GET /api/v1/account` shows it. */
export interface UsageWindow {
  readonly limit: number;
  readonly used: number;
  readonly remaining: number;
  /** When the window ends, an ISO 8601 UTC instant. */
  readonly resets_at: string;
}

/** The data of `GET /api/v1/account` (and of the MCP tool `account_usage`). */
export interface AccountUsage {
  readonly account_id: string;
  readonly plan: string;
  readonly features: readonly string[];
  readonly limits: { readonly per_minute: UsageWindow; readonly per_month: UsageWindow };
  readonly history_retention_days: number;
}

/**
 * Builds the account's usage from the meter numbers of a call that was just counted on the minute
 * (docs/decisions.md#account-endpoints: `used` includes that call; the month was read, not counted).
 *
 * @param context - The call's caller, meter numbers and time.
 * @returns The usage.
 * @example
 * accountUsage(context).limits.per_minute //=> { limit: 120, used: 3, remaining: 117, resets_at: '2026-11-24T07:51:00.000Z' }
 */
export function accountUsage(context: Pick<Parameters<RouteHandler>[0], 'caller' | 'meter' | 'time'>): AccountUsage {
  const { account, plan } = context.caller!;
  const windows = meterWindows(context.time);
  const window = (limit: number, remaining: number, endsAt: number): UsageWindow => {
    const left = Math.max(0, remaining);
    return { limit, used: Math.max(0, limit - left), remaining: left, resets_at: new Date(endsAt).toISOString() };
  };
  return {
    account_id: account.id,
    plan: account.plan,
    features: [...account.features],
    limits: {
      per_minute: window(plan.per_minute, context.meter.rateRemaining, windows.minuteEndsAt),
      per_month: window(plan.per_month, context.meter.quotaRemaining, windows.monthEndsAt),
    },
    history_retention_days: plan.history_days,
  };
}

/**
 * Creates the handler of `GET /api/v1/account` (docs/decisions.md#account-endpoints; the key and the per-minute limit were
 * checked): the account's id, plan, features, the minute's and the month's limit, use and reset, and
 * how many days of history it keeps. Takes no query parameters (`UNKNOWN_FIELD`).
 *
 * @param services - The gateway's shared parts.
 * @returns The handler.
 * @example
 * const handle = createAccountHandler(services);
 * await handle(context) // 200 { data: { account_id: 'acct_1', plan: 'pro', … } }
 */
export function createAccountHandler(services: GatewayServices): RouteHandler {
  const { respond } = services;
  return (context) => {
    const query = readQueryParameters(context.url.query, []);
    if (!query.ok) return respond.error(context, query.error.code, query.error.message);
    return respond.success(context, accountUsage(context));
  };
}
