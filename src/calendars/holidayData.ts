// Holiday data as a value: one country's compiled table and, when the value carries them, its
// subdivisions' tables. The modules of `daycalc/holidays/<code>` export one such value per country
// (with every subdivision); `loadCalendar` imports what a calendar needs by itself. A calendar built
// from a value holds it: the typed functions read nothing else.
import type { EncodedCountryTable, EncodedEarlyCloses, EncodedSubdivisionTables } from './holidayTableCodec.ts';

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
   * The country's days of other holiday types (docs/decisions.md#holiday-types) that are not public holidays, by type:
   * `null` when the country has none of that type. `loadCalendar` adds the types a calendar asks for.
   */
  readonly types?: Readonly<Record<string, HolidayTypeTable | null>>;
  /** The names of the country's holidays in its languages (docs/decisions.md#languages); `loadCalendar` adds them when asked. */
  readonly names?: HolidayNames;
}

/** One country's days of one holiday type, as `src/calendars/typeTables/` holds them. */
export interface HolidayTypeTable {
  readonly table: EncodedCountryTable;
  readonly subdivisions: EncodedSubdivisionTables;
}

/**
 * A country's holiday names: its languages (BCP 47, English ones included) and, per language other than
 * English, the name of each English label (a list of `[first year, name]` where it was renamed).
 */
export interface HolidayNames {
  readonly languages: readonly string[];
  readonly names: Readonly<Record<string, Readonly<Record<string, string | readonly (readonly [number, string])[]>>>>;
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
