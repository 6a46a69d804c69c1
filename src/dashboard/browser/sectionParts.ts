// The pieces every section of the dashboard is drawn and run with: an error line, a table cell with
// its label for the phone layout, the busy mark and the in-page confirmation. Browser code.
import { $, el } from '../../playground/browser/dom.ts';
import type { ApiError } from './accountApi.ts';

/**
 * An API error as one line: its code, then its message.
 *
 * @param id - The paragraph's id.
 * @param error - The error.
 * @returns The paragraph.
 * @example
 * body.replaceChildren(errorLine('keys-error', result.error))
 */
export function errorLine(id: string, error: ApiError): HTMLParagraphElement {
  return el('p', { class: 'error', id, role: 'alert' }, el('strong', { class: 'code', text: error.code }), ' ', el('span', { class: 'message', text: error.message }));
}

/**
 * A table cell with its column's label (shown before it when the table is drawn as cards).
 *
 * @param label - The column's label.
 * @param text - The cell's text.
 * @param className - Its class, if any.
 * @returns The cell.
 * @example
 * cell('Status', 200, 'ok')
 */
export function cell(label: string, text: unknown, className?: string): HTMLTableCellElement {
  return el('td', { 'data-label': label, class: className, text: String(text) });
}

const busyCounts = new Map<HTMLElement, number>();

/**
 * Runs one section's work with the section marked busy (`aria-busy`) until all of it (nested work
 * too) is done: tests and screen readers wait on it.
 *
 * @param section - The section.
 * @param work - The work.
 * @example
 * await busy($('#keys'), async () => { ... })
 */
export async function busy(section: HTMLElement, work: () => Promise<void>): Promise<void> {
  busyCounts.set(section, (busyCounts.get(section) ?? 0) + 1);
  section.setAttribute('aria-busy', 'true');
  try { await work(); } finally {
    busyCounts.set(section, busyCounts.get(section)! - 1);
    if (busyCounts.get(section) === 0) section.setAttribute('aria-busy', 'false');
  }
}

/**
 * An in-page confirmation (not the browser's own confirm box).
 *
 * @param text - The question.
 * @param action - The action button's words.
 * @returns True when the action button is pressed.
 * @example
 * if (!(await confirmInPage('Delete calendar …?', 'Delete calendar'))) return;
 */
export function confirmInPage(text: string, action: string): Promise<boolean> {
  const dialog = $<HTMLDialogElement>('#confirm');
  $('#confirm-text').textContent = text;
  $('#confirm-ok').textContent = action;
  dialog.returnValue = '';
  dialog.showModal();
  $('#confirm-cancel').focus();
  return new Promise((resolve) => {
    dialog.addEventListener('close', () => resolve(dialog.returnValue === 'ok'), { once: true });
  });
}
