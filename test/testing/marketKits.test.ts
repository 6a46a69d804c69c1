import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { OperationName } from '../../src/catalog.ts';
import { execute } from '../../src/catalog/execute.ts';
import { MARKET_TABLES_MARKETS } from '../../src/calendars/marketTables/index.ts';
import { arbCalendarFields, invalidRequest, reference, referenceText, validRequest } from '../../src/testing/index.ts';

// The conformance kit with markets (`markets` of arbCalendarFields, validRequest and invalidRequest,
// docs/conformance.md): a drawn market's requests keep their dates inside the market's years
// (docs/decisions.md#markets), so the valid ones succeed and the invalid ones get the code they are
// labelled with. Markets are drawn only when asked (`market_code` is daycalc's addition to the API).

const TODAY = '2026-01-01';
/** The operations whose fields include the calendar fields. */
const CALENDAR_OPERATIONS = ['business-days-between', 'add-business-days', 'is-business-day', 'holidays', 'adjust-date'] as const satisfies readonly OperationName[];
const ALL_MARKETS = MARKET_TABLES_MARKETS.split(';').map((entry) => entry.split(':')[0]!);
/** Markets with the fewest years (XBUE from 2026, XHKG and IFEU from 2014, XETR from 2016), where dates outside are likeliest. */
const SHORT_MARKETS = ['XBUE', 'XHKG', 'IFEU', 'XETR'];

describe('the kit with markets: dates inside the drawn market\'s years', () => {
  it.each(CALENDAR_OPERATIONS)('validRequest(%s, { markets: true }) draws market calendars, and execute answers every request with 200', async (operation) => {
    let markets = 0;
    await fc.assert(
      fc.asyncProperty(validRequest(operation, { markets: true }), async (body) => {
        if (body['market_code'] !== undefined) markets++;
        const result = await execute(operation, body, { today: TODAY });
        if (!result.ok) throw new Error(`${JSON.stringify(body)} gave ${result.error.code}: ${result.error.message}`);
      }),
      { numRuns: 200, seed: 11 },
    );
    expect(markets).toBeGreaterThan(10);
  }, 180_000);

  it.each(CALENDAR_OPERATIONS)('validRequest(%s) with the markets of the fewest years gives valid market requests only', async (operation) => {
    const bodies = fc.sample(validRequest(operation, { markets: SHORT_MARKETS }), { numRuns: 400, seed: 5 }).filter((body) => body['market_code'] !== undefined);
    expect(bodies.length).toBeGreaterThan(30);
    for (const body of bodies) {
      const result = await execute(operation, body, { today: TODAY });
      expect(result.ok || `${JSON.stringify(body)}: ${result.error.code} ${result.error.message}`).toBe(true);
    }
  }, 180_000);

  it('reaches the span limits with a market of 100 years and more, and the detailed limits with any', () => {
    const spans = fc
      .sample(validRequest('business-days-between', { markets: ['XNYS', 'XBUE'] }), { numRuns: 4000, seed: 3 })
      .filter((body) => body['market_code'] !== undefined)
      .map((body) => ({
        market: String(body['market_code']).toUpperCase(),
        days: Math.abs(Date.parse(String(body['end_date'])) - Date.parse(String(body['start_date']))) / 86_400_000 + 1,
        detailed: body['detailed'] === true,
      }));
    expect(Math.max(...spans.filter((span) => span.market === 'XNYS').map((span) => span.days))).toBe(36_525);
    expect(Math.max(...spans.filter((span) => span.market === 'XBUE' && span.detailed).map((span) => span.days))).toBe(400);
    const walks = fc.sample(validRequest('add-business-days', { markets: ['XNYS'] }), { numRuns: 3000, seed: 3 }).filter((body) => body['market_code'] !== undefined);
    expect(Math.max(...walks.map((body) => Math.abs(Number(body['days']))))).toBeGreaterThan(10_000);
  });

  it.each(CALENDAR_OPERATIONS)('invalidRequest(%s, { markets: true }) gives exactly its labelled code through the reference', async (operation) => {
    let markets = 0;
    await fc.assert(
      fc.asyncProperty(invalidRequest(operation, { markets: true }), async (request) => {
        if (request.text.includes('"market_code"')) markets++;
        const answer = await referenceText(operation, request.text, { today: TODAY });
        expect({ rule: request.rule, text: request.text, status: answer.status, code: 'code' in answer ? answer.code : undefined }).toEqual({
          rule: request.rule,
          text: request.text,
          status: request.status,
          code: request.code,
        });
        if (request.code !== 'INVALID_JSON') expect(await reference(operation, request.body, { today: TODAY })).toEqual(answer);
      }),
      { numRuns: 300, seed: 13 },
    );
    expect(markets).toBeGreaterThan(10);
  }, 180_000);

  it('labels the span faults of business-days-between on market calendars (inside the years, or the market left out when they cannot hold the span)', async () => {
    const requests = fc.sample(invalidRequest('business-days-between', { markets: SHORT_MARKETS }), { numRuns: 3000, seed: 17 }).filter((request) => request.code === 'RANGE_TOO_LARGE');
    expect(requests.some((request) => request.text.includes('"market_code"'))).toBe(true);
    for (const request of requests) {
      const answer = await referenceText('business-days-between', request.text, { today: TODAY });
      expect(['code' in answer ? answer.code : answer.status, request.text]).toEqual(['RANGE_TOO_LARGE', request.text]);
    }
  }, 180_000);

  it('markets: true is every market; a code that is no market\'s (a name such as NYSE) throws', () => {
    const drawn = new Set(fc.sample(arbCalendarFields({ markets: true }), { numRuns: 3000, seed: 1 }).flatMap((fields) => (fields.market_code === undefined ? [] : [fields.market_code.toUpperCase()])));
    expect([...drawn].sort()).toEqual([...ALL_MARKETS].sort());
    expect(() => arbCalendarFields({ markets: ['NYSE'] })).toThrow(/NYSE is not a market/);
    expect(() => validRequest('is-business-day', { markets: ['XNYS', 'LSE'] })).toThrow(/LSE is not a market/);
  });
});
