// `holiday_types` and `language` (docs/decisions.md#holiday-types, docs/decisions.md#languages): their checks, and
// their spec laid over a calendar's (an inline calendar's or a saved one's, remembered beside its entry),
// and whether holiday data carries the layers a spec asks for. `calendarOf` uses none of this: a
// `daycalc/holidays/<code>` value holds public holidays in English, so its bundle carries none of it.
import { calendarFields } from '../fields/calendarFields.ts';
import { checkField } from '../fields/fieldFault.ts';
import * as messages from '../messages.ts';
import { fail, ok, type Fail, type Result } from '../result.ts';
import { newEntry, type CalendarSpecEntry } from './calendarSpecEntry.ts';
import type { HolidayData } from './holidayData.ts';
import type { CalendarFields } from './inlineCalendar.ts';
import { regionCode, type CalendarSpec } from './resolvedCalendar.ts';

/** The holiday types beside public, in the order they are laid. */
const OTHER_TYPES = ['bank', 'optional'] as const;

/**
 * Checks `holiday_types` (ignored beside `business_calendar_id`, as every calendar field is) and
 * `language` (the reader's, so checked and used beside a saved calendar too).
 *
 * @param fields - Calendar fields.
 * @returns The failure, or `undefined`.
 * @example
 * layerFieldsFault({ holiday_types: ['bank'] })?.error.field //=> 'holiday_types'
 */
export function layerFieldsFault(fields: CalendarFields): Fail | undefined {
  const types = fields.business_calendar_id === undefined ? checkField('holiday_types', calendarFields.holiday_types, fields.holiday_types) : undefined;
  return types ?? checkField('language', calendarFields.language, fields.language);
}

/**
 * The layers a spec asks of its data as a key: the other holiday types and the requested language
 * (`bank,optional|de`), or `''` for none (a market, or a calendar without public holidays, lays none).
 *
 * @param spec - A checked spec.
 * @returns The key.
 * @example
 * layersKeyOf({ ...spec, holiday_types: ['public', 'bank'], language: 'de' }) //=> 'bank|de'
 */
export function layersKeyOf(spec: CalendarSpec): string {
  if (spec.market_code !== undefined || !spec.include_public_holidays || (spec.holiday_types === undefined && spec.language === undefined)) return '';
  return `${(spec.holiday_types ?? []).slice(1).join()}|${spec.language ?? ''}`;
}

/**
 * Lays checked fields' holiday types (not over a saved calendar) and language over a spec entry: the
 * entry itself when they ask for nothing, else one remembered beside it per layers.
 *
 * @param found - The entry (or its failure).
 * @param fields - The checked calendar fields.
 * @returns The entry with the layers.
 * @example
 * withLayers(inlineEntry({ country_code: 'AT' }), { country_code: 'AT', language: 'de' }).value.spec.language //=> 'de'
 */
export function withLayers(found: Result<CalendarSpecEntry>, fields: CalendarFields): Result<CalendarSpecEntry> {
  if (!found.ok) return found;
  const others = fields.business_calendar_id === undefined ? OTHER_TYPES.filter((type) => fields.holiday_types?.includes(type)) : [];
  const language = fields.language?.toLowerCase();
  if (others.length === 0 && language === undefined) return found;
  const key = `${others.join()}|${language ?? ''}`;
  const byLayers = (found.value.byLayers ??= new Map());
  let entry = byLayers.get(key);
  if (entry === undefined) {
    const spec: CalendarSpec = { ...found.value.spec, ...(others.length === 0 ? {} : { holiday_types: ['public', ...others] }), ...(language === undefined ? {} : { language }) };
    byLayers.set(key, (entry = ok(newEntry(spec))));
  }
  return entry;
}

/**
 * Fails when holiday data does not carry the layers a spec asks for (`loadCalendar` lays them; a
 * `daycalc/holidays/<code>` value carries none, which answers English only).
 *
 * @param spec - The calendar's spec.
 * @param data - The holiday data given.
 * @returns `VALIDATION_ERROR` naming `holidays`, or `undefined`.
 * @example
 * layersFault({ ...spec, language: 'de' }, DE)?.error.field //=> 'holidays'
 */
export function layersFault(spec: CalendarSpec, data: HolidayData | undefined): Fail | undefined {
  const key = layersKeyOf(spec);
  if (data === undefined || key === (data.layers?.key ?? '')) return undefined;
  const english = data.layers === undefined && spec.holiday_types === undefined && spec.language?.split('-')[0] === 'en';
  return english ? undefined : fail('VALIDATION_ERROR', 'holidays', messages.layersMissing(regionCode(spec)));
}
