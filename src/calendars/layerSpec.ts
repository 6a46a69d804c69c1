// `holiday_types` and `language` laid over a calendar's spec (docs/decisions.md#holiday-types,
// docs/decisions.md#languages): an inline calendar's or a saved one's entry, with one entry remembered beside it
// per layers, and the layers' key. No runtime import: `loadCalendar` and the request path import it only
// for a calendar that asks for layers, so an app that never does carries none of it.
import type { Result } from '../result.ts';
import type { CalendarSpecEntry } from './calendarSpecEntry.ts';
import type { CalendarFields } from './inlineCalendar.ts';
import type { CalendarSpec } from './resolvedCalendar.ts';

/** The holiday types beside public, in the order they are laid. */
const OTHER_TYPES = ['bank', 'optional'] as const;

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
 * Lays checked fields' holiday types (not over a saved calendar: ignored beside `business_calendar_id`)
 * and language (lower case) over a spec entry: the entry itself when they ask for nothing, else one
 * remembered beside it per layers.
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
    const spec: CalendarSpec = { ...found.value.spec, ...(others.length === 0 ? {} : { holiday_types: Object.freeze(['public', ...others] as const) }), ...(language === undefined ? {} : { language }) };
    // A fresh entry (as calendarSpecEntry.ts's newEntry makes one), built here so this module imports nothing.
    entry = { ok: true, value: { spec, plain: undefined, byData: new Map(), byDataOutside: new Map() } };
    byLayers.set(key, entry);
  }
  return entry;
}
