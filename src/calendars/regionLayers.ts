// A region's years with the layers a calendar asked for beside the public holidays
// (docs/decisions.md#holiday-types, docs/decisions.md#languages): the days of other holiday types merged into
// each year with their type, and every holiday's name in the calendar's language. Years of the
// public holidays alone never come here.
import { openRegionYears, type RegionYearTable } from './holidayTableCodec.ts';
import type { HolidayData } from './holidayData.ts';
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

/** The opened years of one type's table for a region (decoded on first use), by data value, region and type. */
const openedTypes = new WeakMap<HolidayData, Map<string, RegionYearTable | null>>();

function typeYears(data: HolidayData, subdivision: string | undefined, type: string, firstYear: number): RegionYearTable | null {
  let byRegion = openedTypes.get(data);
  if (byRegion === undefined) openedTypes.set(data, (byRegion = new Map()));
  const key = `${type}|${subdivision ?? ''}`;
  let opened = byRegion.get(key);
  if (opened === undefined) {
    const table = data.types?.[type];
    opened = table == null ? null : openRegionYears(table.table, subdivision === undefined ? undefined : (table.subdivisions[subdivision] ?? ''), firstYear);
    byRegion.set(key, opened);
  }
  return opened;
}

/**
 * Lays the asked-for layers over one year of a region's public holidays: the days of each other type
 * (in the order asked; a day the public holidays or an earlier type has already stays as it is), with
 * their type, and the names in the calendar's language.
 *
 * @param year - The year's public holidays.
 * @param yearNumber - The year.
 * @param layers - The data, the region's subdivision, the other types, the tables' first year (or `undefined` for a
 *   year outside the tables, which has no days of other types), and the names.
 * @returns The year with the layers.
 * @example
 * layeredYear(year2026, 2026, { data: DE_WITH_BANK, subdivision: undefined, types: ['bank'], firstYear: 1900, names: undefined }).holidayTypes
 */
export function layeredYear(
  year: PublicHolidayYear,
  yearNumber: number,
  layers: { readonly data: HolidayData; readonly subdivision: string | undefined; readonly types: readonly string[]; readonly firstYear: number | undefined; readonly names: NameDictionary | undefined },
): PublicHolidayYear {
  const entries: [day: number, label: string, type: string | undefined][] = Array.from(year.days, (day, index) => [day, year.labels[index]!, undefined]);
  if (layers.firstYear !== undefined) {
    const seen = new Set(year.days);
    for (const type of layers.types) {
      const opened = typeYears(layers.data, layers.subdivision, type, layers.firstYear);
      const days = opened?.year(yearNumber - layers.firstYear);
      if (days === undefined) continue;
      days.days.forEach((day, index) => {
        if (seen.has(day)) return;
        seen.add(day);
        entries.push([day, days.labels[index]!, type]);
      });
    }
    entries.sort((left, right) => left[0] - right[0]);
  }
  const names = layers.names;
  const name = (label: string): string => (names === undefined ? label : nameOf(names, label, yearNumber));
  const days = Int32Array.from(entries, ([day]) => day);
  const labels = entries.map(([, label]) => name(label));
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
    ...(layers.types.length === 0 ? {} : { holidayTypes: entries.map(([, , type]) => type) }),
    ...(names === undefined ? {} : { englishLabels: entries.map(([, label]) => label) }),
  };
}
