// The layers a calendar asks of its country's data beside the public holidays in English
// (docs/decisions.md#holiday-types, docs/decisions.md#languages), for `loadCalendar`: one data value per country value
// and layers, found synchronously once loaded; their module (calendars/layerModules.ts) is imported only when asked for.
import * as messages from '../messages.ts';
import { fail, ok, type Result } from '../result.ts';
import type { HolidayData } from './holidayData.ts';
import { openRegionYears } from './holidayTableCodec.ts';
import { HOLIDAY_TABLES_FIRST_YEAR, HOLIDAY_TABLES_LAST_YEAR } from './holidayTables/index.ts';
import { HOLIDAY_YEARS_MAX, HOLIDAY_YEARS_MIN } from './holidayYears.ts';
import { layersKeyOf } from './specLayers.ts';
import type { CalendarSpec } from './resolvedCalendar.ts';

/** Country data values with layers, by the country's value and the layers' key (a pure cache). */
const layered = new WeakMap<HolidayData, Map<string, HolidayData>>();

/**
 * The data with the layers a spec asks for when they are loaded (the value itself for none), else `undefined`.
 *
 * @param data - A country's holiday data.
 * @param spec - The calendar's spec.
 * @returns The data with its layers, or `undefined` when they must be loaded first.
 * @example
 * readyLayers(DE, { ...spec, language: 'de' }) //=> undefined until loadLayers has run
 */
export function readyLayers(data: HolidayData, spec: CalendarSpec): HolidayData | undefined {
  const key = layersKeyOf(spec);
  return key === '' ? data : layered.get(data)?.get(key);
}

/**
 * Loads the layers a spec asks of a country's data (their module is imported only then), one value per data and layers.
 *
 * @param data - A country's holiday data.
 * @param spec - The calendar's spec.
 * @returns The data with its layers, or `INTERNAL_ERROR` when a module could not be loaded.
 * @example
 * (await loadLayers(DE, { ...spec, holiday_types: ['public', 'bank'] })).ok //=> true
 */
export async function loadLayers(data: HolidayData, spec: CalendarSpec): Promise<Result<HolidayData>> {
  const ready = readyLayers(data, spec);
  if (ready !== undefined) return ok(ready);
  const key = layersKeyOf(spec);
  const types = (spec.holiday_types ?? []).filter((type) => type !== 'public');
  const tools = {
    openRegionYears,
    firstYear: HOLIDAY_TABLES_FIRST_YEAR,
    lastYear: HOLIDAY_TABLES_LAST_YEAR,
    minYear: HOLIDAY_YEARS_MIN,
    maxYear: HOLIDAY_YEARS_MAX,
    outside: (type: string, year: number) => fail('VALIDATION_ERROR', 'holiday_types', messages.typesOutsideTables(type, HOLIDAY_TABLES_FIRST_YEAR, HOLIDAY_TABLES_LAST_YEAR, year)),
  };
  const loaded = await import('./layerModules.ts').then(
    ({ importLayers }) => importLayers(data, key, types, spec.language, tools),
    () => 'the holiday types or names could not be loaded',
  );
  if (typeof loaded === 'string') return fail('INTERNAL_ERROR', types.length > 0 ? 'holiday_types' : 'language', loaded);
  let byKey = layered.get(data);
  if (byKey === undefined) layered.set(data, (byKey = new Map()));
  const known = byKey.get(key);
  if (known !== undefined) return ok(known);
  byKey.set(key, loaded);
  return ok(loaded);
}
