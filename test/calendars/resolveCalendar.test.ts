import { describe, expect, it } from 'vitest';
import { resolveCalendar, type CalendarFields, type CalendarLookup } from '../../src/calendars/resolveCalendar.ts';
import type { ResolvedCalendar } from '../../src/calendars/resolvedCalendar.ts';
import { CALENDAR_ERROR_CODES, ERROR_STATUS } from '../../src/protocol/errorCodes.ts';
import { DE } from '../../src/holidays/de.ts';
import { US } from '../../src/holidays/us.ts';
import type { Result } from '../../src/result.ts';
import { SAVED_ID } from './_calendarArbitraries.ts';

/** The holiday data of the countries these tests resolve, as a user passes it. */
const HOLIDAYS = [US, DE];

const errorOf = (result: Result<ResolvedCalendar> | Promise<Result<ResolvedCalendar>>) => {
  if (result instanceof Promise) throw new Error('expected a synchronous result');
  return result.ok ? undefined : result.error;
};

const valueOf = (result: Result<ResolvedCalendar> | Promise<Result<ResolvedCalendar>>) => {
  if (result instanceof Promise || !result.ok) throw new Error('expected a synchronous success');
  return result.value;
};

describe('resolveCalendar', () => {
  it('should apply the defaults: US, Monday to Friday, public holidays on', () => {
    const calendar = valueOf(resolveCalendar({}, { holidays: HOLIDAYS }));
    expect(calendar).toMatchObject({ country_code: 'US', working_days: [1, 2, 3, 4, 5], include_public_holidays: true, custom_holidays: [], excluded_dates: [] });
    expect(calendar.subdivision_code).toBeUndefined();
    expect([calendar.provider, calendar.provider_version]).toEqual(['daycalc-tables', 'python-holidays 0.105; date-holidays 3.37.0']);
  });

  it('should upper-case the country and store the provider subdivision code', () => {
    const calendar = valueOf(resolveCalendar({ country_code: 'de', subdivision_code: 'de-by', working_days: [7, 1, 2], include_public_holidays: false }, { holidays: HOLIDAYS }));
    expect(calendar).toMatchObject({ country_code: 'DE', subdivision_code: 'BY', working_days: [1, 2, 7], include_public_holidays: false });
  });

  it('should fail with INVALID_COUNTRY and INVALID_SUBDIVISION (422), never falling back', () => {
    expect(errorOf(resolveCalendar({ country_code: 'XX' }, { holidays: HOLIDAYS }))).toMatchObject({ code: 'INVALID_COUNTRY', field: 'country_code' });
    expect(errorOf(resolveCalendar({ country_code: 'DE', subdivision_code: 'ZZ' }, { holidays: HOLIDAYS }))).toMatchObject({ code: 'INVALID_SUBDIVISION', field: 'subdivision_code' });
    expect(errorOf(resolveCalendar({ subdivision_code: 'BY' }, { holidays: HOLIDAYS }))).toMatchObject({ code: 'INVALID_SUBDIVISION' }); // BY is not a US state
    expect(errorOf(resolveCalendar({ country_code: 'AL', subdivision_code: 'X' }, { holidays: HOLIDAYS }))).toMatchObject({ code: 'INVALID_SUBDIVISION' });
    expect([ERROR_STATUS.INVALID_COUNTRY, ERROR_STATUS.INVALID_SUBDIVISION]).toEqual([422, 422]);
  });

  it('should report malformed inline fields as VALIDATION_ERROR before calendar faults', () => {
    const code = (fields: unknown) => {
      const error = errorOf(resolveCalendar(fields as CalendarFields, { holidays: HOLIDAYS }));
      return `${error?.code}:${error?.field}`;
    };
    expect(code({ country_code: 'USA' })).toBe('VALIDATION_ERROR:country_code');
    expect(code({ country_code: 'XX', working_days: [] })).toBe('VALIDATION_ERROR:working_days');
    expect(code({ working_days: [1, 1] })).toBe('VALIDATION_ERROR:working_days');
    expect(code({ working_days: [0] })).toBe('VALIDATION_ERROR:working_days');
    expect(code({ working_days: [1.5] })).toBe('VALIDATION_ERROR:working_days');
    expect(code({ subdivision_code: 5 })).toBe('VALIDATION_ERROR:subdivision_code');
    expect(code({ include_public_holidays: 'yes' })).toBe('VALIDATION_ERROR:include_public_holidays');
    expect(code({ business_calendar_id: 'not-a-uuid' })).toBe('VALIDATION_ERROR:business_calendar_id');
    expect(code({ business_calendar_id: null })).toBe('VALIDATION_ERROR:business_calendar_id');
    expect(code(null)).toBe('VALIDATION_ERROR:undefined');
  });

  it('should answer FEATURE_NOT_AVAILABLE (403) for an id without a lookup', () => {
    expect(errorOf(resolveCalendar({ business_calendar_id: SAVED_ID }, { holidays: HOLIDAYS }))).toMatchObject({ code: 'FEATURE_NOT_AVAILABLE', field: 'business_calendar_id' });
    expect(ERROR_STATUS.FEATURE_NOT_AVAILABLE).toBe(403);
  });

  it('should answer BUSINESS_CALENDAR_NOT_FOUND (404) when the lookup has nothing, sync or async', async () => {
    expect(errorOf(resolveCalendar({ business_calendar_id: SAVED_ID }, { holidays: HOLIDAYS, lookup: () => undefined }))).toMatchObject({ code: 'BUSINESS_CALENDAR_NOT_FOUND' });
    expect(errorOf(resolveCalendar({ business_calendar_id: SAVED_ID }, { holidays: HOLIDAYS, lookup: () => null }))).toMatchObject({ code: 'BUSINESS_CALENDAR_NOT_FOUND' });
    const pending = resolveCalendar({ business_calendar_id: SAVED_ID }, { holidays: HOLIDAYS, lookup: async () => undefined });
    expect(pending).toBeInstanceOf(Promise);
    expect(await pending).toMatchObject({ ok: false, error: { code: 'BUSINESS_CALENDAR_NOT_FOUND', field: 'business_calendar_id' } });
    expect(ERROR_STATUS.BUSINESS_CALENDAR_NOT_FOUND).toBe(404);
  });

  it('should cover every Calendar error code', async () => {
    const seen = new Set<string>();
    const note = async (result: Result<ResolvedCalendar> | Promise<Result<ResolvedCalendar>>) => {
      const settled = await result;
      if (!settled.ok) seen.add(settled.error.code);
    };
    await note(resolveCalendar({ country_code: 'XX' }, { holidays: HOLIDAYS }));
    await note(resolveCalendar({ subdivision_code: 'XX' }, { holidays: HOLIDAYS }));
    await note(resolveCalendar({ business_calendar_id: SAVED_ID }, { holidays: HOLIDAYS }));
    await note(resolveCalendar({ business_calendar_id: SAVED_ID }, { holidays: HOLIDAYS, lookup: () => undefined }));
    expect([...seen].sort()).toEqual([...CALENDAR_ERROR_CODES].sort());
  });

  it('should ignore (and not validate) the inline fields when an id is given', async () => {
    const inline = { country_code: 'XX', subdivision_code: 'nonsense', working_days: [], include_public_holidays: 'no' } as unknown as CalendarFields;
    const saved = { id: SAVED_ID, country_code: 'de', subdivision_code: 'DE-BE', working_days: [1, 2, 3], custom_holidays: [{ date: '2024-01-02', label: 'Retreat' }] };
    const sync = valueOf(resolveCalendar({ ...inline, business_calendar_id: SAVED_ID }, { holidays: HOLIDAYS, lookup: () => saved }));
    expect(sync).toMatchObject({ business_calendar_id: SAVED_ID, country_code: 'DE', subdivision_code: 'BE', working_days: [1, 2, 3], include_public_holidays: true });
    expect(sync.custom_holidays).toEqual([{ date: '2024-01-02', label: 'Retreat' }]);
    const asynchronous = await resolveCalendar({ ...inline, business_calendar_id: SAVED_ID }, { holidays: HOLIDAYS, lookup: async () => saved });
    expect(asynchronous.ok && asynchronous.value.plan.key).toBe(sync.plan.key);
    const defaults = valueOf(resolveCalendar({ ...inline, business_calendar_id: SAVED_ID }, { holidays: HOLIDAYS, lookup: () => ({ id: SAVED_ID }) }));
    expect(defaults).toMatchObject({ country_code: 'US', working_days: [1, 2, 3, 4, 5], include_public_holidays: true, excluded_dates: [] });
  });

  it('should resolve a lookup answer once per object, and see a changed calendar (a new object) at once', () => {
    const saved = { id: SAVED_ID, country_code: 'US', excluded_dates: ['2024-07-05'] };
    const first = valueOf(resolveCalendar({ business_calendar_id: SAVED_ID }, { holidays: HOLIDAYS, lookup: () => saved }));
    // The same answer object gives the same calendar (resolved once), whichever case the id is asked in.
    expect(valueOf(resolveCalendar({ business_calendar_id: SAVED_ID }, { holidays: HOLIDAYS, lookup: () => saved }))).toBe(first);
    const upper = valueOf(resolveCalendar({ business_calendar_id: SAVED_ID.toUpperCase() }, { holidays: HOLIDAYS, lookup: () => saved }));
    expect(upper.plan.key).toBe(first.plan.key);
    // A store that changes a calendar hands out a new object: the next call uses the change.
    const changed = { ...saved, excluded_dates: ['2024-07-05', '2024-07-08'] };
    const next = valueOf(resolveCalendar({ business_calendar_id: SAVED_ID }, { holidays: HOLIDAYS, lookup: () => changed }));
    expect(next).not.toBe(first);
    expect(next.excluded_dates).toEqual(['2024-07-05', '2024-07-08']);
    // An answer for another id is still refused, although that object was resolved before.
    const other = '6f1e2d3c-4b5a-4968-8776-a5b4c3d2e1f0';
    expect(errorOf(resolveCalendar({ business_calendar_id: other }, { holidays: HOLIDAYS, lookup: () => saved }))).toMatchObject({ code: 'VALIDATION_ERROR', field: 'business_calendar_id' });
  });

  it('should pass the id to the lookup exactly once', () => {
    const asked: string[] = [];
    resolveCalendar({ business_calendar_id: SAVED_ID }, { holidays: HOLIDAYS, lookup: (id) => (asked.push(id), undefined) });
    expect(asked).toEqual([SAVED_ID]);
  });

  it('should turn a throwing or rejecting lookup into INTERNAL_ERROR, never throwing', async () => {
    const throwing: CalendarLookup = () => {
      throw new Error('database down');
    };
    expect(errorOf(resolveCalendar({ business_calendar_id: SAVED_ID }, { holidays: HOLIDAYS, lookup: throwing }))).toMatchObject({ code: 'INTERNAL_ERROR', field: 'business_calendar_id' });
    const rejecting = await resolveCalendar({ business_calendar_id: SAVED_ID }, { holidays: HOLIDAYS, lookup: () => Promise.reject(new Error('timeout')) });
    expect(rejecting).toMatchObject({ ok: false, error: { code: 'INTERNAL_ERROR' } });
    const hostile = await resolveCalendar({ business_calendar_id: SAVED_ID }, { holidays: HOLIDAYS, lookup: () => ({ then: () => { throw new Error('bad thenable'); } }) as never });
    expect(hostile).toMatchObject({ ok: false, error: { code: 'INTERNAL_ERROR' } });
  });

  it('should reject an invalid saved calendar with VALIDATION_ERROR on business_calendar_id', async () => {
    const bad = [
      { id: SAVED_ID, working_days: [8] },
      { id: SAVED_ID, country_code: 'USA' },
      { id: SAVED_ID, custom_holidays: [{ date: '2024-02-30', label: 'x' }] },
      { id: SAVED_ID, custom_holidays: [{ date: '2024-02-03' }] },
      { id: SAVED_ID, excluded_dates: ['tomorrow'] },
      { id: '00000000-0000-0000-0000-000000000000' },
      { country_code: 'US' },
      'a string',
      42,
    ];
    for (const calendar of bad) {
      const error = errorOf(resolveCalendar({ business_calendar_id: SAVED_ID }, { holidays: HOLIDAYS, lookup: () => calendar as never }));
      expect(error, JSON.stringify(calendar)).toMatchObject({ code: 'VALIDATION_ERROR', field: 'business_calendar_id' });
      expect(error?.message).toContain('business_calendar_id');
    }
    const message = errorOf(resolveCalendar({ business_calendar_id: SAVED_ID }, { holidays: HOLIDAYS, lookup: () => ({ id: SAVED_ID, excluded_dates: ['2024-01-01', 'x'] }) }))?.message;
    expect(message).toContain('excluded_dates[1]');
  });

  it("should check a saved calendar's country and subdivision like inline ones", () => {
    expect(errorOf(resolveCalendar({ business_calendar_id: SAVED_ID }, { holidays: HOLIDAYS, lookup: () => ({ id: SAVED_ID, country_code: 'XX' }) }))).toMatchObject({
      code: 'INVALID_COUNTRY',
      field: 'business_calendar_id',
    });
    expect(errorOf(resolveCalendar({ business_calendar_id: SAVED_ID }, { holidays: HOLIDAYS, lookup: () => ({ id: SAVED_ID, country_code: 'DE', subdivision_code: 'XX' }) }))).toMatchObject({
      code: 'INVALID_SUBDIVISION',
      field: 'business_calendar_id',
    });
  });

  it('should not mutate the fields or the saved calendar', () => {
    const fields = Object.freeze({ country_code: 'de', working_days: Object.freeze([5, 1]) });
    expect(valueOf(resolveCalendar(fields, { holidays: HOLIDAYS })).working_days).toEqual([1, 5]);
    const saved = Object.freeze({ id: SAVED_ID, excluded_dates: Object.freeze(['2024-01-03', '2024-01-02']) });
    expect(valueOf(resolveCalendar({ business_calendar_id: SAVED_ID }, { holidays: HOLIDAYS, lookup: () => saved })).excluded_dates).toEqual(['2024-01-03', '2024-01-02']);
  });
});

