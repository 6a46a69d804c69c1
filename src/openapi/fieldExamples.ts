// Values a request field takes, shown in the OpenAPI document as the property's `examples` (JSON
// Schema) where the field's schema cannot list them as an `enum`: a market code is case-insensitive
// and refused as a name, so its values are examples, not an enumeration; a language tag is matched
// to a country's languages, so any tag is accepted. The playground offers them.
import { MARKET_TABLES_MARKETS } from '../calendars/marketTables/index.ts';
import { HOLIDAY_NAME_LANGUAGES } from '../calendars/nameTables/index.ts';

/** Example values by request field name. */
export const FIELD_EXAMPLES: Readonly<Record<string, readonly (string | readonly string[])[]>> = {
  // Every market of the compiled tables (the countries operation lists their names and years).
  market_code: MARKET_TABLES_MARKETS.split(';').map((entry) => entry.split(':')[0]!),
  // The lists worth asking for (public is always in; docs/decisions.md#holiday-types).
  holiday_types: [['public'], ['public', 'bank'], ['public', 'optional'], ['public', 'bank', 'optional']],
  // Every language some country's names are in (the countries operation lists each country's).
  language: [...new Set(HOLIDAY_NAME_LANGUAGES.split(';').flatMap((entry) => entry.slice(3).split(',')))].sort(),
};
