// daycalc helpers shared by the business-day cases.
import { loadHolidays } from '../src/calendars/loadHolidays.ts';
import type { Result } from '../src/result.ts';

/**
 * The contender that only reads and writes the dates a strict string API must read and write, and
 * does nothing else: the floor under the typed functions on this machine, beside the sanity ceilings.
 */
export const FLOOR = 'floor: date strings only';

type CalendarFields = { country_code?: string; subdivision_code?: string };

/**
 * Loads the US holiday table and resolves the default US calendar once, as a TypeScript caller would
 * before many typed calls.
 *
 * @param resolveCalendar - daycalc's resolver (sync or async).
 * @returns The resolved calendar; throws when it cannot be resolved (the bench cannot run without it).
 */
export async function usCalendar<C>(resolveCalendar: (fields: CalendarFields) => Result<C> | Promise<Result<C>>): Promise<C> {
  const loaded = await loadHolidays({ countries: ['US'] });
  if (!loaded.ok) throw new Error(`loadHolidays(US) failed: ${loaded.error.message}`);
  const resolved = await resolveCalendar({ country_code: 'US' });
  if (!resolved.ok) throw new Error(`resolveCalendar(US) failed: ${resolved.error.code} ${resolved.error.message}`);
  return resolved.value;
}
