// The modules of the layers `loadCalendar` adds to a country's holiday data when a calendar asks for
// them (docs/decisions.md#holiday-types, docs/decisions.md#languages): the tables of other holiday types and
// the names in the country's languages. `loadCalendar` imports this module only then, so an app that asks for
// neither carries neither their code nor their indexes; it imports nothing the core has.
import type { HolidayData, HolidayNames, HolidayTypeTable } from './holidayData.ts';

/** Imports a module's default export: `null` without a loader (no such table), `undefined` when it cannot be loaded. */
async function importDefault<T>(loader: (() => Promise<{ readonly default: T }>) | undefined): Promise<T | null | undefined> {
  if (loader === undefined) return null;
  try {
    return (await loader()).default;
  } catch {
    return undefined;
  }
}

/**
 * Imports the layers asked of a country's data: the tables of its other holiday types (`null` for a type
 * the country has none of) and, with `names`, its names in its languages.
 *
 * @param data - A country's holiday data.
 * @param types - The other holiday types (`bank`, `optional`).
 * @param names - Whether the names are wanted.
 * @returns The data with the layers, or the words of what could not be loaded.
 * @example
 * (await importLayers(DE, ['bank'], false)).types?.bank //=> DE's bank days
 */
export async function importLayers(data: HolidayData, types: readonly string[], names: boolean): Promise<HolidayData | string> {
  const country = data.country;
  const tables: Record<string, HolidayTypeTable | null> = {};
  if (types.length > 0) {
    const { typeTableLoaders } = await import('./typeTables/index.ts');
    for (const type of types) {
      const table = await importDefault(typeTableLoaders[`${country}.${type}`]);
      if (table === undefined) return `the ${type} days of ${country} could not be loaded`;
      tables[type] = table;
    }
  }
  let found: HolidayNames | undefined;
  if (names) {
    const { HOLIDAY_NAME_LANGUAGES, nameTableLoaders } = await import('./nameTables/index.ts');
    const module = await importDefault(nameTableLoaders[country]);
    if (module === undefined) return `the holiday names of ${country} could not be loaded`;
    const listed = HOLIDAY_NAME_LANGUAGES.split(';').find((entry) => entry.startsWith(`${country}:`));
    found = module ?? { languages: listed === undefined ? ['en'] : listed.slice(3).split(','), names: {} };
  }
  return { ...data, ...(types.length === 0 ? {} : { types: { ...data.types, ...tables } }), ...(found === undefined ? {} : { names: found }) };
}
