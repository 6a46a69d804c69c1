// The compact text form of the compiled holiday tables (see scripts/generateHolidayTables.ts), and
// its decoder; the encoder, which only the generator and tests run, is holidayTableEncoder.ts.
//
// A country's table holds one year list per year of the window for the country itself and, for each
// subdivision, the difference from the country's list. A year list is a set of tokens; a token is one
// (month-day, label) pair from the country's token dictionary, which is sorted by month-day and label,
// so a year's tokens in increasing order are its holidays in date order. Fixed-date holidays are the
// same token every year, which keeps the text small and repetitive (it gzips well).
//
// Integers are written as base-32 varints over a 64-letter alphabet: a letter below 32 ends a number,
// a letter of 32 or more carries five bits and continues (least significant group first). Within a
// year, token indices are written as deltas (the first from -1, so every delta is at least 1).
//   tokens:       per token, the month-day delta from the previous token, then the label index
//   national:     year lists separated by ','; each list is its token deltas
//   subdivision:  per year (separated by ','): removed country tokens, ';', added tokens
//
// Decreed working days (docs/decisions.md#decreed-working-days: a weekend day a government made a working day) are tokens like the
// holidays; what marks them is their label, stored in the label dictionary with a '+' in front
// ("+Working day (in exchange for the day off on 2025-02-03)"). The token key (month-day, label) so
// tells a working day from a holiday on the same month-day, the national and subdivision formats stay
// as they are, and a table without '+' labels (no decreed working days) decodes as before. The
// decoder strips the '+' and returns those days apart (`workingDays`/`workingLabels`). A holiday's own
// label never starts with '+' (the encoder refuses one).
import { isoDateToEpochDays } from '../date/epochDays.ts';
import type { PublicHolidayYear } from './holidayYears.ts';

/** One country's compiled table, as its generated module exports it. */
export interface EncodedCountryTable {
  /** The labels of the country and its subdivisions, indexed by the tokens. */
  readonly labels: readonly string[];
  /** The token dictionary of the country and its subdivisions. */
  readonly tokens: string;
  /** The country's year lists, one per year of the window. */
  readonly national: string;
}

/** Each subdivision's year lists as differences from its country's, by the provider's code (a module of its own). */
export type EncodedSubdivisionTables = Readonly<Record<string, string>>;

/**
 * A market's early closes (scripts/generateMarketTables.ts, docs/holiday-data.md#markets): the days
 * in a table of the format above (no subdivisions, no decreed working days), and the closing time of
 * each label. `closesAt[i]` is the time of `table.labels[i]`, `HH:MM` on a 24-hour clock in the
 * exchange's local time, or null where the source states none. A label may appear twice in
 * `table.labels` with two times (XNYS's Christmas Eve closed at 13:00 in some years and 14:00 in
 * others): the tokens tell them apart by index, so read early closes with `openEarlyCloses`
 * (earlyCloseCodec.ts), which keeps each day's label index, not with `openRegionYears`, which
 * returns label texts only.
 */
export interface EncodedEarlyCloses {
  readonly table: EncodedCountryTable;
  readonly closesAt: readonly (string | null)[];
}

/** A country's encoded table and its subdivisions' (the generator's output). */
export interface EncodedCountry {
  readonly table: EncodedCountryTable;
  readonly subdivisions: EncodedSubdivisionTables;
}

/** The 64 letters of the varints: a letter below 32 ends a number, one of 32 or more carries five bits and continues. */
export const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789$_';
const DIGIT = new Int8Array(128).fill(-1);
for (let index = 0; index < ALPHABET.length; index++) DIGIT[ALPHABET.charCodeAt(index)] = index;
/** What separates the year lists of a region. */
export const YEAR_SEPARATOR = ',';
/** What separates a subdivision year's removed country tokens from its added ones. */
export const PART_SEPARATOR = ';';

/** Reads the varints of `text[from..to)`. */
export function readVarints(text: string, from: number, to: number): number[] {
  const values: number[] = [];
  let value = 0;
  // A multiplier, not `2 ** shift`: exponentiation is a call to Math.pow, several times slower here.
  let scale = 1;
  for (let index = from; index < to; index++) {
    const digit = DIGIT[text.charCodeAt(index)]!;
    value += (digit & 31) * scale;
    if (digit >= 32) scale *= 32;
    else {
      values.push(value);
      value = 0;
      scale = 1;
    }
  }
  return values;
}

