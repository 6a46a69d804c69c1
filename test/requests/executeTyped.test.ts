// execute answers as the typed function does (issue 31: execute hands the dates its check read on to
// the run, and a repeated calendar is found without resolving it again): for valid bodies, the same
// data; for a body whose date is broken, the same INVALID_DATE. Each body runs twice, so the second
// answer comes from the calendars execute remembered.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { execute } from '../../src/catalog/execute.ts';
import { loadCalendar } from '../../src/calendars/loadCalendar.ts';
import { reachesOutside } from '../../src/calendars/outsideYears.ts';
import { isPlainDate } from '../../src/date/plainDate.ts';
import type { CalendarFields } from '../../src/calendars/resolveCalendar.ts';
import { addBusinessDays } from '../../src/operations/addBusinessDays/addBusinessDays.ts';
import { businessDaysBetween } from '../../src/operations/businessDaysBetween/businessDaysBetween.ts';
import { isBusinessDay } from '../../src/operations/isBusinessDay/isBusinessDay.ts';
import { yearsAround, yearsBetween, yearsOfWalk } from '../../src/operations/_yearsRead.ts';
import { validRequest } from '../../src/testing/validRequest.ts';
import type { Result } from '../../src/result.ts';

const CALENDAR_FIELDS = ['country_code', 'subdivision_code', 'working_days', 'include_public_holidays', 'market_code', 'holiday_types', 'language'] as const;

/** The body's calendar fields. */
function calendarFieldsOf(body: Record<string, unknown>): CalendarFields {
  return Object.fromEntries(CALENDAR_FIELDS.filter((name) => body[name] !== undefined).map((name) => [name, body[name]])) as CalendarFields;
}

type Typed = (body: Record<string, unknown>) => Promise<Result<unknown>>;

/** Runs the typed function on a body: its calendar loaded for the years the run reads. */
function typedOf(run: (args: never, calendar: never) => Result<unknown>, years: (body: never, spec: never) => { from: number; to: number }, dates: readonly string[]): Typed {
  return async (body) => {
    const fields = calendarFieldsOf(body);
    const calendar = await loadCalendar(fields);
    if (!calendar.ok) return calendar;
    // Years outside the compiled tables are computed on demand: load them first (a broken date fails before any year is read).
    // A market's calendar holds its closures' years and loads no others (execute asks for none either).
    const span = dates.every((field) => isPlainDate(body[field])) ? years(body as never, calendar.value as never) : undefined;
    if (span === undefined || fields.market_code !== undefined || !reachesOutside(span)) return run(body as never, calendar.value as never);
    const loaded = await loadCalendar(fields, { years: span });
    return loaded.ok ? run(body as never, loaded.value as never) : loaded;
  };
}

const OPERATIONS = {
  'business-days-between': { typed: typedOf(businessDaysBetween as never, yearsBetween as never, ['start_date', 'end_date']), dates: ['start_date', 'end_date'] },
  'add-business-days': { typed: typedOf(addBusinessDays as never, yearsOfWalk as never, ['start_date']), dates: ['start_date'] },
  'is-business-day': { typed: typedOf(isBusinessDay as never, yearsAround as never, ['date']), dates: ['date'] },
} as const;

const options = { countries: ['US', 'DE', 'GB', 'JP', 'BR', 'AU'], markets: ['XNYS', 'XETR'] };
const brokenDates = fc.constantFrom('2023-02-29', '2024-13-01', '2024-1-01', '', 20240101, null, '2024-06-31', '0000-01-01');

describe('execute answers as the typed function', () => {
  for (const [operation, { typed, dates }] of Object.entries(OPERATIONS)) {
    it(`${operation}: the same data for valid bodies, twice (the second from the remembered calendar)`, async () => {
      await fc.assert(
        fc.asyncProperty(validRequest(operation as keyof typeof OPERATIONS, options), async (body) => {
          const expected = await typed(body);
          for (let round = 0; round < 2; round++) {
            const result = await execute(operation as keyof typeof OPERATIONS, body);
            expect(result.ok ? { ok: true, value: result.data } : { ok: false, error: result.error }).toEqual(expected);
          }
        }),
        { numRuns: 60 },
      );
    });

    it(`${operation}: the same INVALID_DATE for a broken date`, async () => {
      await fc.assert(
        fc.asyncProperty(validRequest(operation as keyof typeof OPERATIONS, options), fc.constantFrom(...dates), brokenDates, async (body, field, date) => {
          const broken = { ...body, [field]: date };
          const expected = await typed(broken);
          const result = await execute(operation as keyof typeof OPERATIONS, broken);
          expect(result.ok).toBe(false);
          expect(expected.ok).toBe(false);
          if (!result.ok && !expected.ok) expect(result.error).toEqual(expected.error);
        }),
        { numRuns: 60 },
      );
    });
  }
});
