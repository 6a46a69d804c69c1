// The dashboard's calendar form: a saved calendar's fields (read-only for one from the server's
// config), its custom holiday rows, and its holidays and excluded dates drawn on the month grid as
// they are typed. Browser code.
import { $, el } from '../../playground/browser/dom.ts';
import { monthGrids } from '../../playground/browser/monthGrids.ts';
import { monthLayout } from '../../playground/monthGrid.ts';
import { calendarGridDays } from '../calendarGridDays.ts';
import { calendarRequestBody, type CalendarFormValues } from '../calendarRequestBody.ts';
import type { SavedCalendar } from './accountTypes.ts';
import { session } from './dashboardSession.ts';

/** The most months the calendar's grid draws. */
export const GRID_MAX_MONTHS = 12;

const WEEKDAY_NAMES = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

const input = (selector: string): HTMLInputElement => $<HTMLInputElement>(selector);

function holidayRow(holiday: { readonly date: string; readonly label: string }): HTMLDivElement {
  const date = el('input', { class: 'holiday-date', 'aria-label': 'Holiday date', placeholder: 'YYYY-MM-DD', autocomplete: 'off', spellcheck: 'false', inputmode: 'numeric' });
  const label = el('input', { class: 'holiday-label', 'aria-label': 'Holiday label', placeholder: 'Label', autocomplete: 'off' });
  date.value = holiday.date;
  label.value = holiday.label;
  const remove = el('button', { type: 'button', class: 'secondary holiday-remove', 'aria-label': 'Remove this holiday', text: '×' });
  const row = el('div', { class: 'holiday-row' }, date, label, remove);
  remove.addEventListener('click', () => { row.remove(); drawCalendar(); });
  return row;
}

/**
 * The form's values as typed.
 *
 * @returns The values.
 * @example
 * calendarRequestBody(formValues())
 */
export function formValues(): CalendarFormValues {
  return {
    name: input('#calendar-name').value,
    country_code: input('#calendar-country').value,
    subdivision_code: input('#calendar-subdivision').value,
    market_code: input('#calendar-market').value,
    working_days: Array.from(document.querySelectorAll<HTMLInputElement>('#calendar-working-days input:checked')).map((box) => Number(box.value)),
    include_public_holidays: input('#calendar-public').checked,
    custom_holidays: Array.from(document.querySelectorAll('#calendar-holidays .holiday-row')).map((row) => ({ date: row.querySelector<HTMLInputElement>('.holiday-date')!.value, label: row.querySelector<HTMLInputElement>('.holiday-label')!.value })),
    excluded_dates: $<HTMLTextAreaElement>('#calendar-excluded').value,
  };
}

/**
 * Draws the form's custom holidays and excluded dates on the month grid, at most `GRID_MAX_MONTHS` months.
 *
 * @example
 * $('#calendar-form').addEventListener('input', drawCalendar)
 */
export function drawCalendar(): void {
  const out = $('#calendar-grid');
  const { days, months } = calendarGridDays(calendarRequestBody(formValues()), GRID_MAX_MONTHS, monthLayout);
  if (days.length === 0) { out.replaceChildren(el('p', { class: 'hint', text: 'No custom holidays or excluded dates to draw yet.' })); return; }
  const notes = [el('p', { class: 'hint', text: 'Custom holidays and excluded dates on the calendar\'s working days; public holidays are applied by the API and not drawn here.' + (months > GRID_MAX_MONTHS ? ' The first ' + GRID_MAX_MONTHS + ' of ' + months + ' months are shown.' : '') })];
  out.replaceChildren(...notes, monthGrids(days, 'The calendar\'s holidays and excluded dates as month grids'));
}

/**
 * Opens a calendar in the form (read-only when it comes from the server's config), or an empty form
 * for a new one.
 *
 * @param calendar - The calendar, or `null` for a new one.
 * @example
 * $('#calendar-new').addEventListener('click', () => openCalendar(null))
 */
export function openCalendar(calendar: SavedCalendar | null): void {
  session.editing = calendar;
  const form = $('#calendar-form');
  const readOnly = calendar !== null && calendar.read_only;
  $('#calendar-form-title').textContent = calendar === null ? 'New calendar' : (readOnly ? 'Calendar ' : 'Edit calendar ') + calendar.id + (readOnly ? ' (read-only: defined in the server\'s config)' : '');
  input('#calendar-name').value = calendar?.name ?? '';
  input('#calendar-country').value = calendar?.country_code ?? '';
  input('#calendar-subdivision').value = calendar?.subdivision_code ?? '';
  input('#calendar-market').value = calendar?.market_code ?? '';
  const working = calendar?.working_days ?? [1, 2, 3, 4, 5];
  for (const box of document.querySelectorAll<HTMLInputElement>('#calendar-working-days input')) box.checked = working.includes(Number(box.value));
  input('#calendar-public').checked = calendar?.include_public_holidays ?? true;
  $('#calendar-holidays').replaceChildren(...(calendar?.custom_holidays ?? []).map(holidayRow));
  $<HTMLTextAreaElement>('#calendar-excluded').value = (calendar?.excluded_dates ?? []).join('\n');
  for (const control of form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLButtonElement>('input, textarea, #holiday-add, .holiday-remove')) control.disabled = readOnly;
  $('#calendar-save').hidden = readOnly;
  $('#calendar-delete').hidden = calendar === null || readOnly;
  $('#calendar-status').replaceChildren();
  form.hidden = false;
  drawCalendar();
  input('#calendar-name').focus();
}

/**
 * Fills the working-day boxes and wires the form's add-holiday button and live drawing.
 *
 * @example
 * setUpCalendarForm()
 */
export function setUpCalendarForm(): void {
  $('#calendar-form').addEventListener('input', drawCalendar);
  $('#holiday-add').addEventListener('click', () => {
    const row = holidayRow({ date: '', label: '' });
    $('#calendar-holidays').append(row);
    row.querySelector<HTMLInputElement>('.holiday-date')!.focus();
  });
  const days = $('#calendar-working-days');
  WEEKDAY_NAMES.forEach((name, index) => {
    const box = el('input', { type: 'checkbox', id: 'working-day-' + (index + 1), value: String(index + 1) });
    days.append(el('label', { class: 'check' }, box, name));
  });
}
