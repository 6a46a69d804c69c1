// Where an API key comes from, for a newcomer with none in the field. Browser code of both pages.
import { el } from './dom.ts';

/**
 * The hint that says where keys come from: the key `daycalc serve` prints when it starts, and the
 * command that makes another.
 *
 * @param id - The paragraph's id.
 * @returns The paragraph.
 * @example
 * $('#key-source').replaceWith(keyHint('key-source'))
 */
export function keyHint(id: string): HTMLParagraphElement {
  return el('p', { class: 'hint', id },
    'No key yet? ', el('code', { text: 'daycalc serve' }), ' printed a development key in its terminal when it started (the line "API key (shown once …)"); ',
    el('code', { text: 'daycalc keys new --env test' }), ' makes another.');
}
