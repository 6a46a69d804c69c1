import fc from 'fast-check';
import { listCountries } from '../../calendars/holidayProvider.ts';
import { fault, RANK } from '../../testing/_fault.ts';
import type { OperationKit } from '../../testing/_operationKit.ts';

/** Two-letter codes that no holiday data exists for. */
const unknownCountries = (): string[] => ['ZZ', 'XQ', 'QQ', 'AA', 'xx'].filter((code) => !listCountries().includes(code.toUpperCase()));

/** The conformance kit's generators of `countries`: every country or one supported country in any case, and two-letter codes the provider does not know. */
export const countriesKit: OperationKit = {
  valid: () =>
    fc.oneof(
      fc.constant({}),
      fc
        .constantFrom(...listCountries())
        .chain((code) => fc.constantFrom(code, code.toLowerCase()))
        .map((country_code) => ({ country_code })),
    ),
  faults: () => [fc.constantFrom(...unknownCountries()).map((code) => fault(RANK.calendar, 'INVALID_COUNTRY', `country_code ${code} unknown to the provider`, ['country_code'], { country_code: code }))],
};
