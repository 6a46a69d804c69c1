// Imports of the generated table modules for `loadCalendar`: one module, and a country's subdivisions
// (their loaders' module first, so an app of national calendars does not carry it), whose lists of
// subdivisions `loadCalendar` checks a subdivision with.
import { fail, type Result } from '../result.ts';
import type { EncodedSubdivisionTables } from './holidayTableCodec.ts';
import { finderOver, indexSubdivisions, type SubdivisionFinder } from './regionLists.ts';

/** `INTERNAL_ERROR` naming `country_code`: the holiday data of `what` could not be loaded. */
export const loadFailed = (what: string): Result<never> => fail('INTERNAL_ERROR', 'country_code', `the holiday data of ${what} could not be loaded`);

/**
 * Imports one generated module (concurrent callers share the import; a failed one is tried again next time).
 *
 * @param loader - The module's loader, or `undefined` when there is none.
 * @param forget - Called when the import fails, so the next call tries again.
 * @returns The module's default export, or `undefined` without a loader or when the import failed.
 * @example
 * await importOnce(holidayTableLoaders.DE, () => {}) // DE's table
 */
export function importOnce<T>(loader: (() => Promise<{ readonly default: T }>) | undefined, forget: () => void): Promise<T | undefined> {
  if (loader === undefined) return Promise.resolve(undefined);
  return loader().then(
    (module) => module.default,
    () => {
      forget();
      return undefined;
    },
  );
}

/**
 * Imports the tables of a country's subdivisions: first the module of their loaders (imported when a
 * calendar first names a subdivision, so an app of national calendars does not carry it), then the
 * country's. `null` for a country without subdivisions, `undefined` when a module could not be loaded.
 *
 * @param country - A supported country code, upper case.
 * @param forget - Called when an import fails.
 * @returns The subdivisions' tables, `null`, or `undefined`.
 * @example
 * (await importSubdivisionTables('DE', () => {}))?.BY !== undefined //=> true
 */
export function importSubdivisionTables(country: string, forget: () => void): Promise<EncodedSubdivisionTables | null | undefined> {
  return import('./holidayTables/subdivisionLoaders.ts').then(
    ({ subdivisionTableLoaders }) => {
      const loader = subdivisionTableLoaders[country];
      return loader === undefined ? null : importOnce(loader, forget);
    },
    () => {
      forget();
      return undefined;
    },
  );
}

let loadedFinder: SubdivisionFinder | undefined;

/**
 * Imports the subdivisions' loaders' module for its lists of subdivisions (the module a calendar that
 * names a subdivision loads its tables through), read once into a finder.
 *
 * @returns The finder, or `undefined` when the module could not be loaded (the next call tries again).
 * @example
 * (await importSubdivisionFinder())?.('DE', 'de-by') //=> 'BY'
 */
export function importSubdivisionFinder(): Promise<SubdivisionFinder | undefined> {
  if (loadedFinder !== undefined) return Promise.resolve(loadedFinder);
  return import('./holidayTables/subdivisionLoaders.ts').then(
    ({ HOLIDAY_TABLES_SUBDIVISIONS }) => (loadedFinder = finderOver(indexSubdivisions(HOLIDAY_TABLES_SUBDIVISIONS))),
    () => undefined,
  );
}
