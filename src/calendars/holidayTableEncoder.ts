// The encoder of the compiled holiday tables' text form (the format is described in
// holidayTableCodec.ts, beside the decoder the engine runs). Only the table generator and tests
// import it, so no bundle carries it.
import { ALPHABET, PART_SEPARATOR, WORKING_LABEL_MARK, YEAR_SEPARATOR, type EncodedCountry } from './holidayTableCodec.ts';

/** A holiday of one year as the generator sees it, or a decreed working day (`working: true`). */
export interface TableHoliday {
  readonly month: number;
  readonly day: number;
  readonly label: string;
  /** True for a day a government decreed a working day (docs/decisions.md#decreed-working-days), not a holiday. */
  readonly working?: boolean;
}

/** The label a day is stored under: a decreed working day's with the mark in front. */
function storedLabel(holiday: TableHoliday): string {
  if (holiday.working === true) return `${WORKING_LABEL_MARK}${holiday.label}`;
  if (holiday.label.startsWith(WORKING_LABEL_MARK)) {
    throw new Error(`a holiday label cannot start with '${WORKING_LABEL_MARK}' (it marks decreed working days): ${JSON.stringify(holiday.label)}`);
  }
  return holiday.label;
}

/** A month-day as one integer: `(month - 1) * 31 + (day - 1)`, so it sorts in date order. */
function monthDayOf(month: number, day: number): number {
  return (month - 1) * 31 + (day - 1);
}

/** Writes a non-negative integer as a varint. */
function writeVarint(out: string[], value: number): void {
  let rest = value;
  while (rest >= 32) {
    out.push(ALPHABET[32 + (rest & 31)]!);
    rest >>>= 5;
  }
  out.push(ALPHABET[rest]!);
}

/** Writes increasing integers as deltas (the first from -1). */
function writeIncreasing(out: string[], values: readonly number[]): void {
  let previous = -1;
  for (const value of values) {
    writeVarint(out, value - previous);
    previous = value;
  }
}

/** The year lists of one region over the window, oldest first. */
export type RegionYears = readonly (readonly TableHoliday[])[];

/**
 * Encodes a country and its subdivisions into a compiled table. Deterministic: the same input gives
 * the same text. Decreed working days (`working: true`) are stored with a `+` before their label.
 *
 * @param national - The country's holidays per year of the window.
 * @param subdivisions - Each subdivision's holidays per year, by the provider's code.
 * @returns The country's table and its subdivisions' tables.
 * @throws Error when a holiday's (not a working day's) label starts with `+`.
 * @example
 * encodeCountryTable([[{ month: 1, day: 1, label: "New Year's Day" }]], new Map()).table.national //=> 'B'
 */
export function encodeCountryTable(national: RegionYears, subdivisions: ReadonlyMap<string, RegionYears>): EncodedCountry {
  const regions = [national, ...[...subdivisions.keys()].sort().map((code) => subdivisions.get(code)!)];
  const labelSet = new Set<string>();
  const tokenSet = new Map<string, [number, string]>();
  for (const years of regions) {
    for (const holidays of years) {
      for (const holiday of holidays) {
        const { month, day } = holiday;
        const label = storedLabel(holiday);
        labelSet.add(label);
        const monthDay = monthDayOf(month, day);
        tokenSet.set(`${monthDay}|${label}`, [monthDay, label]);
      }
    }
  }
  const labels = [...labelSet].sort();
  const labelIndex = new Map(labels.map((label, index) => [label, index]));
  const tokenList = [...tokenSet.values()].sort((left, right) => left[0] - right[0] || (left[1] < right[1] ? -1 : left[1] > right[1] ? 1 : 0));
  const tokenIndex = new Map(tokenList.map(([monthDay, label], index) => [`${monthDay}|${label}`, index]));
  const tokenOut: string[] = [];
  let previousMonthDay = 0;
  for (const [monthDay, label] of tokenList) {
    writeVarint(tokenOut, monthDay - previousMonthDay);
    writeVarint(tokenOut, labelIndex.get(label)!);
    previousMonthDay = monthDay;
  }
  const indicesOf = (holidays: readonly TableHoliday[]): number[] =>
    holidays.map((holiday) => tokenIndex.get(`${monthDayOf(holiday.month, holiday.day)}|${storedLabel(holiday)}`)!).sort((left, right) => left - right);
  const nationalIndices = national.map(indicesOf);
  const nationalOut = nationalIndices.map((indices) => {
    const out: string[] = [];
    writeIncreasing(out, indices);
    return out.join('');
  });
  const subdivisionTexts: Record<string, string> = {};
  for (const code of [...subdivisions.keys()].sort()) {
    const years = subdivisions.get(code)!;
    const lists = years.map((holidays, year) => {
      const own = new Set(indicesOf(holidays));
      const country = new Set(nationalIndices[year]);
      const removed = [...country].filter((index) => !own.has(index));
      const added = [...own].filter((index) => !country.has(index)).sort((left, right) => left - right);
      const out: string[] = [];
      writeIncreasing(out, removed);
      if (added.length > 0) {
        out.push(PART_SEPARATOR);
        writeIncreasing(out, added);
      }
      return out.join('');
    });
    subdivisionTexts[code] = lists.join(YEAR_SEPARATOR);
  }
  return { table: { labels, tokens: tokenOut.join(''), national: nationalOut.join(YEAR_SEPARATOR) }, subdivisions: subdivisionTexts };
}
