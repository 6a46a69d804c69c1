import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COUNTRIES_DOC_PATH, renderCountriesDoc } from '../../scripts/generateCountriesDoc.ts';
import { listCountryDetails } from '../../src/calendars/countries.ts';
import { resolveCalendar } from '../../src/calendars/resolveCalendar.ts';
import { ALL_HOLIDAY_DATA } from '../_helpers/holidayData.ts';

describe('renderCountriesDoc', () => {
  it('should equal the committed docs/countries.md (run `npm run docs:countries` after changing the holiday data)', () => {
    expect(renderCountriesDoc()).toBe(readFileSync(COUNTRIES_DOC_PATH, 'utf8'));
  });

  it('should render the same text twice', () => {
    expect(renderCountriesDoc()).toBe(renderCountriesDoc());
  });

  it('should list every country with its name, and every subdivision with its code and name under its country', () => {
    const doc = renderCountriesDoc();
    const countries = listCountryDetails();
    expect(countries.length).toBeGreaterThan(150);
    for (const country of countries) {
      expect(doc).toMatch(new RegExp(`^\\| \`${country.code}\` \\| ${escapeRegExp(country.name.replaceAll('|', '\\|'))} \\|`, 'm'));
      if (country.subdivisions.length === 0) continue;
      const section = doc.slice(doc.indexOf(`### ${country.code}: ${country.name}\n`)).split('\n### ')[0] ?? '';
      for (const subdivision of country.subdivisions) {
        expect(section, `${country.code}-${subdivision.code}`).toContain(`| \`${subdivision.code}\` | \`${country.code}-${subdivision.code}\` | ${subdivision.name.replaceAll('|', '\\|')} |`);
      }
    }
  });

  it('should document codes resolveCalendar accepts, in both forms', () => {
    for (const country of listCountryDetails()) {
      expect(resolveCalendar({ country_code: country.code }, { holidays: ALL_HOLIDAY_DATA }).ok, country.code).toBe(true);
      for (const subdivision of country.subdivisions) {
        for (const code of [subdivision.code, `${country.code}-${subdivision.code}`]) {
          const resolved = resolveCalendar({ country_code: country.code, subdivision_code: code }, { holidays: ALL_HOLIDAY_DATA });
          expect(resolved.ok && resolved.value.subdivision_code, `${country.code} ${code}`).toBe(subdivision.code);
        }
      }
    }
  });

  it('should link each country to its subdivisions section', () => {
    const doc = renderCountriesDoc();
    const anchors = [...doc.matchAll(/\]\(#([^)]+)\)/g)].map((match) => match[1]);
    const headings = [...doc.matchAll(/^### (.+)$/gm)].map((match) =>
      (match[1] ?? '')
        .toLowerCase()
        .replace(/[^\p{L}\p{N}\s-]/gu, '')
        .trim()
        .replace(/\s/g, '-'),
    );
    expect(anchors.length).toBe(headings.length);
    expect(new Set(anchors)).toEqual(new Set(headings));
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
