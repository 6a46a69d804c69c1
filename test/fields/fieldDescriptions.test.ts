import { describe, expect, it } from 'vitest';
import { customHolidayFieldDescriptions, EXCLUDED_DATE_DESCRIPTION, savedCalendarFieldDescriptions } from '../../src/account/savedCalendarFieldDescriptions.ts';
import { customHolidayFields, savedCalendarFields, savedCalendarLists } from '../../src/calendars/savedCalendarFields.ts';
import { catalog, OPERATION_NAMES } from '../../src/catalog.ts';
import { calendarFieldDescriptions } from '../../src/catalog/calendarFieldDescriptions.ts';
import { calendarFields } from '../../src/fields/calendarFields.ts';
import type { FieldTable } from '../../src/fields/fieldSpec.ts';

/** The word tables beside the field tables they describe. */
const described: ReadonlyArray<readonly [string, FieldTable, Readonly<Record<string, string>>]> = [
  ...OPERATION_NAMES.map((name) => [name, catalog[name].fields, catalog[name].fieldDescriptions] as const),
  ['calendar fields', calendarFields, calendarFieldDescriptions],
  ['saved calendar', savedCalendarFields, savedCalendarFieldDescriptions],
  ['custom holiday', customHolidayFields, customHolidayFieldDescriptions],
];

describe('field descriptions', () => {
  it('should describe every field of each table and nothing else (spread words included), each in words', () => {
    for (const [name, fields, words] of described) {
      expect(Object.keys(words).sort(), name).toEqual(Object.keys(fields).sort());
      for (const [field, text] of Object.entries(words)) expect(text.trim(), `${name}.${field}`).not.toBe('');
    }
    expect(EXCLUDED_DATE_DESCRIPTION).not.toBe('');
  });

  it('should leave the words out of the core: no field spec carries a description', () => {
    const listItems = Object.values(savedCalendarLists).flatMap((list) => (list.items.kind === 'value' ? [list.items.spec] : Object.values(list.items.members)));
    const specs = [...described.flatMap(([, fields]) => Object.values(fields)), ...listItems];
    for (const spec of specs) expect(Object.keys(spec)).not.toContain('description');
  });

  it('should give the shared calendar fields the same words wherever they appear', () => {
    for (const [name, fields, words] of described) {
      for (const field of Object.keys(fields)) {
        // `countries` takes a country_code of its own (no default, its own words).
        if (field in calendarFields && name !== 'countries') {
          expect(words[field], `${name}.${field}`).toBe(calendarFieldDescriptions[field as keyof typeof calendarFieldDescriptions]);
        }
      }
    }
  });
});
