import { describe, expect, it } from 'vitest';
import { calendarRequestBody, type CalendarFormValues } from '../../src/dashboard/calendarRequestBody.ts';

const form: CalendarFormValues = {
  name: ' Berlin office ',
  country_code: 'DE',
  subdivision_code: ' BE ',
  market_code: '',
  working_days: [5, 1, 2, 3, 4],
  include_public_holidays: true,
  custom_holidays: [{ date: ' 2026-12-24', label: 'Office closed ' }, { date: '', label: '' }],
  excluded_dates: '2026-12-31,\n 2027-01-02  2027-01-03\n',
};

describe('calendarRequestBody', () => {
  it('builds the body of POST/PUT /api/v1/calendars from the form', () => {
    expect(calendarRequestBody(form)).toEqual({
      name: 'Berlin office',
      country_code: 'DE',
      subdivision_code: 'BE',
      working_days: [1, 2, 3, 4, 5],
      include_public_holidays: true,
      custom_holidays: [{ date: '2026-12-24', label: 'Office closed' }],
      excluded_dates: ['2026-12-31', '2027-01-02', '2027-01-03'],
    });
  });

  it('leaves out an empty name and subdivision, and sends empty lists', () => {
    expect(calendarRequestBody({ ...form, name: ' ', subdivision_code: '', custom_holidays: [], excluded_dates: ' \n', working_days: [], include_public_holidays: false })).toEqual({
      country_code: 'DE',
      working_days: [],
      include_public_holidays: false,
      custom_holidays: [],
      excluded_dates: [],
    });
  });

  it('sends bad values as typed, for the API to judge', () => {
    const body = calendarRequestBody({ ...form, custom_holidays: [{ date: '2023-02-29', label: '' }], excluded_dates: 'tomorrow' });
    expect(body.custom_holidays).toEqual([{ date: '2023-02-29', label: '' }]);
    expect(body.excluded_dates).toEqual(['tomorrow']);
  });

  it('does not change the form values', () => {
    const copy = structuredClone(form);
    calendarRequestBody(form);
    expect(form).toEqual(copy);
  });

  it('sends a market instead of a country, and a country typed beside it for the API to refuse', () => {
    const market = { ...form, country_code: '', subdivision_code: '', market_code: ' XNYS ' };
    expect(calendarRequestBody(market)).toMatchObject({ market_code: 'XNYS' });
    expect('country_code' in calendarRequestBody(market)).toBe(false);
    expect(calendarRequestBody({ ...market, country_code: 'US' })).toMatchObject({ market_code: 'XNYS', country_code: 'US' });
  });
});
