// What `execute` runs for this operation: its field table and how it runs, apart from the catalog
// entry's words and response schema (entry.ts), so a bundle that only executes requests ships neither.
import { countriesShape } from './fields.ts';
import { countriesKernel, type CountriesInput } from './countriesFrom.ts';

/** The field table of this operation and its run on a checked, defaults-applied input (the catalog entry spreads it). */
export const countriesRun = {
  ...countriesShape,
  // The names (4 KB gzipped) load when asked for; their module imports nothing, so no shared code moves into every bundle.
  run: (input: CountriesInput) =>
    Promise.all([
      import('../../calendars/holidayTables/names.ts'),
      import('../../calendars/marketTables/index.ts'),
      import('../../calendars/marketTables/names.ts'),
      import('../../calendars/typeTables/index.ts'),
      import('../../calendars/nameTables/index.ts'),
    ]).then(([names, index, marketNames, types, languages]) =>
      countriesKernel(input, names.HOLIDAY_TABLES_NAMES, { markets: index.MARKET_TABLES_MARKETS, names: marketNames.MARKET_TABLES_NAMES }, { types: types.HOLIDAY_TYPE_TABLES, languages: languages.HOLIDAY_NAME_LANGUAGES }),
    ),
};
