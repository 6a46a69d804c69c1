// The holiday names in the countries' languages (src/calendars/nameTables/, scripts/generateNameTables.ts,
// from python-holidays' translations): dated facts, a renamed holiday's names by year, and the index's
// contract (docs/holiday-data.md#languages).
import { describe, expect, it } from 'vitest';
import { openRegionYears, type EncodedCountryTable } from '../../src/calendars/holidayTableCodec.ts';
import { holidayTableLoaders } from '../../src/calendars/holidayTables/index.ts';
import { HOLIDAY_TABLES_REGIONS } from '../../src/calendars/holidayTables/regions.ts';
import { HOLIDAY_NAME_LANGUAGES, nameTableLoaders } from '../../src/calendars/nameTables/index.ts';
import { typeTableLoaders } from '../../src/calendars/typeTables/index.ts';
import { epochDaysToIsoDate } from '../../src/date/epochDays.ts';

const FIRST_YEAR = 1900;

type Name = string | readonly (readonly [number, string])[];

const tableOf = async (country: string): Promise<EncodedCountryTable> => (await holidayTableLoaders[country]!()).default;
const namesOf = async (country: string) => (await nameTableLoaders[country]!()).default;

/** The table's English label of a date (national calendar). */
async function labelOn(country: string, date: string): Promise<string | undefined> {
  const year = Number(date.slice(0, 4));
  const decoded = openRegionYears(await tableOf(country), undefined, FIRST_YEAR).year(year - FIRST_YEAR)!;
  const index = Array.from(decoded.days).findIndex((day) => {
    const { month, day: dayOfMonth } = epochDaysToIsoDate(day);
    return `${year}-${String(month).padStart(2, '0')}-${String(dayOfMonth).padStart(2, '0')}` === date;
  });
  return index === -1 ? undefined : decoded.labels[index];
}

/** A name in a year: the string, or the last [first year, name] that applies. */
function nameIn(name: Name | undefined, year: number): string | undefined {
  if (name === undefined || typeof name === 'string') return name;
  let found: string | undefined;
  for (const [from, text] of name) if (from <= year) found = text;
  return found;
}

/** The name of a date's holiday in a language. */
async function nameOn(country: string, date: string, language: string): Promise<[string | undefined, string | undefined]> {
  const label = await labelOn(country, date);
  const names = await namesOf(country);
  return [label, label === undefined ? undefined : nameIn(names.names[language]?.[label], Number(date.slice(0, 4)))];
}

const languagesOf = (): Map<string, string[]> =>
  new Map(HOLIDAY_NAME_LANGUAGES.split(';').map((entry) => [entry.split(':')[0]!, entry.split(':')[1]!.split(',')]));

describe('holiday names in the countries\' languages', () => {
  it('DE 2025-10-03: German Unity Day is "Tag der Deutschen Einheit" in de', async () => {
    expect(await nameOn('DE', '2025-10-03', 'de')).toEqual(['German Unity Day', 'Tag der Deutschen Einheit']);
  });

  it('CN 2025-10-01: National Day is 国庆节 in zh-CN', async () => {
    expect(await nameOn('CN', '2025-10-01', 'zh-CN')).toEqual(['National Day', '国庆节']);
  });

  it('FR 2025-07-14: National Day is "Fête nationale" in fr', async () => {
    expect(await nameOn('FR', '2025-07-14', 'fr')).toEqual(['National Day', 'Fête nationale']);
  });

  it('KR Buddha\'s Birthday was renamed in python-holidays: 석가탄신일, from 2017 부처님오신날', async () => {
    const names = await namesOf('KR');
    expect(names.names.ko!["Buddha's Birthday"]).toEqual([
      [1975, '석가탄신일'],
      [2017, '부처님오신날'],
    ]);
    expect(await nameOn('KR', '2016-05-14', 'ko')).toEqual(["Buddha's Birthday", '석가탄신일']);
    expect(await nameOn('KR', '2018-05-22', 'ko')).toEqual(["Buddha's Birthday", '부처님오신날']);
  });

  it('the index lists every country of the tables, default language first, in BCP 47; a loader for each country with a language other than English', async () => {
    const languages = languagesOf();
    const countries = HOLIDAY_TABLES_REGIONS.split(';').map((entry) => entry.split(':')[0]!);
    expect([...languages.keys()]).toEqual(countries);
    expect(languages.get('DE')).toEqual(['de', 'en-US', 'th', 'uk']);
    expect(languages.get('CN')).toEqual(['zh-CN', 'en-US', 'th', 'zh-TW']);
    expect(languages.get('US')).toEqual(['en-US', 'th']);
    expect(languages.get('IC')).toEqual(['en']);
    expect(languages.get('NZ')).toEqual(['en']);
    for (const [country, list] of languages) {
      for (const language of list) expect(language, country).toMatch(/^[a-z]{2,3}(?:-[A-Z]{2})?$/);
      expect(new Set(list).size, country).toBe(list.length);
      const foreign = list.some((language) => language !== 'en' && !language.startsWith('en-'));
      expect(nameTableLoaders[country] !== undefined, country).toBe(foreign);
    }
  });

  it('every key is a label of the country\'s table (national or subdivision) or of its holiday type tables, in every language of the module', async () => {
    const languages = languagesOf();
    for (const country of Object.keys(nameTableLoaders)) {
      const labels = new Set((await tableOf(country)).labels);
      for (const type of ['bank', 'optional']) {
        const loader = typeTableLoaders[`${country}.${type}`];
        if (loader !== undefined) for (const label of (await loader()).default.table.labels) labels.add(label);
      }
      const names = await namesOf(country);
      expect(names.languages, country).toEqual(languages.get(country));
      const foreign = names.languages.filter((language) => language !== 'en' && !language.startsWith('en-'));
      expect(Object.keys(names.names).sort(), country).toEqual([...foreign].sort());
      for (const [language, dictionary] of Object.entries(names.names)) {
        for (const [label, name] of Object.entries(dictionary)) {
          expect(labels.has(label), `${country} ${language} ${label}`).toBe(true);
          expect(label.startsWith('+'), `${country} ${label}`).toBe(false);
          if (typeof name !== 'string') {
            expect(name.length, `${country} ${language} ${label}`).toBeGreaterThan(1);
            const years = name.map(([year]) => year);
            expect(years, `${country} ${language} ${label}`).toEqual([...years].sort((left, right) => left - right));
          }
        }
      }
    }
  });
});
