// Re-exports the calendar API: provider facts, the saved-calendar schema, the resolver and the types.
export {
  HOLIDAY_PROVIDER,
  HOLIDAY_PROVIDER_VERSION,
  HOLIDAY_YEARS_MAX,
  HOLIDAY_YEARS_MIN,
  findSubdivision,
  isSupportedCountry,
  listCountries,
  listSubdivisions,
  publicHolidaysInYear,
  type PublicHolidayYear,
} from './holidayProvider.ts';
export {
  CALENDAR_DEFAULTS,
  resolveCalendar,
  type CalendarFields,
  type CalendarLookup,
  type CalendarLookupAnswer,
  type SyncCalendarLookup,
} from './resolveCalendar.ts';
export { DAY_REASONS, createResolvedCalendar, type CustomHoliday, type DayReason, type ResolvedCalendar } from './resolvedCalendar.ts';
export {
  SAVED_CALENDAR_MAX_CUSTOM_HOLIDAYS,
  SAVED_CALENDAR_MAX_EXCLUDED_DATES,
  parseSavedCalendar,
  savedCalendarSchema,
  type SavedCalendar,
} from './savedCalendar.ts';
export type { CalculationSummary, TraceItem } from './summary.ts';
