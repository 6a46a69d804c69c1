import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OPERATION_NAMES, type OperationName } from '../../src/catalog.ts';
import { execute } from '../../src/catalog/execute.ts';
import { invalidRequest, reference, referenceText, validRequest } from '../../src/testing/index.ts';

const TODAY = '2026-01-01';
const BUSINESS_DAY_OPERATIONS = ['business-days-between', 'add-business-days', 'is-business-day'] as const;

/** The codes each operation's invalid requests must reach (the error precedence's rows, its error set and exceptions). */
const EXPECTED_CODES: Record<OperationName, readonly string[]> = {
  'date-difference': ['INVALID_JSON', 'INVALID_REQUEST', 'UNKNOWN_FIELD', 'INVALID_DATE', 'VALIDATION_ERROR'],
  'add-days': ['INVALID_JSON', 'INVALID_REQUEST', 'UNKNOWN_FIELD', 'INVALID_DATE', 'VALIDATION_ERROR'],
  'business-days-between': ['INVALID_JSON', 'INVALID_REQUEST', 'UNKNOWN_FIELD', 'INVALID_DATE', 'VALIDATION_ERROR', 'INVALID_COUNTRY', 'INVALID_SUBDIVISION', 'RANGE_TOO_LARGE'],
  'add-business-days': ['INVALID_JSON', 'INVALID_REQUEST', 'UNKNOWN_FIELD', 'INVALID_DATE', 'VALIDATION_ERROR', 'INVALID_COUNTRY', 'INVALID_SUBDIVISION'],
  'is-business-day': ['INVALID_JSON', 'INVALID_REQUEST', 'UNKNOWN_FIELD', 'INVALID_DATE', 'VALIDATION_ERROR', 'INVALID_COUNTRY', 'INVALID_SUBDIVISION'],
  age: ['INVALID_JSON', 'INVALID_REQUEST', 'UNKNOWN_FIELD', 'INVALID_DATE', 'VALIDATION_ERROR'],
  'time-duration': ['INVALID_JSON', 'INVALID_REQUEST', 'UNKNOWN_FIELD', 'INVALID_DATE', 'VALIDATION_ERROR'],
  'week-number': ['INVALID_JSON', 'INVALID_REQUEST', 'UNKNOWN_FIELD', 'INVALID_DATE', 'VALIDATION_ERROR'],
  // The exceptions of the error precedence: day-of-week has no VALIDATION_ERROR, unix-timestamp no INVALID_DATE.
  'day-of-week': ['INVALID_JSON', 'INVALID_REQUEST', 'UNKNOWN_FIELD', 'INVALID_DATE'],
  'unix-timestamp': ['INVALID_JSON', 'INVALID_REQUEST', 'UNKNOWN_FIELD', 'VALIDATION_ERROR'],
  holidays: ['INVALID_JSON', 'INVALID_REQUEST', 'UNKNOWN_FIELD', 'INVALID_DATE', 'VALIDATION_ERROR', 'INVALID_COUNTRY', 'INVALID_SUBDIVISION', 'RANGE_TOO_LARGE'],
  countries: ['INVALID_JSON', 'INVALID_REQUEST', 'UNKNOWN_FIELD', 'VALIDATION_ERROR', 'INVALID_COUNTRY'],
  'adjust-date': ['INVALID_JSON', 'INVALID_REQUEST', 'UNKNOWN_FIELD', 'INVALID_DATE', 'VALIDATION_ERROR', 'INVALID_COUNTRY', 'INVALID_SUBDIVISION'],
};

describe('validRequest', () => {
  it.each(OPERATION_NAMES)('never gives an error through execute for %s', async (operation) => {
    await fc.assert(
      fc.asyncProperty(validRequest(operation), async (body) => {
        const result = await execute(operation, body, { today: TODAY });
        if (!result.ok) throw new Error(`${JSON.stringify(body)} gave ${result.error.code}: ${result.error.message}`);
      }),
      { numRuns: 150 },
    );
    // Random countries and years: most of the time is date-holidays computing holiday years it has
    // not seen yet (about 12 ms a year cold), which on a busy 2-core machine took up to 39 s.
  }, 180_000);

  it('reaches the limits at their boundary, and not beyond', () => {
    const spans = fc.sample(validRequest('business-days-between'), { numRuns: 3000, seed: 1 }).map((body) => ({
      days: Math.abs(Date.parse(String(body['end_date'])) - Date.parse(String(body['start_date']))) / 86_400_000 + 1,
      detailed: body['detailed'] === true,
    }));
    expect(Math.max(...spans.map((span) => span.days))).toBe(36_525);
    expect(Math.max(...spans.filter((span) => span.detailed).map((span) => span.days))).toBe(400);
    const walks = fc.sample(validRequest('add-business-days'), { numRuns: 3000, seed: 1 });
    expect(walks.some((body) => body['detailed'] === true && Math.abs(Number(body['days'])) === 400)).toBe(true);
    expect(Math.max(...walks.map((body) => Math.abs(Number(body['days']))))).toBe(25_000);
    expect(Math.max(...fc.sample(validRequest('add-days'), { numRuns: 3000, seed: 1 }).map((body) => Math.abs(Number(body['days']))))).toBe(36_500);
  });

  it('does not mutate what it generates when executed', async () => {
    const bodies = fc.sample(validRequest('add-business-days'), { numRuns: 8, seed: 3 });
    const copies = structuredClone(bodies);
    for (const body of bodies) await execute('add-business-days', body);
    expect(bodies).toEqual(copies);
  });
});

