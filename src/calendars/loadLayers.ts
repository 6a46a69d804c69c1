// Holiday types and languages for `loadCalendar` (docs/decisions.md#holiday-types, docs/decisions.md#languages):
// their code is one chunk (calendars/layerModules.ts, with layerSpec.ts and regionLayers.ts) imported only for a
// calendar that asks for them, which imports no module of the core: an app that never asks carries none of it.
import { fail, ok, type Result } from '../result.ts';
import type { CalendarSpecEntry } from './calendarSpecEntry.ts';
import type { HolidayData } from './holidayData.ts';
import { openRegionYears } from './holidayTableCodec.ts';
import { HOLIDAY_TABLES_FIRST_YEAR, HOLIDAY_TABLES_LAST_YEAR } from './holidayTables/index.ts';
import type { CalendarFields } from './inlineCalendar.ts';
import type { CalendarSpec } from './resolvedCalendar.ts';

/** The failure's words when the layers' chunk cannot be loaded. */
export const LAYERS_NOT_LOADED = 'the holiday types or names could not be loaded';

/** The layers' chunk (one `import()`, so a bundle names its file once). */
const layerModules = (): Promise<typeof import('./layerModules.ts')> => import('./layerModules.ts');

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
 * Lays the fields' holiday types and language over a spec entry (layerSpec.ts's `withLayers`), and
 * with `data` over the country's data too (one value per data and layers). Rejects when the chunk
 * cannot be loaded (the callers answer `INTERNAL_ERROR`).
 *
 * @param found - The entry, or its failure.
 * @param fields - The checked calendar fields.
 * @returns The entry with the layers.
 * @example
 * (await layered(inlineEntry(fields), fields)).ok //=> true
 */
export async function layered(found: Result<CalendarSpecEntry>, fields: CalendarFields): Promise<Result<CalendarSpecEntry>> {
  return asksForLayers(fields) ? (await layerModules()).withLayers(found, fields) : found;
}

/**
 * Lays a spec's layers over a country's data: the data itself when it asks for none (a market's, or a
 * calendar without public holidays, never does).
 *
 * @param data - The country's holiday data.
 * @param spec - The calendar's spec.
 * @returns The data with its layers, or `INTERNAL_ERROR` when a module could not be loaded.
 * @example
 * (await loadLayers(AT, { ...spec, holiday_types: ['public', 'bank'] })).value.layers?.types //=> ['bank']
 */
export async function loadLayers(data: HolidayData, spec: CalendarSpec): Promise<Result<HolidayData>> {
  // (A market's calendar, or one without public holidays, never comes here: loadCalendar loads no country data for it.)
  if (!asksForLayers(spec)) return ok(data);
  const tools = { openRegionYears, firstYear: HOLIDAY_TABLES_FIRST_YEAR, lastYear: HOLIDAY_TABLES_LAST_YEAR };
  const loaded = await layerModules().then(({ layeredData }) => layeredData(data, spec, tools), () => undefined);
  return typeof loaded === 'object' ? ok(loaded) : fail('INTERNAL_ERROR', 'holiday_types', loaded ?? LAYERS_NOT_LOADED);
}
