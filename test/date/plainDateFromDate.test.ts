// plainDateFromDate against temporal-polyfill: `Temporal.Instant.toZonedDateTimeISO(zone).toPlainDate()`.
import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { plainDateFromDate } from '../../src/date/plainDateFromDate.ts';
import { plainDateFromDate as fromRoot } from '../../src/index.ts';

/** Zones with DST (both hemispheres, a 30-minute one, a negative one), odd offsets, the date line and a skipped day. */
const ZONES = [
  'UTC',
  'Etc/GMT+12',
  'Etc/GMT-14',
  'Europe/Berlin',
  'Europe/London',
  'Europe/Dublin',
  'America/New_York',
  'America/Los_Angeles',
  'America/St_Johns',
  'America/Sao_Paulo',
  'America/Santiago',
  'Australia/Lord_Howe',
  'Australia/Sydney',
  'Pacific/Apia',
  'Pacific/Chatham',
  'Pacific/Kiritimati',
  'Pacific/Pago_Pago',
  'Asia/Kolkata',
  'Asia/Kathmandu',
  'Asia/Tehran',
  'Africa/Casablanca',
  'Antarctica/Troll',
] as const;

/** The first and last instants whose date is in 0001..9999 in every zone (a day of margin each side). */
const SAFE_MIN_MS = new Date('0001-01-02T00:00:00Z').getTime();
const SAFE_MAX_MS = new Date('9999-12-30T23:59:59.999Z').getTime();

function oracle(ms: number, zone: string): string {
  return Temporal.Instant.fromEpochMilliseconds(ms).toZonedDateTimeISO(zone).toPlainDate().toString();
}

/** Instants within two hours of each UTC-offset transition of the zone, 1990-2040. */
function transitionsOf(zone: string): number[] {
  const instants: number[] = [];
  let current: Temporal.ZonedDateTime | null = Temporal.ZonedDateTime.from({ timeZone: zone, year: 1990, month: 1, day: 1 });
  for (let count = 0; count < 200 && current !== null && current.year < 2040; count++) {
    current = current.getTimeZoneTransition('next');
    if (current !== null) instants.push(current.epochMilliseconds);
  }
  return instants;
}

const TRANSITIONS = ZONES.flatMap((zone) => transitionsOf(zone).map((ms) => [zone, ms] as const));

