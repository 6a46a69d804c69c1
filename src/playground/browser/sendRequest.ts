// The playground's request and its answer: a real, metered API call with the key typed into the page,
// shown as a headline, the status, the allowance left, a trace's month grids, the body, the six
// headers and a curl line. Browser code.
import { ERROR_HEADLINE, renderHeadline } from '../renderHeadline.ts';
import { $, el } from './dom.ts';
import { keyHint } from './keyHint.ts';
import { monthGrids } from './monthGrids.ts';
import { bodyFromForm } from './operationForm.ts';
import { session } from './playgroundSession.ts';

const SHOWN_HEADERS = ['x-request-id', 'x-api-version', 'x-ratelimit-limit', 'x-ratelimit-remaining', 'x-quota-limit', 'x-quota-remaining', 'retry-after'];

/** An answer's JSON, as far as the page reads it. */
interface Answer {
  readonly error?: { readonly code: string; readonly message: string };
  readonly data?: Record<string, unknown> & { readonly trace?: unknown };
}

function shellQuote(text: string): string {
  return "'" + text.replace(/'/g, "'\\''") + "'";
}

/** The headline of an answer: its error in words, or the operation's headline over its data. */
function headline(name: string, json: Answer | undefined): HTMLElement | undefined {
  if (json && json.error) {
    const words = renderHeadline(ERROR_HEADLINE, json.error);
    return el('p', { class: 'headline error', id: 'headline' }, el('span', { id: 'error' }, el('strong', { id: 'error-code', text: json.error.code }), ' ', el('span', { class: 'words', text: words })));
  }
  if (json && json.data) {
    const words = renderHeadline(session.operations[name]!.responses?.['200']?.['x-daycalc-headline'], json.data);
    if (words) return el('p', { class: 'headline', id: 'headline', text: words });
  }
  return undefined;
}

/** The allowance left by the rate-limit and quota headers, when the answer has them. */
function allowance(h: (header: string) => string | null): HTMLElement | undefined {
  if (h('x-ratelimit-limit') === null) return undefined;
  const minute = h('x-ratelimit-remaining') + ' of ' + h('x-ratelimit-limit') + ' requests left this minute';
  const monthKnown = h('x-quota-limit') !== null && h('x-quota-limit') !== '0';
  return el('p', { class: 'allowance', id: 'allowance', text: monthKnown ? minute + '; ' + h('x-quota-remaining') + ' of ' + h('x-quota-limit') + ' left this month' : minute + ' from this address (no account known yet, so no monthly quota)' });
}

/** Everything shown below the status line, in order. */
function answerParts(name: string, url: string, body: Record<string, unknown>, response: Response, text: string, json: Answer | undefined): Node[] {
  const h = (header: string): string | null => response.headers.get(header);
  const parts: Node[] = [];
  const words = headline(name, json);
  if (words) parts.push(words);
  const left = allowance(h);
  if (left) parts.push(left);
  if (session.apiKey === '') parts.push(keyHint('result-key-hint'));
  if (json && json.data && Array.isArray(json.data.trace)) parts.push(el('h3', { text: 'Trace' }), monthGrids(json.data.trace, 'Trace as month grids'));
  parts.push(el('h3', { text: 'Body' }), el('pre', { id: 'body', tabindex: '0', text: json ? JSON.stringify(json, null, 2) : text }));
  const table = el('table', { class: 'headers', id: 'headers' });
  for (const header of SHOWN_HEADERS) {
    const value = h(header);
    if (value !== null) table.append(el('tr', {}, el('th', { scope: 'row', text: header }), el('td', { text: value })));
  }
  parts.push(el('h3', { text: 'Headers' }), table);
  const curl = 'curl -s ' + url + " -H 'Authorization: Bearer $DAYCALC_API_KEY' -H 'content-type: application/json' -d " + shellQuote(JSON.stringify(body));
  parts.push(el('h3', { text: 'curl' }), el('pre', { id: 'curl', tabindex: '0', text: curl }));
  return parts;
}

/**
 * Sends the form's request to the chosen operation and shows the answer in `#result`, moving focus
 * to its status line.
 *
 * @param event - The form's submit event.
 * @example
 * $('#form').addEventListener('submit', send)
 */
export async function send(event: Event): Promise<void> {
  event.preventDefault();
  const name = $<HTMLSelectElement>('#operation').value;
  const body = bodyFromForm();
  const url = location.origin + '/api/v1/' + name;
  const out = $('#result');
  out.replaceChildren(el('p', { text: 'Sending…' }));
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (session.apiKey !== '') headers.authorization = 'Bearer ' + session.apiKey;
  let response: Response;
  try {
    response = await fetch(url, { method: 'POST', headers, body: JSON.stringify(body), cache: 'no-store' });
  } catch (error) {
    out.replaceChildren(el('p', { class: 'error', text: 'Network error: ' + (error as Error).message }));
    return;
  }
  const text = await response.text();
  let json: Answer | undefined;
  try { json = JSON.parse(text) as Answer; } catch { json = undefined; }
  const status = el('p', { class: 'status ' + (response.ok ? 'ok' : 'failed'), id: 'status', tabindex: '-1', text: 'HTTP ' + response.status + (response.ok ? ' OK' : '') });
  out.replaceChildren(status, ...answerParts(name, url, body, response, text, json));
  status.focus();
}