/** Reads increasing integers written by `writeIncreasing`. */
export function readIncreasing(text: string, from: number, to: number): number[] {
  const values = readVarints(text, from, to);
  let previous = -1;
  for (let index = 0; index < values.length; index++) {
    previous += values[index]!;
    values[index] = previous;
  }
  return values;
}

/** What starts a decreed working day's label in a table's label dictionary. */
export const WORKING_LABEL_MARK = '+';

/** The char code of `WORKING_LABEL_MARK`. */
const WORKING_LABEL_CODE = 43;

/** The token dictionary of a table, decoded once per table. */
interface TokenDictionary {
  /** Day of the year of each token in a common year, 0 for 1 January (29 February is 59, as 1 March). */
  readonly ordinals: Int32Array;
  /** 1 for a token after February (one day later in a leap year). */
  readonly afterFebruary: Uint8Array;
  /** Each token's label, without the working day mark. */
  readonly labels: readonly string[];
  /** 1 for a decreed working day's token. */
  readonly working: Uint8Array;
  /** Whether any token is a decreed working day's. */
  readonly anyWorking: boolean;
}

/** Days before each month in a common year. */
const DAYS_BEFORE_MONTH = [0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334];

const dictionaries = new WeakMap<EncodedCountryTable, TokenDictionary>();

/**
 * Decodes a table's token dictionary (memoised per table object, which is constant data). Straight
 * code on purpose, the same for every table: the first table with decreed working days a process
 * meets must not take a path the optimised code never saw (a deoptimisation costs a first count ms).
 */
function dictionaryOf(table: EncodedCountryTable): TokenDictionary {
  const known = dictionaries.get(table);
  if (known !== undefined) return known;
  // The labels once each: the mark stripped, and whether it was there.
  const labelCount = table.labels.length;
  const plainLabels = new Array<string>(labelCount);
  const markedLabels = new Uint8Array(labelCount);
  let workingLabels = 0;
  for (let index = 0; index < labelCount; index++) {
    const label = table.labels[index]!;
    const mark = label.charCodeAt(0) === WORKING_LABEL_CODE ? 1 : 0;
    markedLabels[index] = mark;
    workingLabels += mark;
    plainLabels[index] = label.substring(mark);
  }
  // The token text is pairs of varints (month-day delta, label index): count the pairs (one varint
  // ends at each letter below 32), then read them in one pass without an intermediate array.
  const text = table.tokens;
  let ends = 0;
  for (let at = 0; at < text.length; at++) ends += DIGIT[text.charCodeAt(at)]! < 32 ? 1 : 0;
  const tokenCount = ends >>> 1;
  const ordinals = new Int32Array(tokenCount);
  const afterFebruary = new Uint8Array(tokenCount);
  const labels = new Array<string>(tokenCount);
  const working = new Uint8Array(tokenCount);
  let monthDay = 0;
  let at = 0;
  for (let token = 0; token < tokenCount; token++) {
    let delta = 0;
    let scale = 1;
    for (let digit = DIGIT[text.charCodeAt(at++)]!; ; digit = DIGIT[text.charCodeAt(at++)]!) {
      delta += (digit & 31) * scale;
      if (digit < 32) break;
      scale *= 32;
    }
    let labelIndex = 0;
    scale = 1;
    for (let digit = DIGIT[text.charCodeAt(at++)]!; ; digit = DIGIT[text.charCodeAt(at++)]!) {
      labelIndex += (digit & 31) * scale;
      if (digit < 32) break;
      scale *= 32;
    }
    monthDay += delta;
    const monthIndex = (monthDay / 31) | 0;
    ordinals[token] = DAYS_BEFORE_MONTH[monthIndex]! + (monthDay % 31);
    afterFebruary[token] = monthIndex > 1 ? 1 : 0;
    labels[token] = plainLabels[labelIndex] ?? '';
    working[token] = markedLabels[labelIndex] ?? 0;
  }
  const dictionary = { ordinals, afterFebruary, labels, working, anyWorking: workingLabels > 0 };
  dictionaries.set(table, dictionary);
  return dictionary;
}

/** The start of each year's list in a region text, plus its length at the end (one pass over ','). */
export function yearStarts(text: string): Int32Array {
  const starts: number[] = [0];
  for (let at = text.indexOf(YEAR_SEPARATOR); at !== -1; at = text.indexOf(YEAR_SEPARATOR, at + 1)) starts.push(at + 1);
  starts.push(text.length + 1);
  return Int32Array.from(starts);
}