describe('invalidRequest', () => {
  it.each(OPERATION_NAMES)('gives exactly its labelled code and status through execute for %s', async (operation) => {
    const seen = new Set<string>();
    await fc.assert(
      fc.asyncProperty(invalidRequest(operation), async (request) => {
        const answer = await referenceText(operation, request.text, { today: TODAY });
        seen.add(request.code);
        const got = { status: answer.status, code: 'code' in answer ? answer.code : undefined };
        expect({ rule: request.rule, text: request.text, ...got }).toEqual({ rule: request.rule, text: request.text, status: request.status, code: request.code });
        // The parsed body gives the same answer as the text (an own __proto__ key included).
        if (request.code !== 'INVALID_JSON') expect(await reference(operation, request.body, { today: TODAY })).toEqual(answer);
        else expect(request).not.toHaveProperty('body');
      }),
      { numRuns: 400 },
    );
    expect([...seen].sort()).toEqual([...EXPECTED_CODES[operation]].sort());
  });

  it('covers each limit one step past its boundary, __proto__, and two faults ranked by the error precedence', () => {
    const rules = (operation: OperationName): string[] => fc.sample(invalidRequest(operation), { numRuns: 4000, seed: 2 }).map((request) => request.rule);
    expect(rules('business-days-between')).toEqual(expect.arrayContaining(['span of 36526 days', 'detailed span of 401 days']));
    expect(rules('add-business-days')).toEqual(expect.arrayContaining(['days 25001 beyond ±25000', 'days -25001 beyond ±25000', 'detailed walk of 401 calendar days']));
    expect(rules('add-days')).toEqual(expect.arrayContaining(['days 36501 beyond ±36500', 'days -36501 beyond ±36500']));
    const texts = fc.sample(invalidRequest('date-difference'), { numRuns: 2000, seed: 2 });
    expect(texts.some((request) => request.code === 'UNKNOWN_FIELD' && request.text.includes('"__proto__"'))).toBe(true);
    expect(texts.some((request) => request.rule.includes('later row of the error precedence'))).toBe(true);
  });

  it.each(BUSINESS_DAY_OPERATIONS)('labels well-formed calendar ids for %s by the savedCalendars option', async (operation) => {
    const check = async (savedCalendars: 'none' | 'empty', code: string, calendars?: () => undefined) => {
      const seen = new Set<string>();
      await fc.assert(
        fc.asyncProperty(invalidRequest(operation, { savedCalendars }), async (request) => {
          seen.add(request.code);
          const answer = await referenceText(operation, request.text, { today: TODAY, ...(calendars ? { calendars } : {}) });
          expect({ rule: request.rule, status: answer.status, code: 'code' in answer ? answer.code : undefined }).toEqual({ rule: request.rule, status: request.status, code: request.code });
        }),
        { numRuns: 300 },
      );
      expect(seen.has(code)).toBe(true);
    };
    await check('none', 'FEATURE_NOT_AVAILABLE');
    await check('empty', 'BUSINESS_CALENDAR_NOT_FOUND', () => undefined);
  });
});

describe('arbCalendarFields: markets', () => {
  it('draws a market of options.markets one time in about six, in any letter case, never beside a country', async () => {
    const { arbCalendarFields } = await import('../../src/testing/arbCalendarFields.ts');
    const drawn = fc.sample(arbCalendarFields({ markets: ['XNYS'] }), { numRuns: 600, seed: 7 });
    const markets = drawn.filter((fields) => fields.market_code !== undefined);
    expect(markets.length).toBeGreaterThan(50);
    expect(markets.length).toBeLessThan(200);
    expect(markets.every((fields) => fields.market_code!.toUpperCase() === 'XNYS' && fields.country_code === undefined && fields.subdivision_code === undefined)).toBe(true);
    for (const fields of markets.slice(0, 20)) {
      const answer = await execute('is-business-day', { date: '2025-01-09', ...fields });
      expect(answer.ok, JSON.stringify(fields)).toBe(true);
    }
    expect(fc.sample(arbCalendarFields(), { numRuns: 200, seed: 7 }).some((fields) => fields.market_code !== undefined)).toBe(false);
  });
});
