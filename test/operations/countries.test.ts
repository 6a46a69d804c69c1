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

describe('countries: the markets usable as market_code', () => {
  it('lists the 25 markets, sorted, each with its name, country and years, through the typed call and execute alike', async () => {
    const typed = countries();
    expect(typed.ok).toBe(true);
    if (!typed.ok) return;
    const { markets } = typed.value;
    expect(markets.map((market) => market.code)).toEqual([...markets.map((market) => market.code)].sort());
    expect(markets).toHaveLength(25);
    expect(markets.find((market) => market.code === 'XNYS')).toEqual({ code: 'XNYS', name: 'New York Stock Exchange', country_code: 'US', first_year: 1900, last_year: 2100 });
    // TARGET2 belongs to no one country.
    expect(markets.find((market) => market.code === 'TARGET')).toEqual({ code: 'TARGET', name: 'TARGET2 (euro area settlement)', first_year: 1999, last_year: 2100 });
    const answer = await execute('countries', {});
    expect(answer.ok && answer.data.markets).toEqual(markets);
    // Every listed market is one a calendar can name.
    for (const market of markets) {
      const counted = await execute('is-business-day', { market_code: market.code, date: `${market.last_year}-06-15` });
      expect(counted.ok, market.code).toBe(true);
    }
  });

  it("with country_code, lists that country's markets", async () => {
    const us = await execute('countries', { country_code: 'us' });
    expect(us.ok && us.data.markets.map((market) => market.code)).toEqual(['XCME', 'XNAS', 'XNYS']);
    const iceland = countries({ country_code: 'IS' });
    expect(iceland.ok && iceland.value.markets).toEqual([]);
  });
});
