import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { plainDateFrom } from '../../src/date/plainDateFrom.ts';

describe('plainDateFrom', () => {
  it('reads a Temporal.PlainDate, an ISO string and { year, month, day }', () => {
    expect(plainDateFrom(Temporal.PlainDate.from('2024-02-29'))).toEqual({ ok: true, value: '2024-02-29' });
    expect(plainDateFrom('0001-01-01')).toEqual({ ok: true, value: '0001-01-01' });
    expect(plainDateFrom({ year: 2024, month: 3, day: 1 })).toEqual({ ok: true, value: '2024-03-01' });
    expect(plainDateFrom(Temporal.PlainDateTime.from('2024-12-31T23:59'))).toEqual({ ok: true, value: '2024-12-31' });
  });

  it("reads a non-ISO Temporal.PlainDate's ISO date, not its own year", () => {
    const gregory = Temporal.PlainDate.from('2024-01-15').withCalendar('gregory');
    expect(plainDateFrom(gregory)).toEqual({ ok: true, value: '2024-01-15' });
    // A plain object that says it is in another calendar's numbering is read as ISO fields only.
    expect(plainDateFrom({ year: 5784, month: 5, day: 4, toString: () => '2024-01-15[u-ca=hebrew]' })).toEqual({ ok: true, value: '2024-01-15' });
  });

  it('never rolls over and names the field', () => {
    expect(plainDateFrom({ year: 2023, month: 2, day: 29 }, 'start_date')).toEqual({
      ok: false,
      error: { code: 'INVALID_DATE', field: 'start_date', message: 'start_date 2023-02-29 is not a calendar date' },
    });
    expect(plainDateFrom({ year: 10_000, month: 1, day: 1 }).ok).toBe(false);
    expect(plainDateFrom({ year: 2024.5, month: 1, day: 1 }).ok).toBe(false);
    expect(plainDateFrom('2024-2-1').ok).toBe(false);
  });

  it('points a JavaScript Date to plainDateFromDate with a time zone', () => {
    const result = plainDateFrom(new Date('2024-01-01T00:00:00Z'), 'end_date');
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error).toMatchObject({ code: 'INVALID_DATE', field: 'end_date' });
      expect(result.error.message).toContain('plainDateFromDate(date, timeZone)');
    }
  });

  it('never throws, whatever it is given (throwing getters and toString included)', () => {
    const hostile = {
      get year(): number {
        throw new Error('boom');
      },
      toString(): string {
        throw new Error('boom');
      },
    };
    expect(plainDateFrom(hostile).ok).toBe(false);
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const result = plainDateFrom(value);
        expect(typeof result.ok).toBe('boolean');
      }),
    );
  });

  it('agrees with Temporal on every ISO date (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9999 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 31 }), (year, month, day) => {
        const result = plainDateFrom({ year, month, day });
        let expected: string | undefined;
        try {
          expected = Temporal.PlainDate.from({ year, month, day }, { overflow: 'reject' }).toString();
        } catch {
          expected = undefined;
        }
        expect(result.ok ? result.value : undefined).toBe(expected);
        if (expected !== undefined) expect(plainDateFrom(Temporal.PlainDate.from(expected))).toEqual({ ok: true, value: expected });
      }),
    );
  });
});
