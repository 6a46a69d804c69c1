import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OPERATION_NAMES } from '../../src/catalog.ts';
import { execute } from '../../src/requests/execute.ts';
import { invalidRequest, referenceText, validRequest } from '../../src/testing/index.ts';

const TODAY = '2026-01-01';

describe('daycalc/testing arbitraries', () => {
  it.each(OPERATION_NAMES)('valid requests for %s never give an error through execute', async (operation) => {
    await fc.assert(
      fc.asyncProperty(validRequest(operation), async (body) => {
        const result = await execute(operation, body, { today: TODAY });
        if (!result.ok) throw new Error(`${JSON.stringify(body)} gave ${result.error.code}: ${result.error.message}`);
      }),
      { numRuns: 150 },
    );
  });

  it.each(OPERATION_NAMES)('invalid requests for %s give exactly their labelled code and status through execute', async (operation) => {
    const seen = new Set<string>();
    await fc.assert(
      fc.asyncProperty(invalidRequest(operation), async (request) => {
        const answer = await referenceText(operation, request.text, { today: TODAY });
        seen.add(request.code);
        expect({ rule: request.rule, text: request.text, status: answer.status, code: 'code' in answer ? answer.code : undefined }).toEqual({
          rule: request.rule,
          text: request.text,
          status: request.status,
          code: request.code,
        });
      }),
      { numRuns: 300 },
    );
    expect(seen.has('INVALID_JSON') && seen.has('INVALID_REQUEST') && seen.has('UNKNOWN_FIELD')).toBe(true);
  });
});
