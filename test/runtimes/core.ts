// The core's typed functions as a user calls them, run on every runtime of the matrix (Node, Bun,
// Deno, workerd); test/dist/runtimes.test.ts compares each runtime's answers with Node's.
import { addBusinessDays, businessDaysBetween, calendarOf, dateDifference, isBusinessDay, loadCalendar, parsePlainDate as day } from 'daycalc';
import { US } from 'daycalc/holidays/us';

/** The answers, as JSON (a failure becomes its error code). */
export async function coreAnswers(): Promise<Record<string, unknown>> {
  const us = calendarOf(US);
  const answer = <T>(result: { ok: true; value: T } | { ok: false; error: { code: string } }): T | string => (result.ok ? result.value : result.error.code);
  const bavaria = await loadCalendar({ country_code: 'DE', subdivision_code: 'BY' });
  const japan = await loadCalendar({ country_code: 'JP' });
  // A year outside the compiled tables: date-holidays, loaded on demand.
  const victorian = await loadCalendar({ country_code: 'GB' }, { years: { from: 1850, to: 1850 } });
  // Holiday types and a language: a chunk of its own, imported first.
  const vienna = await loadCalendar({ country_code: 'AT', holiday_types: ['public', 'bank'], language: 'de' });
  return {
    businessDaysBetween: answer(businessDaysBetween({ start_date: day('2023-01-01'), end_date: day('2023-03-15') }, us)),
    addBusinessDays: answer(addBusinessDays({ start_date: day('2024-12-24'), days: 3 }, us)),
    isBusinessDay: answer(isBusinessDay({ date: day('2024-07-04') }, us)),
    dateDifference: answer(dateDifference({ start_date: day('2023-01-01'), end_date: day('2023-03-15') })),
    invalidDate: answer(dateDifference({ start_date: day('2023-02-29'), end_date: day('2023-03-15') })),
    bavaria: answer(businessDaysBetween({ start_date: day('2024-01-01'), end_date: day('2024-12-31') }, bavaria)),
    japan: answer(isBusinessDay({ date: day('2026-05-05') }, japan)),
    victorian: answer(isBusinessDay({ date: day('1850-12-25') }, victorian)),
    vienna: answer(isBusinessDay({ date: day('2026-12-24') }, vienna)),
  };
}
