import { describe, expectTypeOf, it } from 'vitest';
import type { InputOf } from '../../src/catalog.ts';
import type { AddDaysInput } from '../../src/operations/addDays/addDays.ts';
import type { AgeInput } from '../../src/operations/age/age.ts';
import { validateRequest, type RequestFailure, type ValidRequest } from '../../src/catalog/validateRequest.ts';

describe('validateRequest', () => {
  it("should return the operation's typed input or a failure", () => {
    expectTypeOf(validateRequest('add-days', {})).toEqualTypeOf<ValidRequest<AddDaysInput> | RequestFailure>();
    expectTypeOf(validateRequest('age', {})).toEqualTypeOf<ValidRequest<AgeInput> | RequestFailure>();
  });

  it('should give a value usable as AddDaysInput', () => {
    const result = validateRequest('add-days', {});
    if (result.ok) expectTypeOf(result.value).toExtend<AddDaysInput>();
    expectTypeOf<InputOf<'add-days'>>().toEqualTypeOf<AddDaysInput>();
  });
});
