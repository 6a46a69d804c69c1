/** The calendar form of the dashboard as typed: text fields, ticked weekdays, holiday rows. */
export interface CalendarFormValues {
  readonly name: string;
  readonly country_code: string;
  readonly subdivision_code: string;
  /** A market's MIC instead of a country (empty for a country calendar). */
  readonly market_code: string;
  /** The ISO weekdays ticked (1 Monday … 7 Sunday). */
  readonly working_days: readonly number[];
  readonly include_public_holidays: boolean;
  readonly custom_holidays: ReadonlyArray<{ readonly date: string; readonly label: string }>;
  /** Dates separated by commas, spaces or new lines. */
  readonly excluded_dates: string;
}

/**
 * Builds the body of `POST /api/v1/calendars` or `PUT /api/v1/calendars/{id}` from the dashboard's
 * calendar form. Text is trimmed; an empty name, subdivision or market is left out (with a market, an
 * empty country too) (a PUT replaces every
 * field, so leaving one out clears it); holiday rows with neither a date nor a label are skipped; the
 * rest is sent as typed, so the API, not the page, judges it and a bad value shows the API's error.
 * The dashboard's browser script bundles it.
 *
 * @param values - The form's values.
 * @returns The request body.
 * @example
 * calendarRequestBody({ name: '', country_code: 'DE ', subdivision_code: '', market_code: '', working_days: [1, 2, 3, 4, 5], include_public_holidays: true, custom_holidays: [{ date: '2026-12-24', label: 'Office closed' }, { date: '', label: '' }], excluded_dates: '2026-12-31' })
 * //=> { country_code: 'DE', working_days: [1, 2, 3, 4, 5], include_public_holidays: true, custom_holidays: [{ date: '2026-12-24', label: 'Office closed' }], excluded_dates: ['2026-12-31'] }
 */
export function calendarRequestBody(values: CalendarFormValues): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  const name = values.name.trim();
  if (name !== '') body.name = name;
  const market = values.market_code.trim();
  if (market !== '') {
    // A market calendar has no country: one given beside it is sent, and the API's error names both.
    body.market_code = market;
    if (values.country_code.trim() !== '') body.country_code = values.country_code.trim();
  } else {
    body.country_code = values.country_code.trim();
  }
  const subdivision = values.subdivision_code.trim();
  if (subdivision !== '') body.subdivision_code = subdivision;
  body.working_days = [...values.working_days].sort((a, b) => a - b);
  body.include_public_holidays = values.include_public_holidays;
  body.custom_holidays = values.custom_holidays
    .map((holiday) => ({ date: holiday.date.trim(), label: holiday.label.trim() }))
    .filter((holiday) => holiday.date !== '' || holiday.label !== '');
  body.excluded_dates = values.excluded_dates.split(/[\s,]+/).filter((date) => date !== '');
  return body;
}
