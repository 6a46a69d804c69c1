// What the dashboard's calendar form does: create or replace the calendar in it, delete it after an
// in-page confirmation, and list the calendars again. Browser code.
import { $, el } from '../../playground/browser/dom.ts';
import { calendarRequestBody } from '../calendarRequestBody.ts';
import { api } from './accountApi.ts';
import type { SavedCalendar } from './accountTypes.ts';
import { calendarTitle, loadCalendars } from './calendarList.ts';
import { formValues, openCalendar } from './calendarForm.ts';
import { session } from './dashboardSession.ts';
import { busy, confirmInPage, errorLine } from './sectionParts.ts';

/**
 * Reads and lists the saved calendars, each opening in the form.
 *
 * @example
 * await Promise.all([loadHistory(null), loadKeys(), reloadCalendars()])
 */
export function reloadCalendars(): Promise<void> {
  return loadCalendars(openCalendar);
}

/**
 * Creates the calendar in the form (`POST`) or replaces it (`PUT`), then lists the calendars again.
 *
 * @param event - The form's submit event.
 * @example
 * $('#calendar-form').addEventListener('submit', saveCalendar)
 */
export async function saveCalendar(event: Event): Promise<void> {
  event.preventDefault();
  const editing = session.editing;
  if (editing !== null && editing.read_only) return;
  await busy($('#calendars'), async () => {
    const body = calendarRequestBody(formValues());
    const path = editing === null ? '/api/v1/calendars' : '/api/v1/calendars/' + encodeURIComponent(editing.id);
    const result = await api<{ readonly calendar: SavedCalendar }>(editing === null ? 'POST' : 'PUT', path, body);
    if (result.error) { $('#calendar-status').replaceChildren(errorLine('calendar-error', result.error)); return; }
    const saved = result.data.calendar;
    session.editing = saved;
    $('#calendar-form-title').textContent = 'Edit calendar ' + saved.id;
    $('#calendar-delete').hidden = false;
    $('#calendar-status').replaceChildren(el('p', { class: 'status ok', id: 'calendar-saved', text: (result.status === 201 ? 'Created ' : 'Saved ') + saved.id + '.' }));
    await reloadCalendars();
  });
}

/**
 * Deletes the calendar in the form after an in-page confirmation, closes the form and lists the
 * calendars again.
 *
 * @example
 * $('#calendar-delete').addEventListener('click', deleteCalendar)
 */
export async function deleteCalendar(): Promise<void> {
  const calendar = session.editing;
  if (calendar === null || calendar.read_only) return;
  if (!(await confirmInPage('Delete calendar ' + calendarTitle(calendar) + ' (' + calendar.id + ')? Operations naming it answer BUSINESS_CALENDAR_NOT_FOUND from then on.', 'Delete calendar'))) return;
  await busy($('#calendars'), async () => {
    const result = await api('DELETE', '/api/v1/calendars/' + encodeURIComponent(calendar.id));
    if (result.error) { $('#calendar-status').replaceChildren(errorLine('calendar-error', result.error)); return; }
    $('#calendar-form').hidden = true;
    session.editing = null;
    await reloadCalendars();
    $('#calendars-status').replaceChildren(el('p', { class: 'status ok', id: 'calendar-deleted', text: 'Deleted ' + calendar.id + '.' }));
  });
}
