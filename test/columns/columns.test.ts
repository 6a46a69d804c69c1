// Issue 31 item 1: the column kernels' rules by example, and their failures (the first bad row, named by index).
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { calendarOf } from '../../src/calendars/calendarOf.ts';
import { jointCalendar } from '../../src/calendars/jointCalendar.ts';
import { loadCalendar } from '../../src/calendars/loadCalendar.ts';
import { epochDaysToPlainDate } from '../../src/date/plainDate.ts';
import { addBusinessDays } from '../../src/operations/addBusinessDays/addBusinessDays.ts';
import { adjustDate } from '../../src/operations/adjustDate/adjustDate.ts';
import { businessDaysBetween } from '../../src/operations/businessDaysBetween/businessDaysBetween.ts';
import { isBusinessDay } from '../../src/operations/isBusinessDay/isBusinessDay.ts';
import { addBusinessDaysColumn, adjustDateColumn, businessDaysBetweenColumn, epochDaysToPlainDates, isBusinessDayColumn, plainDatesToEpochDays } from '../../src/columns/index.ts';
import { DE } from '../../src/holidays/de.ts';
import { GB } from '../../src/holidays/gb.ts';
import { US } from '../../src/holidays/us.ts';
import { XNYS } from '../../src/markets/xnys.ts';

const us = calendarOf(US);
/** Epoch days of dates (the conversion under test below, trusted here once it passes). */
const days = (...dates: string[]): Int32Array => {
  const read = plainDatesToEpochDays(dates);
  if (!read.ok) throw new Error(read.error.message);
  return read.value;
};
const datesOf = (column: Int32Array): string[] => {
  const written = epochDaysToPlainDates(column);
  if (!written.ok) throw new Error(written.error.message);
  return written.value;
};

describe('plainDatesToEpochDays and epochDaysToPlainDates', () => {
  it('turn YYYY-MM-DD strings into epoch days and back', () => {
    expect(Array.from(days('1970-01-01', '1970-01-02', '1969-12-31', '0001-01-01', '9999-12-31', '2024-02-29'))).toEqual([0, 1, -1, -719_162, 2_932_896, 19_782]);
    expect(datesOf(Int32Array.of(0, 1, -1, -719_162, 2_932_896, 19_782))).toEqual(['1970-01-01', '1970-01-02', '1969-12-31', '0001-01-01', '9999-12-31', '2024-02-29']);
  });

  it('name the first row that is not a date, and fill a given column', () => {
    expect(plainDatesToEpochDays(['2024-01-01', '2023-02-29', 'x'])).toMatchObject({ ok: false, error: { code: 'INVALID_DATE', field: 'dates[1]' } });
    expect(plainDatesToEpochDays('2024-01-01' as never)).toMatchObject({ ok: false, error: { code: 'INVALID_REQUEST', field: 'dates' } });
    expect(plainDatesToEpochDays(['2024-01-01'], new Int32Array(2))).toMatchObject({ ok: false, error: { code: 'VALIDATION_ERROR', field: 'out' } });
    const out = new Int32Array(1);
    expect(plainDatesToEpochDays(['2024-01-01'], out)).toEqual({ ok: true, value: out });
    expect(out[0]).toBe(19_723);
    expect(epochDaysToPlainDates(Float64Array.of(1, 2.5))).toMatchObject({ ok: false, error: { code: 'INVALID_DATE', field: 'days[1]' } });
    expect(epochDaysToPlainDates(Int32Array.of(3e6))).toMatchObject({ ok: false, error: { code: 'INVALID_DATE', field: 'days[0]', message: 'days[0] must be an epoch day: an integer from -719162 (0001-01-01) to 2932896 (9999-12-31); received 3000000' } });
  });
});

