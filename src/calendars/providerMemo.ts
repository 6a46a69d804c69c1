import { BoundedMemo } from './boundedMemo.ts';
import type { ProviderYear } from './holidayYears.ts';

// The memos of the date-holidays reader (years outside the compiled tables): pure, bounded caches.

/** Budget of the provider memo: (country, subdivision, year) tables of public holidays. */
export const PROVIDER_MEMO_MAX_YEARS = 4096;

/**
 * Budget of the provider-instance memo, in years computed: a date-holidays object keeps what it
 * computed for each year it was asked (about 15-20 KB per year, measured), so each object weighs the
 * number of years it has computed, plus one. 1,024 instance-years stay under about 20 MB.
 */
export const PROVIDER_INSTANCE_MEMO_MAX = 1024;

/** date-holidays objects by `country|subdivision`, weighed by years computed (typed `unknown` so only the provider imports the package). */
export const providerInstanceMemo = new BoundedMemo<string, unknown>(PROVIDER_INSTANCE_MEMO_MAX);

/** One `getHolidays(year)` answer, reduced to public days, by `country|subdivision|year`. */
export const providerYearMemo = new BoundedMemo<string, ProviderYear>(PROVIDER_MEMO_MAX_YEARS);
