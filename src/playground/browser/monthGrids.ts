// The month grid as the pages draw it: a legend and one month table per month of classified days
// (the playground's business-day traces, the dashboard's saved calendar). Browser code of both pages;
// the layout itself is the pure `monthLayout`.
import type { DayReason } from '../../calendars/resolvedCalendar.ts';
import { monthLayout, type GridCell, type GridDay } from '../monthGrid.ts';
import { el } from './dom.ts';

/** Each reason of a classified day in words, in the legend's order. */
const REASONS: Readonly<Record<DayReason, string>> = {
  working_day: 'Working day',
  decreed_working_day: 'Decreed working day (a weekend day made a working day)',
  non_working_weekday: 'Weekend (non-working weekday)',
  public_holiday: 'Public holiday',
  custom_holiday: 'Custom holiday',
  excluded_date: 'Excluded date',
};
const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** The words of a reason (`undefined` for one the page does not know). */
const reasonText = (reason: string): string | undefined => (REASONS as Readonly<Record<string, string>>)[reason];

function dayCell(cell: GridCell): HTMLTableCellElement {
  const td = el('td', { text: String(cell.day) });
  const item = cell.item;
  if (item) {
    const text = cell.date + ': ' + reasonText(item.reason) + (item.label ? ' (' + item.label + ')' : '');
    td.className = 'day ' + item.reason;
    td.setAttribute('tabindex', '0');
    td.setAttribute('title', text);
    td.setAttribute('aria-label', text);
    td.dataset.tip = item.label || reasonText(item.reason);
  } else {
    td.className = 'outside';
  }
  return td;
}

/**
 * Draws classified days as a legend and one month table per month they fall in, each day with its
 * reason and label on hover or focus.
 *
 * @param days - The classified days.
 * @param label - The section's accessible name.
 * @returns The section.
 * @example
 * out.append(monthGrids(result.trace, 'Trace as month grids'))
 */
export function monthGrids(days: readonly GridDay[], label: string): HTMLElement {
  const grids = el('div', { class: 'grids' });
  for (const { year, month, weeks } of monthLayout(days)) {
    const table = el('table', { class: 'month' });
    table.append(el('caption', { text: MONTHS[month - 1] + ' ' + year }));
    const head = el('tr');
    for (const day of WEEKDAYS) head.append(el('th', { scope: 'col', text: day }));
    table.append(el('thead', {}, head));
    const body = el('tbody');
    for (const week of weeks) {
      const row = el('tr');
      for (const cell of week) row.append(cell === null ? el('td') : dayCell(cell));
      body.append(row);
    }
    table.append(body);
    grids.append(table);
  }
  const legend = el('ul', { class: 'legend', 'aria-label': 'Legend' });
  for (const [reason, text] of Object.entries(REASONS)) legend.append(el('li', {}, el('span', { class: 'swatch ' + reason }), text));
  return el('section', { class: 'calendar', 'aria-label': label }, legend, grids);
}
