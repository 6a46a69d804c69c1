// The playground's browser script, the entry scripts/bundlePageScripts.ts bundles into the page: it
// reads /openapi.json, builds a form per operation, sends real API calls with the key typed into the
// page (kept in memory, never in the URL or storage), and shows the answer, the six headers, a curl
// line and, for traces, month grids, under a headline rendered from the operation's
// `x-daycalc-headline`. Plain DOM code, no framework, no external requests.
import { operationsOf, type ApiDescription } from './apiDescription.ts';
import { $, el } from './dom.ts';
import { keyHint } from './keyHint.ts';
import { showForm } from './operationForm.ts';
import { session } from './playgroundSession.ts';
import { send } from './sendRequest.ts';

async function start(): Promise<void> {
  const response = await fetch('/openapi.json', { cache: 'no-store' });
  const doc = (await response.json()) as ApiDescription;
  const select = $<HTMLSelectElement>('#operation');
  for (const [name, post] of operationsOf(doc)) {
    session.operations[name] = post;
    select.append(el('option', { value: name, text: name + ': ' + post.summary }));
  }
  select.addEventListener('change', showForm);
  $('#key').addEventListener('input', (event) => {
    session.apiKey = (event.target as HTMLInputElement).value.trim();
    $('#key-source').hidden = session.apiKey !== '';
  });
  $('#key-source').replaceWith(keyHint('key-source'));
  $('#form').addEventListener('submit', send);
  showForm();
  document.body.dataset.ready = 'true';
}

start().catch((error: unknown) => { $('#result').textContent = 'Could not load the API description: ' + (error as Error).message; });
