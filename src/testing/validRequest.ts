import type fc from 'fast-check';
import type { OperationName } from '../catalog.ts';
import { operationKits } from './operationKits.generated.ts';
import type { RequestArbitraryOptions, RequestBody } from './requestBody.ts';

/**
 * Valid request bodies for an operation: every field and default is exercised, dates cover
 * 0001..9999 biased to leap days, month ends, year bounds and ISO week-year edges, business-day
 * calendars are countries and subdivisions the holiday provider knows with custom working weeks, and
 * amounts reach the limits (docs/decisions.md#limits). `execute` answers every one with 200.
 *
 * @param operation - The operation.
 * @param options - `countries` to draw calendars from (default: all the provider knows); `markets` (MICs, or `true` for all) to draw market calendars too, their dates inside the market's years.
 * @returns An arbitrary of request bodies.
 * @example
 * fc.assert(fc.asyncProperty(validRequest('add-days'), async (body) => (await execute('add-days', body)).ok))
 */
export function validRequest(operation: OperationName, options: RequestArbitraryOptions = {}): fc.Arbitrary<RequestBody> {
  return operationKits[operation].valid(options);
}
