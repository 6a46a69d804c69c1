import { catalog, OPERATION_NAMES, type OperationName } from '../catalog.ts';
import { DEFAULT_PLANS, MAX_BODY_BYTES, type PlanLimits, type PlanName } from '../protocol/wire.ts';

/** The operations whose catalog entry states limits of its own. */
type LimitedOperation = { [N in OperationName]: (typeof catalog)[N] extends { readonly limits: object } ? N : never }[OperationName];

/** The `x-daycalc-limits` extension of the OpenAPI document: one object per operation with limits, from its catalog entry. */
export type ApiLimits = {
  readonly max_body_bytes: number;
  readonly plans: Readonly<Record<PlanName, PlanLimits>>;
} & { readonly [N in LimitedOperation]: (typeof catalog)[N] extends { readonly limits: { readonly values: infer L } } ? L : never };

/**
 * The limits (docs/decisions.md#limits; each operation's `limits` in the catalog), the request body limit and the
 * plan limits (requests per UTC minute and per UTC month, keys per account), as a fresh JSON-ready object.
 *
 * @returns The `x-daycalc-limits` object.
 * @example
 * apiLimits()['add-days'] //=> { amount_min: -36500, amount_max: 36500 }
 */
export function apiLimits(): ApiLimits {
  const limits: Record<string, unknown> = { max_body_bytes: MAX_BODY_BYTES };
  for (const name of OPERATION_NAMES) {
    const definition: { readonly limits?: { readonly values: Readonly<Record<string, number>> } } = catalog[name];
    if (definition.limits !== undefined) limits[name] = { ...definition.limits.values };
  }
  limits['plans'] = { free: { ...DEFAULT_PLANS.free }, pro: { ...DEFAULT_PLANS.pro }, business: { ...DEFAULT_PLANS.business } };
  return limits as ApiLimits;
}