describe('resolveCalendar answers', () => {
  it('are frozen, as every caller asking for the same calendar gets the same object, and leave the lookup\u2019s own lists alone', () => {
    const excluded = ['2026-12-24'];
    const custom = [{ date: '2026-12-31', label: 'Office closed' }];
    const stored = { id: SAVED_ID, country_code: 'US', excluded_dates: excluded, custom_holidays: custom };
    const first = resolveCalendar({ business_calendar_id: SAVED_ID }, { holidays: HOLIDAYS, lookup: () => stored });
    if (!first.ok) throw new Error(first.error.message);
    const calendar = first.value as unknown as { country_code: string; working_days: number[]; excluded_dates: string[]; custom_holidays: Array<{ label: string }> };
    expect(() => {
      calendar.country_code = 'CA';
    }).toThrow(TypeError);
    expect(() => calendar.working_days.push(6)).toThrow(TypeError);
    expect(() => calendar.excluded_dates.push('2026-12-25')).toThrow(TypeError);
    expect(() => {
      calendar.custom_holidays[0]!.label = 'x';
    }).toThrow(TypeError);
    const inline = resolveCalendar({ country_code: 'US' }, { holidays: HOLIDAYS });
    expect(inline.ok && Object.isFrozen(inline.value) && Object.isFrozen(inline.value.working_days)).toBe(true);
    // The lookup's lists were copied, not frozen.
    expect(Object.isFrozen(excluded) || Object.isFrozen(custom) || Object.isFrozen(custom[0])).toBe(false);
  });
});

