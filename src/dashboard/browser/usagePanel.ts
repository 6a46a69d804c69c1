// The dashboard's usage section: the account's facts and its usage of the minute and the month as
// bars. Browser code.
import { $, el } from '../../playground/browser/dom.ts';
import { formatInstant } from '../formatInstant.ts';
import { usageShare } from '../usageShare.ts';
import { api, type ApiResult } from './accountApi.ts';
import type { Account, AccountLimit } from './accountTypes.ts';
import { session } from './dashboardSession.ts';
import { busy, errorLine } from './sectionParts.ts';

function usageBar(id: string, title: string, limit: AccountLimit): HTMLDivElement {
  const share = usageShare(limit);
  const meter = el('meter', { min: '0', max: String(limit.limit), value: String(Math.min(limit.used, limit.limit)), low: String(limit.limit * 0.7), high: String(limit.limit * 0.9), optimum: '0', 'aria-label': title + ': ' + share.text });
  return el('div', { class: 'bar', id, 'data-used': String(limit.used), 'data-limit': String(limit.limit), 'data-remaining': String(limit.remaining), 'data-percent': String(share.percent) },
    el('div', { class: 'bar-head' }, el('strong', { text: title }), el('span', { class: 'numbers', text: share.text })),
    meter,
    el('small', { class: 'resets', text: 'Resets ' + formatInstant(limit.resets_at) }));
}

function drawAccount(account: Account): void {
  const features = account.features.length === 0 ? 'none' : account.features.join(', ');
  const retention = account.history_retention_days > 0 ? account.history_retention_days + ' days' : 'not kept on the ' + account.plan + ' plan';
  $('#usage-body').replaceChildren(
    el('dl', { class: 'facts' },
      el('div', {}, el('dt', { text: 'Account' }), el('dd', { id: 'account-id', text: account.account_id })),
      el('div', {}, el('dt', { text: 'Plan' }), el('dd', { id: 'plan', text: account.plan })),
      el('div', {}, el('dt', { text: 'Features' }), el('dd', { id: 'features', text: features })),
      el('div', {}, el('dt', { text: 'History kept' }), el('dd', { id: 'retention', text: retention }))),
    usageBar('bar-minute', 'This minute', account.limits.per_minute),
    usageBar('bar-month', 'This month', account.limits.per_month));
}

/**
 * Reads the account and draws the usage section; the account is kept for the other sections.
 *
 * @returns The account, or `null` when it could not be read (the section shows why).
 * @example
 * if ((await loadUsage()) !== null) await loadKeys();
 */
export async function loadUsage(): Promise<Account | null> {
  let result: ApiResult<Account> | undefined;
  await busy($('#usage'), async () => {
    result = await api<Account>('GET', '/api/v1/account');
    if (result.error) { $('#usage-body').replaceChildren(errorLine('usage-error', result.error)); return; }
    session.account = result.data;
    drawAccount(result.data);
  });
  return result!.error ? null : result!.data;
}