describe('businessDaysBetweenColumn', () => {
  it('counts each row as businessDaysBetween: closed interval, reversed rows non-negative, the flags dropping the ends', () => {
    const starts = days('2024-11-25', '2024-11-29', '2024-11-30', '2024-07-04', '2024-07-05');
    const ends = days('2024-11-29', '2024-11-25', '2024-11-30', '2024-07-05', '2024-07-05');
    expect(businessDaysBetweenColumn(starts, ends, us)).toEqual({ ok: true, value: Int32Array.of(4, 4, 0, 1, 1) });
    expect(businessDaysBetweenColumn(starts, ends, us, { include_start_date: false })).toEqual({ ok: true, value: Int32Array.of(3, 3, 0, 1, 0) });
    expect(businessDaysBetweenColumn(starts, ends, us, { include_end_date: false })).toEqual({ ok: true, value: Int32Array.of(3, 3, 0, 0, 0) });
  });

  it('fills the column it is given, and answers an empty column', () => {
    const out = new Int32Array(1);
    const counted = businessDaysBetweenColumn(days('2024-01-01'), days('2024-12-31'), us, { out });
    expect(counted.ok && counted.value).toBe(out);
    expect(out[0]).toBe(251); // 262 weekdays, 11 federal holidays on them
    expect(businessDaysBetweenColumn(new Int32Array(0), new Float64Array(0), us)).toEqual({ ok: true, value: new Int32Array(0) });
  });

  it('fails on the arguments first, then on the first bad row, as businessDaysBetween fails for it', () => {
    const one = days('2024-01-01');
    expect(businessDaysBetweenColumn([19_723] as never, one, us)).toMatchObject({ ok: false, error: { code: 'INVALID_REQUEST', field: 'start_dates' } });
    expect(businessDaysBetweenColumn(one, days('2024-01-01', '2024-01-02'), us)).toMatchObject({ ok: false, error: { code: 'VALIDATION_ERROR', field: 'end_dates' } });
    expect(businessDaysBetweenColumn(one, one, us, { include_end_date: 1 as never })).toMatchObject({ ok: false, error: { code: 'VALIDATION_ERROR', field: 'include_end_date' } });
    expect(businessDaysBetweenColumn(one, one, us, { out: new Float64Array(1) as never })).toMatchObject({ ok: false, error: { code: 'VALIDATION_ERROR', field: 'out' } });
    expect(businessDaysBetweenColumn(one, one, { plan: {} } as never)).toMatchObject({ ok: false, error: { code: 'VALIDATION_ERROR', field: 'calendar' } });
    // Row 1 spans too much, row 2 is no date: row 1 is the first bad row.
    const starts = Float64Array.of(19_723, 0, Number.NaN);
    const ends = Float64Array.of(19_730, 40_000, 19_723);
    expect(businessDaysBetweenColumn(starts, ends, us)).toMatchObject({ ok: false, error: { code: 'RANGE_TOO_LARGE', field: 'end_dates[1]', message: 'end_dates[1]: end_date is 40001 days from start_date counted inclusively; the most is 36525' } });
    expect(businessDaysBetweenColumn(starts.subarray(2), ends.subarray(2), us)).toMatchObject({ ok: false, error: { code: 'INVALID_DATE', field: 'start_dates[0]' } });
    // A static calendar holds 1900-2199: a row in 2300 fails as the typed count does, naming its row.
    expect(businessDaysBetweenColumn(days('2024-01-01', '2300-01-01'), days('2024-01-02', '2300-01-05'), us)).toMatchObject({
      ok: false,
      error: { code: 'VALIDATION_ERROR', field: 'calendar', message: expect.stringMatching(/^calendar \(row 1\): the calendar holds the public holidays of US for 1900-2199 only/) },
    });
  });
});

