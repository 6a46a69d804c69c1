import type { calendarFields } from '../fields/calendarFields.ts';
import type { FieldDescriptions } from './operationDefinition.ts';

/**
 * What the shared calendar fields mean (`fields/calendarFields.ts`), for the entries of the
 * operations that take them: each spreads these after its own fields' descriptions.
 */
export const calendarFieldDescriptions = {
  business_calendar_id: 'Id of a saved Business Calendar owned by the account. When present, all other calendar fields are ignored.',
  country_code: 'Two-letter ISO 3166-1 country code for public holidays (case-insensitive).',
  subdivision_code:
    'Region or state code within the country, as the provider code (BY) or ISO 3166-2 (DE-BY). Unsupported codes fail with INVALID_SUBDIVISION; there is no national fallback.',
  working_days: 'ISO weekday numbers counted as working days (1 = Monday, 7 = Sunday).',
  include_public_holidays: 'Whether public holidays of the country and subdivision (or the closures of the market) are non-working days.',
  market_code:
    'A market instead of a country: its ISO 10383 MIC (XNYS, XLON, XJPX, ...; case-insensitive) or TARGET (the euro area TARGET2 settlement days); its full-day closures are the days off. Exclusive with country_code and subdivision_code. The countries operation lists the markets.',
  holiday_types:
    'Which types of holiday are days off (default ["public"]): "public", and beside it "bank" (days banks close) and "optional" (days off part of the workforce has or may take) where the data has them. A day of another type keeps reason public_holiday and says its type in holiday_type. The countries operation lists each country\'s types.',
  language:
    'The language of the holiday names (BCP 47: de, zh-CN, pt-BR; default English). A name the data lacks in it stays English; the response says the language used. Also applies with business_calendar_id. The countries operation lists each country\'s languages.',
} satisfies FieldDescriptions<typeof calendarFields>;
