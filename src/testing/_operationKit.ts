import type fc from 'fast-check';
import type { Fault } from './_fault.ts';
import type { RequestArbitraryOptions, RequestBody } from './requestBody.ts';

/**
 * The conformance kit's generators of one operation, in `src/operations/<operation>/kit.ts`:
 * valid bodies, and the faults of the operation's own rules (its limits one step past the boundary,
 * results outside 0001..9999, cross-field rules). The faults every operation shares (unknown,
 * missing and malformed fields, calendars) come from its catalog entry's field table.
 */
export interface OperationKit {
  readonly valid: (options: RequestArbitraryOptions) => fc.Arbitrary<RequestBody>;
  readonly faults: () => fc.Arbitrary<Fault>[];
}