describe('addBusinessDaysColumn', () => {
  it('moves each row as addBusinessDays, in place too', () => {
    const by = calendarOf(DE, { subdivision_code: 'BY' });
    const starts = days('2024-12-20', '2024-12-20', '2024-12-24', '2024-12-27', '2024-12-25');
    const amounts = Int32Array.of(5, -5, 0, 1, 1);
    const moved = addBusinessDaysColumn(starts, amounts, by);
    expect(moved.ok && datesOf(moved.value)).toEqual(['2024-12-31', '2024-12-13', '2024-12-24', '2024-12-30', '2024-12-27']);
    // With include_start_date, a working start is day one; a holiday start is not.
    const counted = addBusinessDaysColumn(days('2024-12-20', '2024-12-25'), Int32Array.of(1, 1), by, { include_start_date: true });
    expect(counted.ok && datesOf(counted.value)).toEqual(['2024-12-20', '2024-12-27']);
    const inPlace = days('2024-12-20');
    addBusinessDaysColumn(inPlace, Int32Array.of(5), by, { out: inPlace });
    expect(datesOf(inPlace)).toEqual(['2024-12-31']);
  });

  it('fails on the first bad row as addBusinessDays fails for it', () => {
    expect(addBusinessDaysColumn(days('2024-01-01', '2024-01-01'), Float64Array.of(1, 25_001), us)).toMatchObject({ ok: false, error: { code: 'VALIDATION_ERROR', field: 'days[1]' } });
    expect(addBusinessDaysColumn(days('2024-01-01'), Float64Array.of(0.5), us)).toMatchObject({ ok: false, error: { code: 'VALIDATION_ERROR', field: 'days[0]', message: 'days[0] must be an integer from -25000 to 25000; received 0.5' } });
    expect(addBusinessDaysColumn(days('2024-01-01'), [1] as never, us)).toMatchObject({ ok: false, error: { code: 'INVALID_REQUEST', field: 'days' } });
    // Out of 0001..9999: the row says so (the engine's reach fails, the rows are checked one by one).
    expect(addBusinessDaysColumn(days('2024-01-01', '9999-12-20'), Int32Array.of(1, 50), calendarOf(DE, { include_public_holidays: false }))).toMatchObject({ ok: false, error: { code: 'VALIDATION_ERROR', field: 'days[1]' } });
  });
});

describe('isBusinessDayColumn', () => {
  it('flags each row as isBusinessDay does', () => {
    expect(isBusinessDayColumn(days('2024-07-04', '2024-07-05', '2024-07-06', '2024-11-28'), us)).toEqual({ ok: true, value: Uint8Array.of(0, 1, 0, 0) });
    // 9999-12-31 is a Friday with no next business day: the flag needs none.
    expect(isBusinessDayColumn(days('9999-12-31'), calendarOf(DE, { include_public_holidays: false }))).toEqual({ ok: true, value: Uint8Array.of(1) });
  });

  it('fails on the first bad row', () => {
    expect(isBusinessDayColumn(Float64Array.of(19_723, Number.NaN), us)).toMatchObject({ ok: false, error: { code: 'INVALID_DATE', field: 'dates[1]', message: 'dates[1] must be an epoch day: an integer from -719162 (0001-01-01) to 2932896 (9999-12-31); received NaN' } });
    expect(isBusinessDayColumn(days('2024-01-01'), us, { out: new Uint8Array(3) })).toMatchObject({ ok: false, error: { code: 'VALIDATION_ERROR', field: 'out' } });
    expect(isBusinessDayColumn(days('2024-01-01', '2300-01-01'), us)).toMatchObject({ ok: false, error: { code: 'VALIDATION_ERROR', field: 'calendar', message: expect.stringMatching(/^calendar \(row 1\)/) } });
    const market = isBusinessDayColumn(days('2024-01-01', '1700-01-04'), calendarOf(XNYS));
    expect(market).toMatchObject({ ok: false, error: { code: 'VALIDATION_ERROR', field: 'calendar', message: expect.stringMatching(/^calendar \(row 1\)/) } });
  });
});

