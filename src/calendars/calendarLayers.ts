// The layers a calendar asks of its country's data beside the public holidays in English
// (docs/decisions.md#holiday-types, docs/decisions.md#languages), for `loadCalendar`: one data value per country value
// and layers, the synchronous path when they are loaded, and their modules imported only when asked for.
import { fail, ok, type Result } from '../result.ts';
import type { HolidayData } from './holidayData.ts';
import type { CalendarSpec } from './resolvedCalendar.ts';

/** The layers a spec asks of a country's data (docs/decisions.md#holiday-types, #languages) as a key (`bank,optional|names`), or `''` for none. */
function layersKey(spec: CalendarSpec): string {
  if (spec.market_code !== undefined || !spec.include_public_holidays) return '';
  const types = (spec.holiday_types ?? []).filter((type) => type !== 'public').join();
  return types === '' && spec.language === undefined ? '' : `${types}|${spec.language === undefined ? '' : 'names'}`;
}

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
  const key = layersKey(spec);
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
  const key = layersKey(spec);
  const loaded = await import('./layerModules.ts').then(
    ({ importLayers }) => importLayers(data, key.split('|')[0]!.split(',').filter(Boolean), spec.language !== undefined),
    () => 'the holiday types or names could not be loaded',
  );
  if (typeof loaded === 'string') return fail('INTERNAL_ERROR', spec.language === undefined ? 'holiday_types' : 'language', loaded);
  let byKey = layered.get(data);
  if (byKey === undefined) layered.set(data, (byKey = new Map()));
  const known = byKey.get(key);
  if (known !== undefined) return ok(known);
  byKey.set(key, loaded);
  return ok(loaded);
}