describe('plainDateFromDate', () => {
  it('should be exported by the root entry', () => {
    expect(fromRoot).toBe(plainDateFromDate);
  });

  it('should answer the examples', () => {
    const instant = new Date('2024-03-31T22:30:00Z');
    expect(plainDateFromDate(instant, 'Europe/Berlin')).toEqual({ ok: true, value: '2024-04-01' });
    expect(plainDateFromDate(instant, 'America/New_York')).toEqual({ ok: true, value: '2024-03-31' });
    expect(plainDateFromDate(new Date('2011-12-30T10:00:00Z'), 'Pacific/Apia')).toEqual({ ok: true, value: '2011-12-31' });
    expect(plainDateFromDate(new Date('1582-10-10T12:00:00Z'), 'UTC')).toEqual({ ok: true, value: '1582-10-10' });
    expect(plainDateFromDate(new Date('0001-01-01T00:00:00Z'), 'UTC')).toEqual({ ok: true, value: '0001-01-01' });
    expect(plainDateFromDate(new Date('9999-12-31T23:59:59.999Z'), 'UTC')).toEqual({ ok: true, value: '9999-12-31' });
  });

  it('should agree with Temporal on arbitrary instants in every zone', () => {
    fc.assert(
      fc.property(fc.integer({ min: SAFE_MIN_MS, max: SAFE_MAX_MS }), fc.constantFrom(...ZONES), (ms, zone) => {
        expect(plainDateFromDate(new Date(ms), zone)).toEqual({ ok: true, value: oracle(ms, zone) });
      }),
      { numRuns: 3000 },
    );
  });

  it('should agree with Temporal on instants of 1900-2100, where the rules change most', () => {
    const from = Date.UTC(1900, 0, 1);
    const to = Date.UTC(2100, 0, 1);
    fc.assert(
      fc.property(fc.integer({ min: from, max: to }), fc.constantFrom(...ZONES), (ms, zone) => {
        expect(plainDateFromDate(new Date(ms), zone)).toEqual({ ok: true, value: oracle(ms, zone) });
      }),
      { numRuns: 3000 },
    );
  });

  it('should agree with Temporal around every DST and offset transition of 1990-2040', () => {
    expect(TRANSITIONS.length).toBeGreaterThan(500);
    fc.assert(
      fc.property(fc.constantFrom(...TRANSITIONS), fc.integer({ min: -2 * 3_600_000, max: 2 * 3_600_000 }), ([zone, transition], delta) => {
        const ms = transition + delta;
        expect(plainDateFromDate(new Date(ms), zone)).toEqual({ ok: true, value: oracle(ms, zone) });
      }),
      { numRuns: 3000 },
    );
    for (const [zone, transition] of TRANSITIONS) {
      for (const ms of [transition - 1, transition]) expect(plainDateFromDate(new Date(ms), zone), `${zone} ${ms}`).toEqual({ ok: true, value: oracle(ms, zone) });
    }
  });

  it('should agree with Temporal on the last and first millisecond of local days', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1950, 0, 1), max: Date.UTC(2050, 0, 1) }), fc.constantFrom(...ZONES), (ms, zone) => {
        const startOfDay = Temporal.Instant.fromEpochMilliseconds(ms).toZonedDateTimeISO(zone).startOfDay().epochMilliseconds;
        for (const edge of [startOfDay - 1, startOfDay]) {
          expect(plainDateFromDate(new Date(edge), zone)).toEqual({ ok: true, value: oracle(edge, zone) });
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('should give VALIDATION_ERROR naming date for a day outside 0001..9999 in the zone', () => {
    const first = new Date('0001-01-01T00:00:00Z');
    expect(plainDateFromDate(first, 'America/New_York')).toMatchObject({ ok: false, error: { code: 'VALIDATION_ERROR', field: 'date' } });
    expect(plainDateFromDate(first, 'Asia/Tokyo')).toEqual({ ok: true, value: '0001-01-01' });
    const last = new Date('9999-12-31T23:00:00Z');
    expect(plainDateFromDate(last, 'Europe/Berlin')).toMatchObject({ ok: false, error: { code: 'VALIDATION_ERROR', field: 'date' } });
    expect(plainDateFromDate(last, 'UTC')).toEqual({ ok: true, value: '9999-12-31' });
    for (const ms of [-8.64e15, 8.64e15, new Date('0000-06-01T00:00:00Z').getTime(), new Date('+010000-01-01T00:00:00Z').getTime()]) {
      expect(plainDateFromDate(new Date(ms), 'UTC')).toMatchObject({ ok: false, error: { code: 'VALIDATION_ERROR', field: 'date' } });
    }
  });

  it('should give VALIDATION_ERROR naming date for an invalid Date or a value that is not a Date', () => {
    const values: unknown[] = [new Date(Number.NaN), '2024-01-01', 1_700_000_000_000, null, undefined, {}, { getTime: () => 0 }, Object.create(Date.prototype)];
    for (const [index, value] of values.entries()) {
      expect(plainDateFromDate(value as Date, 'UTC'), `value ${index}`).toMatchObject({ ok: false, error: { code: 'VALIDATION_ERROR', field: 'date' } });
    }
  });

  it('should give VALIDATION_ERROR naming timeZone for a zone Intl does not know, or one that is not a string', () => {
    for (const zone of ['Mars/Olympus', '', 'Europe/Berlin ', '+01:00x', 'local', undefined, null, 1, {}]) {
      const result = plainDateFromDate(new Date(0), zone as string);
      expect(result, String(zone)).toMatchObject({ ok: false, error: { code: 'VALIDATION_ERROR', field: 'timeZone' } });
      if (!result.ok) expect(result.error.message).toContain('timeZone');
    }
  });

  it('should accept a Date subclass and a Date from another realm, and ignore the host time zone', async () => {
    class Moment extends Date {}
    expect(plainDateFromDate(new Moment('2024-01-01T05:00:00Z'), 'America/Chicago')).toEqual({ ok: true, value: '2023-12-31' });
    const { runInNewContext } = await import('node:vm');
    const foreign = runInNewContext('new Date("2024-01-01T05:00:00Z")') as Date;
    expect(plainDateFromDate(foreign, 'Asia/Tokyo')).toEqual({ ok: true, value: '2024-01-01' });
  });

  it('should never throw, whatever it is given', () => {
    fc.assert(
      fc.property(fc.anything({ withDate: true, withBoxedValues: true, withNullPrototype: true }), fc.oneof(fc.string(), fc.constantFrom(...ZONES), fc.anything()), (date, zone) => {
        const result = plainDateFromDate(date as Date, zone as string);
        expect(typeof result.ok).toBe('boolean');
        if (!result.ok) expect(result.error.code).toBe('VALIDATION_ERROR');
      }),
      { numRuns: 500 },
    );
  });
});