describe('adjustDateColumn', () => {
  it('rolls each row as adjustDate does, by every convention', () => {
    // Saturday 4 July 2026 (observed on Friday 3 July); Saturday 31 October 2026; a business day.
    const dates = days('2026-07-04', '2026-10-31', '2026-07-07', '2026-08-01');
    const by = (convention: 'following' | 'preceding' | 'modified_following' | 'modified_preceding' | 'nearest') => {
      const rolled = adjustDateColumn(dates, us, { convention });
      return rolled.ok ? datesOf(rolled.value) : rolled.error.code;
    };
    expect(by('following')).toEqual(['2026-07-06', '2026-11-02', '2026-07-07', '2026-08-03']);
    expect(by('preceding')).toEqual(['2026-07-02', '2026-10-30', '2026-07-07', '2026-07-31']);
    expect(by('modified_following')).toEqual(['2026-07-06', '2026-10-30', '2026-07-07', '2026-08-03']);
    expect(by('modified_preceding')).toEqual(['2026-07-02', '2026-10-30', '2026-07-07', '2026-08-03']);
    expect(by('nearest')).toEqual(['2026-07-06', '2026-10-30', '2026-07-07', '2026-07-31']);
    const rolled = adjustDateColumn(dates, us);
    expect(rolled.ok && datesOf(rolled.value)).toEqual(by('following'));
  });

  it('fails on the arguments, then on the first row with no business day to roll to', () => {
    expect(adjustDateColumn(days('2026-07-04'), us, { convention: 'forward' as never })).toMatchObject({ ok: false, error: { code: 'VALIDATION_ERROR', field: 'convention' } });
    expect(adjustDateColumn(days('2026-07-04'), us, 'x' as never)).toMatchObject({ ok: false, error: { code: 'INVALID_REQUEST', field: 'options' } });
    const weekendsOff = calendarOf(DE, { include_public_holidays: false, working_days: [1] });
    // 9999-12-31 is a Friday: no Monday follows it.
    expect(adjustDateColumn(days('2024-01-02', '9999-12-31'), weekendsOff)).toMatchObject({ ok: false, error: { code: 'VALIDATION_ERROR', field: 'dates[1]', message: 'dates[1]: date has no business day to roll to inside 0001-01-01..9999-12-31' } });
    // preceding still finds one; nearest takes the one there is.
    expect(adjustDateColumn(days('9999-12-31'), weekendsOff, { convention: 'nearest' })).toEqual({ ok: true, value: days('9999-12-27') });
  });
});

describe('calendars of every kind', () => {
  it('agree with the typed functions row by row on joint calendars (both rules), a market and holiday types', async () => {
    const gb = calendarOf(GB, { subdivision_code: 'ENG' });
    if (!us.ok || !gb.ok) throw new Error('calendars');
    const austria = await loadCalendar({ country_code: 'AT', holiday_types: ['public', 'bank'] });
    const calendars = [jointCalendar([us.value, gb.value], 'holidays'), jointCalendar([us.value, gb.value], 'business_days'), calendarOf(XNYS), austria];
    const rows = Int32Array.from({ length: 800 }, (_, row) => 19_700 + row);
    const ends = Int32Array.from(rows, (day) => day + 400);
    const amounts = Int32Array.from(rows, (day) => (day % 50) - 25);
    for (const calendar of calendars) {
      if (!calendar.ok) throw new Error(calendar.error.message);
      const flags = isBusinessDayColumn(rows, calendar);
      const counts = businessDaysBetweenColumn(rows, ends, calendar);
      const rolled = adjustDateColumn(rows, calendar, { convention: 'nearest' });
      const moved = addBusinessDaysColumn(rows, amounts, calendar);
      if (!flags.ok || !counts.ok || !rolled.ok || !moved.ok) throw new Error('a column call failed');
      rows.forEach((day, row) => {
        const date = epochDaysToPlainDate(day)!;
        expect(isBusinessDay({ date }, calendar)).toMatchObject({ value: { is_business_day: flags.value[row] === 1 } });
        expect(businessDaysBetween({ start_date: date, end_date: epochDaysToPlainDate(ends[row]!)! }, calendar)).toMatchObject({ value: { business_days: counts.value[row] } });
        expect(adjustDate({ date, convention: 'nearest' }, calendar)).toMatchObject({ value: { adjusted_date: epochDaysToPlainDate(rolled.value[row]!) } });
        expect(addBusinessDays({ start_date: date, days: amounts[row]! }, calendar)).toMatchObject({ value: { result_date: epochDaysToPlainDate(moved.value[row]!) } });
      });
    }
  }, 60_000);
});

describe('bundles', () => {
  it('carry no column kernel when they import none', async () => {
    const entry = fileURLToPath(new URL('../../src/index.ts', import.meta.url));
    const bundle = async (names: string) =>
      (await build({ stdin: { contents: `export { ${names} } from ${JSON.stringify(entry)};`, resolveDir: process.cwd(), loader: 'ts' }, bundle: true, minify: true, format: 'esm', platform: 'browser', write: false, logLevel: 'silent', external: ['date-holidays'] })).outputFiles[0]!.text;
    expect(await bundle('businessDaysBetween, calendarOf')).not.toContain('one value per row');
    expect(await bundle('businessDaysBetweenColumn')).toContain('one value per row');
  });
});
