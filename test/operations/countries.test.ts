import { describe, expect, it } from 'vitest';
import Holidays from 'date-holidays';
import { execute } from '../../src/catalog/execute.ts';
import { countries } from '../../src/operations/countries/countries.ts';

describe('countries (the operation)', () => {
  it('should list every country date-holidays knows that has public holidays, with names and subdivisions, sorted', async () => {
    const answer = await execute('countries', {});
    if (!answer.ok) throw new Error(answer.error.message);
    const codes = answer.data.countries.map((country) => country.code);
    expect(answer.data.count).toBe(codes.length);
    expect(codes).toEqual([...codes].sort());
    // The oracle: date-holidays' own country list (daycalc drops none it can compute).
    const known = Object.keys(new Holidays().getCountries('en'));
    expect(codes.every((code) => known.includes(code))).toBe(true);
    expect(codes.length).toBeGreaterThan(150);
    const germany = answer.data.countries.find((country) => country.code === 'DE');
    expect(germany?.name).toBe('Germany');
    expect(germany?.subdivisions.map((state) => state.code)).toEqual(Object.keys(new Holidays().getStates('DE', 'en')).sort());
  });

  it('should answer one country for country_code in any case, INVALID_COUNTRY for an unknown one and VALIDATION_ERROR for a malformed one', async () => {
    expect(await execute('countries', { country_code: 'gb' })).toMatchObject({ ok: true, data: { count: 1, countries: [{ code: 'GB', name: 'United Kingdom' }] } });
    expect(await execute('countries', { country_code: 'XX' })).toMatchObject({ ok: false, status: 422, error: { code: 'INVALID_COUNTRY', field: 'country_code' } });
    expect(await execute('countries', { country_code: 'GBR' })).toMatchObject({ ok: false, status: 422, error: { code: 'VALIDATION_ERROR', field: 'country_code' } });
    expect(await execute('countries', { country_code: null })).toMatchObject({ ok: false, error: { code: 'VALIDATION_ERROR' } });
    expect(await execute('countries', { year: 2026 })).toMatchObject({ ok: false, error: { code: 'UNKNOWN_FIELD' } });
    expect(countries()).toMatchObject({ ok: true });
    expect(countries(null as never)).toMatchObject({ ok: false, error: { code: 'INVALID_REQUEST' } });
    expect(countries({ country_code: 12 } as never)).toMatchObject({ ok: false, error: { code: 'VALIDATION_ERROR', field: 'country_code' } });
  });
});
