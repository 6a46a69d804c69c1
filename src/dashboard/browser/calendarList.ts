// The dashboard's list of saved calendars (for accounts with the Business Calendars feature), each
// with a button that opens it in the form. Browser code.
import { $, el } from '../../playground/browser/dom.ts';
import { api } from './accountApi.ts';
import type { SavedCalendar } from './accountTypes.ts';
import { session } from './dashboardSession.ts';
import { busy, errorLine } from './sectionParts.ts';

/**
 * A calendar's title: its name (or "Unnamed calendar"), its country and subdivision.
 *
 * @param calendar - The calendar.
 * @returns The title.
 * @example
 * calendarTitle(calendar) // 'Berlin office · DE-BE'
 */
export function calendarTitle(calendar: SavedCalendar): string {
  const region = calendar.market_code ?? calendar.country_code + (calendar.subdivision_code ? '-' + calendar.subdivision_code : '');
  return (calendar.name ?? 'Unnamed calendar') + ' · ' + region;
}

const count = (n: number, unit: string): string => n + ' ' + unit + (n === 1 ? '' : 's');

function calendarItem(calendar: SavedCalendar, open: (calendar: SavedCalendar) => void): HTMLLIElement {
  const button = el('button', { type: 'button', class: 'secondary', 'data-calendar-id': calendar.id, text: calendar.read_only ? 'View' : 'Edit' });
  button.addEventListener('click', () => open(calendar));
  const counts = count(calendar.custom_holidays.length, 'custom holiday') + ', ' + count(calendar.excluded_dates.length, 'excluded date');
  return el('li', { 'data-calendar-id': calendar.id, 'data-read-only': String(calendar.read_only) },
    el('div', { class: 'calendar-name' }, el('strong', { text: calendarTitle(calendar) }), calendar.read_only ? el('span', { class: 'badge', text: 'read-only (server config)' }) : ''),
    el('small', { class: 'mono', text: calendar.id }), el('small', { text: counts }), button);
}

/**
 * Shows the calendars section for an account with the feature (a note otherwise), reads the saved
 * calendars and lists them.
 *
 * @param open - Opens a calendar in the form (its list button's action).
 * @example
 * await loadCalendars(openCalendar)
 */
export async function loadCalendars(open: (calendar: SavedCalendar) => void): Promise<void> {
  const hasFeature = session.account!.features.includes('business_calendars');
  $('#calendars-note').hidden = hasFeature;
  $('#calendars-body').hidden = !hasFeature;
  if (!hasFeature) return;
  await busy($('#calendars'), async () => {
    const result = await api<{ readonly calendars: readonly SavedCalendar[] }>('GET', '/api/v1/calendars');
    const list = $('#calendar-list');
    if (result.error) { list.replaceChildren(errorLine('calendars-error', result.error)); return; }
    session.calendars = result.data.calendars;
    if (session.calendars.length === 0) { list.replaceChildren(el('p', { class: 'hint', id: 'calendars-empty', text: 'No saved calendars yet.' })); return; }
    list.replaceChildren(el('ul', { class: 'calendar-list' }, ...session.calendars.map((calendar) => calendarItem(calendar, open))));
  });
}
