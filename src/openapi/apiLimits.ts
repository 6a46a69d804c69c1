import { DEFAULT_PLANS, MAX_BODY_BYTES, type PlanLimits, type PlanName } from '../gateway/protocol.ts';
import {
  ADD_BUSINESS_DAYS_MAX_AMOUNT,
  ADD_BUSINESS_DAYS_MAX_DETAILED_WALK_DAYS,
  ADD_DAYS_MAX_AMOUNT,
  BUSINESS_DAYS_BETWEEN_MAX_DETAILED_SPAN_DAYS,
  BUSINESS_DAYS_BETWEEN_MAX_SPAN_DAYS,
} from '../operations/limits.ts';

/** The `x-daycalc-limits` extension of the OpenAPI document. */
export interface ApiLimits {
  readonly max_body_bytes: number;
  readonly 'add-days': { readonly amount_min: number; readonly amount_max: number };
  readonly 'business-days-between': { readonly max_span_days: number; readonly max_detailed_span_days: number };
  readonly 'add-business-days': { readonly days_min: number; readonly days_max: number; readonly max_detailed_walk_days: number };
  readonly plans: Readonly<Record<PlanName, PlanLimits>>;
}

/**
 * The limits of ruling 4, the request body limit and the plan limits (requests per UTC minute and
 * per UTC month, keys per account), all from the exported constants, as a fresh JSON-ready object.
 *
 * @returns The `x-daycalc-limits` object.
 * @example
 * apiLimits()['add-days'] //=> { amount_min: -36500, amount_max: 36500 }
 */
export function apiLimits(): ApiLimits {
  return {
    max_body_bytes: MAX_BODY_BYTES,
    'add-days': { amount_min: -ADD_DAYS_MAX_AMOUNT, amount_max: ADD_DAYS_MAX_AMOUNT },
    'business-days-between': { max_span_days: BUSINESS_DAYS_BETWEEN_MAX_SPAN_DAYS, max_detailed_span_days: BUSINESS_DAYS_BETWEEN_MAX_DETAILED_SPAN_DAYS },
    'add-business-days': {
      days_min: -ADD_BUSINESS_DAYS_MAX_AMOUNT,
      days_max: ADD_BUSINESS_DAYS_MAX_AMOUNT,
      max_detailed_walk_days: ADD_BUSINESS_DAYS_MAX_DETAILED_WALK_DAYS,
    },
    plans: { free: { ...DEFAULT_PLANS.free }, pro: { ...DEFAULT_PLANS.pro }, business: { ...DEFAULT_PLANS.business } },
  };
}
