// Holiday types and languages for `loadCalendar` (docs/decisions.md#holiday-types, docs/decisions.md#languages):
// their code is two modules imported only for a calendar that asks for them (calendars/layerSpec.ts,
// calendars/layerModules.ts), neither of which imports a module of the core, so an app that never asks carries neither.
import { fail, ok, type Result } from '../result.ts';
import type { CalendarSpecEntry } from './calendarSpecEntry.ts';
import type { HolidayData } from './holidayData.ts';
import { openRegionYears } from './holidayTableCodec.ts';
import { HOLIDAY_TABLES_FIRST_YEAR, HOLIDAY_TABLES_LAST_YEAR } from './holidayTables/index.ts';
import { HOLIDAY_YEARS_MAX, HOLIDAY_YEARS_MIN } from './holidayYears.ts';
import type { CalendarFields } from './inlineCalendar.ts';
import type { CalendarSpec } from './resolvedCalendar.ts';

const LOAD_FAILED = 'the holiday types or names could not be loaded';

/**
 * Whether calendar fields ask for holiday types or a language.
 *
 * @param fields - Calendar fields.
 * @returns True when either is given.
 * @example
 * asksForLayers({ country_code: 'DE', language: 'de' }) //=> true
 */
export function asksForLayers(fields: CalendarFields): boolean {
  return fields.holiday_types !== undefined || fields.language !== undefined;
}

/**
 * Whether a spec's country data needs layers laid (a market's, or a calendar without public holidays, never does).
 *
 * @param spec - A checked spec.
 * @returns True when its data needs layers.
 * @example
 * hasLayers({ ...spec, holiday_types: ['public', 'bank'] }) //=> true
 */
export function hasLayers(spec: CalendarSpec): boolean {
  return spec.market_code === undefined && spec.include_public_holidays && (spec.holiday_types !== undefined || spec.language !== undefined);
}

/**
 * Lays the fields' holiday types and language over a spec entry (layerSpec.ts, imported when asked for).
 *
 * @param found - The entry, or its failure.
 * @param fields - The checked calendar fields.
 * @returns The entry with the layers, or `INTERNAL_ERROR` when the module could not be loaded.
 * @example
 * (await layered(inlineEntry(fields), fields)).ok //=> true
 */
export async function layered(found: Result<CalendarSpecEntry>, fields: CalendarFields): Promise<Result<CalendarSpecEntry>> {
  if (!asksForLayers(fields)) return found;
  try {
    return (await import('./layerSpec.ts')).withLayers(found, fields);
  } catch {
    return fail('INTERNAL_ERROR', fields.language === undefined ? 'holiday_types' : 'language', LOAD_FAILED);
  }
}

/**
 * Lays a spec's layers over a country's data (layerModules.ts, imported when asked for; one value per data and layers).
 *
 * @param data - The country's holiday data.
 * @param spec - The calendar's spec.
 * @returns The data with its layers, or `INTERNAL_ERROR` when a module could not be loaded.
 * @example
 * (await loadLayers(AT, { ...spec, holiday_types: ['public', 'bank'] })).value.layers?.types //=> ['bank']
 */
export async function loadLayers(data: HolidayData, spec: CalendarSpec): Promise<Result<HolidayData>> {
  const tools = { openRegionYears, firstYear: HOLIDAY_TABLES_FIRST_YEAR, lastYear: HOLIDAY_TABLES_LAST_YEAR, minYear: HOLIDAY_YEARS_MIN, maxYear: HOLIDAY_YEARS_MAX };
  try {
    const [{ layersKeyOf }, { layeredData }] = await Promise.all([import('./layerSpec.ts'), import('./layerModules.ts')]);
    const loaded = await layeredData(data, layersKeyOf(spec), spec.language, tools);
    return typeof loaded === 'string' ? fail('INTERNAL_ERROR', spec.language === undefined ? 'holiday_types' : 'language', loaded) : ok(loaded);
  } catch {
    return fail('INTERNAL_ERROR', spec.language === undefined ? 'holiday_types' : 'language', LOAD_FAILED);
  }
}
