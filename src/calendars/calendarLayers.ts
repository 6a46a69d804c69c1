// The layers a calendar asks of its country's data beside the public holidays in English
// (docs/decisions.md#holiday-types, docs/decisions.md#languages), for `loadCalendar`: their module
// (calendars/layerModules.ts, which remembers one data value per country value and layers) is imported only when asked for.
import { fail, ok, type Result } from '../result.ts';
import type { HolidayData } from './holidayData.ts';
import { openRegionYears } from './holidayTableCodec.ts';
import { HOLIDAY_TABLES_FIRST_YEAR, HOLIDAY_TABLES_LAST_YEAR } from './holidayTables/index.ts';
import { HOLIDAY_YEARS_MAX, HOLIDAY_YEARS_MIN } from './holidayYears.ts';
import type { CalendarSpec } from './resolvedCalendar.ts';
import { layersKeyOf } from './specLayers.ts';

/**
 * Loads the layers a spec asks of a country's data: the data itself when it asks for none.
 *
 * @param data - A country's holiday data.
 * @param spec - The calendar's spec.
 * @returns The data with its layers, or `INTERNAL_ERROR` when a module could not be loaded.
 * @example
 * (await loadLayers(DE, { ...spec, holiday_types: ['public', 'bank'] })).ok //=> true
 */
export async function loadLayers(data: HolidayData, spec: CalendarSpec): Promise<Result<HolidayData>> {
  const key = layersKeyOf(spec);
  if (key === '') return ok(data);
  const tools = { openRegionYears, firstYear: HOLIDAY_TABLES_FIRST_YEAR, lastYear: HOLIDAY_TABLES_LAST_YEAR, minYear: HOLIDAY_YEARS_MIN, maxYear: HOLIDAY_YEARS_MAX };
  const loaded = await import('./layerModules.ts').then(
    ({ layeredData }) => layeredData(data, key, spec.language, tools),
    () => 'the holiday types or names could not be loaded',
  );
  return typeof loaded === 'string' ? fail('INTERNAL_ERROR', spec.language === undefined ? 'holiday_types' : 'language', loaded) : ok(loaded);
}