/** A region's years, decoded one at a time when first asked for. */
export interface RegionYearTable {
  /** The number of years of the window. */
  readonly length: number;
  /** Whether any year of the country's table (or of its subdivisions) has decreed working days. */
  readonly hasWorkingDays: boolean;
  /**
   * Returns the holidays of the `offset`-th year of the window (0 is the first year), decoding it on
   * first use.
   */
  readonly year: (offset: number) => PublicHolidayYear | undefined;
}

/**
 * Decodes one year's tokens into its holidays and its decreed working days, in date order. One loop
 * for every table, with or without decreed working days: each token goes to the list its `working`
 * flag (0 or 1) selects, so the code a table without them warms up is the code a table with them runs.
 */
function decodeYear(dictionary: TokenDictionary, year: number, indices: readonly number[]): PublicHolidayYear {
  const count = indices.length;
  let workingCount = 0;
  for (let position = 0; position < count; position++) workingCount += dictionary.working[indices[position]!]!;
  const holidayCount = count - workingCount;
  // Holidays fill the front of one buffer, decreed working days its back: next[flag] is where the
  // next token of each kind goes.
  const days = new Int32Array(count);
  const labels = new Array<string>(count);
  const next = Int32Array.of(0, holidayCount);
  const firstDay = isoDateToEpochDays(year, 1, 1);
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 1 : 0;
  for (let position = 0; position < count; position++) {
    const token = indices[position]!;
    const at = next[dictionary.working[token]!]!++;
    days[at] = firstDay + dictionary.ordinals[token]! + (leap & dictionary.afterFebruary[token]!);
    labels[at] = dictionary.labels[token]!;
  }
  return {
    days: days.subarray(0, holidayCount),
    labels: labels.slice(0, holidayCount),
    workingDays: days.subarray(holidayCount),
    workingLabels: labels.slice(holidayCount),
    allDays: days,
    allLabels: labels,
  };
}

/**
 * Opens the year lists of a country or one of its subdivisions; each year is decoded when first asked
 * for (a 100-year span decodes 100 years, not the whole window).
 *
 * @param table - The country's compiled table.
 * @param subdivisionText - The subdivision's text from the country's subdivision tables, or
 *   `undefined` for the country itself.
 * @param firstYear - The window's first year (the year of the first list).
 * @returns The region's years.
 * @example
 * openRegionYears(US, undefined, 1900).year(124)?.labels[0] //=> "New Year's Day" (2024)
 */
export function openRegionYears(table: EncodedCountryTable, subdivisionText: string | undefined, firstYear: number): RegionYearTable {
  const dictionary = dictionaryOf(table);
  const national = table.national;
  const nationalStarts = yearStarts(national);
  const subdivisionStarts = subdivisionText === undefined ? undefined : yearStarts(subdivisionText);
  const length = nationalStarts.length - 1;
  const decoded: Array<PublicHolidayYear | undefined> = new Array(length);
  const tokensOf = (offset: number): readonly number[] => {
    const base = readIncreasing(national, nationalStarts[offset]!, nationalStarts[offset + 1]! - 1);
    if (subdivisionText === undefined || subdivisionStarts === undefined) return base;
    const from = subdivisionStarts[offset];
    const next = subdivisionStarts[offset + 1];
    if (from === undefined || next === undefined) return base;
    const to = next - 1;
    const split = subdivisionText.indexOf(PART_SEPARATOR, from);
    const removedEnd = split === -1 || split > to ? to : split;
    const removed = readIncreasing(subdivisionText, from, removedEnd);
    const added = removedEnd === to ? [] : readIncreasing(subdivisionText, removedEnd + 1, to);
    const kept = removed.length === 0 ? base : base.filter((index) => !removed.includes(index));
    return added.length === 0 ? kept : [...kept, ...added].sort((left, right) => left - right);
  };
  return {
    length,
    hasWorkingDays: dictionary.anyWorking,
    year: (offset) => {
      if (!(offset >= 0 && offset < length)) return undefined;
      const known = decoded[offset];
      if (known !== undefined) return known;
      const indices = tokensOf(offset);
      const year = firstYear + offset;
      const value = decodeYear(dictionary, year, indices);
      decoded[offset] = value;
      return value;
    },
  };
}
