// Values a request field takes, shown in the OpenAPI document as the property's `examples` (JSON
// Schema) where the field's schema cannot list them as an `enum`: a market code is case-insensitive
// and refused as a name, so its values are examples, not an enumeration. The playground offers them.
import { MARKET_TABLES_MARKETS } from '../calendars/marketTables/index.ts';

/** Example values by request field name. */
export const FIELD_EXAMPLES: Readonly<Record<string, readonly string[]>> = {
  // Every market of the compiled tables (the countries operation lists their names and years).
  market_code: MARKET_TABLES_MARKETS.split(';').map((entry) => entry.split(':')[0]!),
};
