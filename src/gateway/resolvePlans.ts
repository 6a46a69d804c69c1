import { DEFAULT_PLANS, type PlanLimits, type PlanName } from '../protocol/wire.ts';
import type { PlanOverrides } from './gatewayOptions.ts';

/**
 * Resolves the limits of every plan: the spec's defaults with the config's overrides applied.
 *
 * @param overrides - Per-plan `per_minute` / `per_month` overrides.
 * @returns The limits by plan name.
 * @example
 * resolvePlans({ pro: { per_minute: 30 } }).pro.per_minute //=> 30
 */
export function resolvePlans(overrides: PlanOverrides = {}): Readonly<Record<string, PlanLimits>> {
  const plans: Record<string, PlanLimits> = {};
  for (const [name, limits] of Object.entries(DEFAULT_PLANS)) {
    plans[name] = { ...limits, ...overrides[name as PlanName] };
  }
  return plans;
}
