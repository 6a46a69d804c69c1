// Imports of the generated table modules for `loadCalendar`: one module, and a country's subdivisions
// (their loaders' module first, so an app of national calendars does not carry it).
import type { EncodedSubdivisionTables } from './holidayTableCodec.ts';

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
