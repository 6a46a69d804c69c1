// Laying holiday types and names over a region's years (docs/decisions.md#holiday-types, docs/decisions.md#languages):
// language matching, a label's name in a year, and one year with the layers. Imported by
// layerModules.ts alone (a chunk `loadCalendar` loads when a calendar asks for layers): it imports no module of the core.
import type { EncodedCountryTable, RegionYearTable } from './holidayTableCodec.ts';
import type { PublicHolidayYear } from './holidayYears.ts';

/** The names of one language: English label to name, or to `[first year, name]` pairs. */
export type NameDictionary = Readonly<Record<string, string | readonly (readonly [number, string])[]>>;

/**
 * The language a country's names answer a requested tag with (docs/decisions.md#languages): the tag itself,
 * else the tag cut back subtag by subtag (`de-AT` -> `de`), else the first of the country's languages
 * with the same primary language (`zh` -> `zh-CN`), else English (`en`).
 *
 * @param requested - A canonical BCP 47 tag.
 * @param languages - The country's languages.
 * @returns One of the country's languages, or `en`.
 * @example
 * matchLanguage('de-AT', ['de', 'en-US', 'uk']) //=> 'de'
 */
export function matchLanguage(requested: string, languages: readonly string[]): string {
  const lower = languages.map((language) => language.toLowerCase());
  for (let tag = requested.toLowerCase(); tag !== ''; tag = tag.slice(0, Math.max(0, tag.lastIndexOf('-')))) {
    const at = lower.indexOf(tag);
    if (at >= 0) return languages[at]!;
  }
  const primary = requested.split('-')[0]!.toLowerCase();
  const same = languages.find((language) => language.split('-')[0]!.toLowerCase() === primary);
  return same ?? 'en';
}

/**
 * The name of a label in a dictionary for a year: its entry (the last renaming on or before the year;
 * the first before any), each part of a joined label (`A; B`) alike, the label itself where none.
 *
 * @param dictionary - One language's names.
 * @param label - An English label.
 * @param year - The year of the day.
 * @returns The name.
 * @example
 * nameOf({ 'Christmas Day': 'Erster Weihnachtstag' }, 'Christmas Day', 2026) //=> 'Erster Weihnachtstag'
 */
export function nameOf(dictionary: NameDictionary, label: string, year: number): string {
  const entry = dictionary[label];
  if (typeof entry === 'string') return entry;
  if (entry !== undefined && entry.length > 0) {
    let name = entry[0]![1];
    for (const [first, renamed] of entry) if (first <= year) name = renamed;
    return name;
  }
  return label.includes('; ') ? label.split('; ').map((part) => nameOf(dictionary, part, year)).join('; ') : label;
}

/**
 * Lays types and names over one year of a region's public holidays: the days of each other type (in
 * the order given; a day the public holidays or an earlier type has already stays as it is) with
 * their type, and every holiday's name in the dictionary's language (the English labels kept beside).
 *
 * @param year - The year's public holidays.
 * @param yearNumber - The year.
 * @param types - Each other type with its region's decoded year (`undefined`: no days).
 * @param names - The names, or `undefined` for English.
 * @returns The year with the layers.
 * @example
 * layeredYear(year2026, 2026, [['bank', bankYear2026]], undefined).holidayTypes
 */
export function layeredYear(
  year: PublicHolidayYear,
  yearNumber: number,
  types: readonly (readonly [type: string, days: PublicHolidayYear | undefined])[],
  names: NameDictionary | undefined,
): PublicHolidayYear {
  const entries: [day: number, label: string, type: string | undefined][] = Array.from(year.days, (day, index) => [day, year.labels[index]!, undefined]);
  const seen = new Set(year.days);
  for (const [type, days] of types) {
    days?.days.forEach((day, index) => {
      if (seen.has(day)) return;
      seen.add(day);
      entries.push([day, days.labels[index]!, type]);
    });
  }
  entries.sort((left, right) => left[0] - right[0]);
  const days = Int32Array.from(entries, ([day]) => day);
  const labels = entries.map(([, label]) => (names === undefined ? label : nameOf(names, label, yearNumber)));
  const allDays = new Int32Array(days.length + year.workingDays.length);
  allDays.set(days);
  allDays.set(year.workingDays, days.length);
  return {
    days,
    labels,
    workingDays: year.workingDays,
    workingLabels: year.workingLabels,
    allDays,
    allLabels: [...labels, ...year.workingLabels],
    ...(types.length === 0 ? {} : { holidayTypes: entries.map(([, , type]) => type) }),
    ...(names === undefined ? {} : { englishLabels: entries.map(([, label]) => label) }),
  };
}

/** What the layers need of the core, passed in so that their chunk shares no module with it. */
export interface LayerTools {
  readonly openRegionYears: (table: EncodedCountryTable, subdivisionText: string | undefined, firstYear: number) => RegionYearTable;
  /** The compiled tables' years, the only ones the types are compiled for (any other year fails). */
  readonly firstYear: number;
  readonly lastYear: number;
}
