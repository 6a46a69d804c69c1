// The layers `loadCalendar` lays over a country's holiday data when a calendar asks for holiday types
// or a language (docs/decisions.md#holiday-types, docs/decisions.md#languages): it imports the type tables and the
// names (and their indexes) and builds the data's `layers`. `loadCalendar` imports this module only
// then; it imports no module of the core (the codec comes in `LayerTools`), so a bundle splits it off whole.
import type { EncodedCountryTable, EncodedSubdivisionTables, RegionYearTable } from './holidayTableCodec.ts';
import type { Fail } from '../result.ts';
import type { HolidayData, HolidayLayers } from './holidayData.ts';
import type { PublicHolidayYear } from './holidayYears.ts';
import { layersKeyOf } from './layerSpec.ts';
import { layeredYear, matchLanguage, type LayerTools, type NameDictionary } from './regionLayers.ts';
import type { CalendarSpec } from './resolvedCalendar.ts';

export { withLayers } from './layerSpec.ts';

/** Imports a module's default export: `null` without a loader (no such table), `undefined` when it cannot be loaded. */
async function importDefault<T>(loader: (() => Promise<{ readonly default: T }>) | undefined): Promise<T | null | undefined> {
  if (loader === undefined) return null;
  try {
    return (await loader()).default;
  } catch {
    return undefined;
  }
}

/** One type's table of a country: its national and subdivision tables. */
type TypeTable = { readonly table: EncodedCountryTable; readonly subdivisions: EncodedSubdivisionTables } | null;

/** The names a country's data has in a language: the language used and its dictionary (none for English). */
async function namesIn(country: string, requested: string): Promise<[language: string, names: NameDictionary | undefined] | string> {
  const { HOLIDAY_NAME_LANGUAGES, nameTableLoaders } = await import('./nameTables/index.ts');
  const module = await importDefault(nameTableLoaders[country]);
  if (module === undefined) return `the holiday names of ${country} could not be loaded`;
  const listed = `;${HOLIDAY_NAME_LANGUAGES}`.split(`;${country}:`)[1]?.split(';')[0]?.split(',') ?? ['en'];
  const language = matchLanguage(requested, module?.languages ?? listed);
  return [language, module?.names[language]];
}

/** Data values with layers, by the country's value and the layers' key (a pure cache; a failed load is not kept). */
const layered = new WeakMap<HolidayData, Map<string, Promise<HolidayData | string>>>();

/**
 * The data of a country with the layers a calendar asks for, made once per country value and layers.
 *
 * @param data - A country's holiday data.
 * @param spec - The calendar's spec (its holiday types and language).
 * @param tools - The codec and the years, from the core.
 * @returns The data with its `layers`, or the words of what could not be loaded.
 * @example
 * (await layeredData(AT, { ...spec, holiday_types: ['public', 'bank'], language: 'de' }, tools)).layers?.language //=> 'de'
 */
export function layeredData(data: HolidayData, spec: CalendarSpec, tools: LayerTools): Promise<HolidayData | string> {
  const key = layersKeyOf(spec);
  const requested = spec.language;
  let byKey = layered.get(data);
  if (byKey === undefined) layered.set(data, (byKey = new Map()));
  let found = byKey.get(key);
  if (found === undefined) {
    const types = key.split('|')[0]!.split(',').filter((type) => type !== '');
    found = importLayers(data, key, types, requested, tools);
    byKey.set(key, found);
    const known = byKey;
    void found.then((value) => typeof value === 'string' && known.delete(key));
  }
  return found;
}

/** The failure of a year the holiday types are not compiled for. */
function outsideTables(type: string, year: number, tools: LayerTools, field = 'holiday_types'): Fail {
  return {
    ok: false,
    error: {
      code: 'VALIDATION_ERROR',
      field,
      message: `${type} days are compiled for ${tools.firstYear}-${tools.lastYear} only, and ${year} is outside: ask for the public holidays alone (holiday_types ["public"]) in other years`,
    },
  };
}

/**
 * Imports the layers a calendar asks of a country's data and lays them on it: the tables of its other
 * holiday types (none for a type the country has no days of) and its names in the language asked for.
 */
async function importLayers(data: HolidayData, key: string, types: readonly string[], requested: string | undefined, tools: LayerTools): Promise<HolidayData | string> {
  const country = data.country;
  const tables: [string, TypeTable][] = [];
  if (types.length > 0) {
    const { typeTableLoaders } = await import('./typeTables/index.ts');
    for (const type of types) {
      const table = await importDefault(typeTableLoaders[`${country}.${type}`]);
      if (table === undefined) return `the ${type} days of ${country} could not be loaded`;
      tables.push([type, table]);
    }
  }
  const named = requested === undefined ? undefined : await namesIn(country, requested);
  if (typeof named === 'string') return named;
  const opened = new Map<string, RegionYearTable | null>();
  const yearsOf = (type: string, table: TypeTable, subdivision: string | undefined): RegionYearTable | null => {
    const at = `${type}|${subdivision ?? ''}`;
    let years = opened.get(at);
    if (years === undefined) {
      years = table === null ? null : tools.openRegionYears(table.table, subdivision === undefined ? undefined : (table.subdivisions[subdivision] ?? ''), tools.firstYear);
      opened.set(at, years);
    }
    return years;
  };
  const typeYears = (yearNumber: number, subdivision: string | undefined): [string, PublicHolidayYear | undefined][] => {
    const inside = yearNumber >= tools.firstYear && yearNumber <= tools.lastYear;
    return tables.map(([type, table]) => [type, inside ? (yearsOf(type, table, subdivision)?.year(yearNumber - tools.firstYear) ?? undefined) : undefined]);
  };
  // Each public year laid once, by the year's object (one per region and year) and subdivision.
  const laidYears = new WeakMap<PublicHolidayYear, Map<string, PublicHolidayYear>>();
  const lay = (year: PublicHolidayYear, yearNumber: number, subdivision: string | undefined): ReturnType<HolidayLayers['lay']> => {
    // The types are known for the tables' years only: any other year fails (nothing is assumed of it).
    if ((yearNumber < tools.firstYear || yearNumber > tools.lastYear) && tables.length > 0) return outsideTables(types[0]!, yearNumber, tools);
    let bySubdivision = laidYears.get(year);
    if (bySubdivision === undefined) laidYears.set(year, (bySubdivision = new Map()));
    let laid = bySubdivision.get(subdivision ?? '');
    if (laid === undefined) bySubdivision.set(subdivision ?? '', (laid = layeredYear(year, yearNumber, typeYears(yearNumber, subdivision), named?.[1])));
    return { ok: true, value: laid };
  };
  // The year of an epoch day by the platform's calendar (proleptic Gregorian, as the core's): no module of the core is imported.
  const typeOf = (day: number, subdivision: string | undefined): string | undefined =>
    typeYears(new Date(day * 86_400_000).getUTCFullYear(), subdivision).find(([, days]) => days?.days.includes(day) === true)?.[0];
  // The first year of a range the types are not compiled for, naming `years` (loadCalendar's option).
  const yearsFault = (from: number, to: number): Fail | undefined => {
    if (tables.length === 0 || (from >= tools.firstYear && to <= tools.lastYear)) return undefined;
    return outsideTables(types[0]!, from < tools.firstYear ? from : Math.max(from, tools.lastYear + 1), tools, 'years');
  };
  return { ...data, layers: { key, types, language: named?.[0], lay, typeOf, yearsFault } };
}
