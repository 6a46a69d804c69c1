// Holiday data as a value: one country's compiled table and, when the value carries them, its
// subdivisions' tables. The modules of `daycalc/holidays/<code>` export one such value per country
// (with every subdivision); `loadCalendar` imports what a calendar needs by itself. A calendar built
// from a value holds it: the typed functions read nothing else.
import type { Fail, Result } from '../result.ts';
import type { EncodedCountryTable, EncodedEarlyCloses, EncodedSubdivisionTables } from './holidayTableCodec.ts';
import type { PublicHolidayYear } from './holidayYears.ts';

/**
 * One country's public holidays and decreed working days for the compiled tables' years
 * (`HOLIDAY_TABLE_FIRST_YEAR`..`HOLIDAY_TABLE_LAST_YEAR`), as `daycalc/holidays/<code>` exports it.
 * Opaque: pass it to `calendarOf` or `resolveCalendar`.
 */
export interface HolidayData {
  /** The ISO 3166-1 alpha-2 code, upper case. */
  readonly country: string;
  /** The country's table. */
  readonly table: EncodedCountryTable;
  /** Its subdivisions' tables; absent in a value that holds the country only. */
  readonly subdivisions?: EncodedSubdivisionTables;
  /**
   * The years the table holds, when fewer than the tables' window: a market's (docs/decisions.md#markets),
   * whose `country` is its market code. A calendar asked about another year fails; nothing falls back.
   */
  readonly years?: { readonly first: number; readonly last: number };
  /** A market's early closes (days it trades but closes early), when it has any. */
  readonly earlyCloses?: EncodedEarlyCloses;
  /**
   * What `loadCalendar` lays over the country's public holidays for a calendar's holiday types and
   * language (docs/decisions.md#holiday-types, docs/decisions.md#languages); absent in a `daycalc/holidays/<code>` value.
   */
  readonly layers?: HolidayLayers;
}

/**
 * The layers of a country's data for one calendar's holiday types and language: built by
 * `loadCalendar` (calendars/layerModules.ts, imported only then), read by the engine as a function of the
 * public holidays of a year, so the core carries no code of theirs.
 */
export interface HolidayLayers {
  /** Which layers: the other types and the requested language, as `layersKeyOf` writes them (`bank,optional|de`). */
  readonly key: string;
  /** The other holiday types laid (`bank`, `optional`). */
  readonly types: readonly string[];
  /** The language the names are in (one of the country's, or `en`), when one was asked for. */
  readonly language: string | undefined;
  /**
   * Lays the layers over one year of a region's public holidays: the days of the other types with their
   * type (`holidayTypes`) and the names; a failure for a year the types are not compiled for.
   */
  readonly lay: (year: PublicHolidayYear, yearNumber: number, subdivision: string | undefined) => Result<PublicHolidayYear>;
  /** The type of a day (epoch days) of the tables' years that is a day of another type (the first laid), else `undefined`. */
  readonly typeOf: (day: number, subdivision: string | undefined) => string | undefined;
  /** The failure of `loadCalendar`'s years some of which the types are not compiled for (naming `years`), else `undefined`. */
  readonly yearsFault: (firstYear: number, lastYear: number) => Fail | undefined;
}

/**
 * Tells whether a value has the shape of holiday data (`daycalc/holidays/<code>`'s export).
 *
 * @param value - Any value.
 * @returns True for a country's holiday data.
 * @example
 * isHolidayData(DE) //=> true
 * isHolidayData('DE') //=> false
 */
export function isHolidayData(value: unknown): value is HolidayData {
  if (typeof value !== 'object' || value === null) return false;
  const data = value as Partial<Record<keyof HolidayData, unknown>>;
  const table = data.table as Partial<Record<keyof EncodedCountryTable, unknown>> | null | undefined;
  return (
    typeof data.country === 'string' &&
    typeof table === 'object' &&
    table !== null &&
    Array.isArray(table.labels) &&
    typeof table.tokens === 'string' &&
    typeof table.national === 'string' &&
    (data.subdivisions === undefined || (typeof data.subdivisions === 'object' && data.subdivisions !== null))
  );
}