describe('resolveCalendar options (issue 27)', () => {
  it('says how to migrate a lookup passed the old way, resolveCalendar(fields, lookup)', () => {
    const lookup = () => ({ id: SAVED_ID, country_code: 'US' });
    const result = resolveCalendar({ business_calendar_id: SAVED_ID }, lookup as unknown as Parameters<typeof resolveCalendar>[1]) as Result<ResolvedCalendar>;
    expect(result).toMatchObject({ ok: false, error: { code: 'VALIDATION_ERROR', field: 'options' } });
    if (!result.ok) expect(result.error.message).toContain('{ lookup }');
    // The new way answers.
    expect(resolveCalendar({ business_calendar_id: SAVED_ID }, { lookup, holidays: US }).ok).toBe(true);
  });

  it('refuses options that are not an object, naming them', () => {
    for (const options of [42, 'DE', null]) {
      const result = resolveCalendar({ country_code: 'DE' }, options as unknown as Parameters<typeof resolveCalendar>[1]);
      expect(result).toMatchObject({ ok: false, error: { code: 'VALIDATION_ERROR', field: 'options', message: 'options must be an object such as { holidays: DE }' } });
    }
    expect(resolveCalendar({ country_code: 'DE' }, { holidays: DE }).ok).toBe(true);
  });
});
