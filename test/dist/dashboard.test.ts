import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requireBinary } from '../_helpers/requireBinary.ts';
import { startServe, stop, type Server } from './_serve.ts';

const CHROMIUM = requireBinary('chromium', 'apt-get install chromium');
const OUTPUT = fileURLToPath(new URL('../../test-output/', import.meta.url));
// `scripts/dashboardScreenshots.ts` sets this to docs/ to regenerate the screenshots shown in docs/dashboard.md.
const SCREENSHOTS = process.env.DAYCALC_DASHBOARD_SCREENSHOTS ? resolve(process.env.DAYCALC_DASHBOARD_SCREENSHOTS) : OUTPUT.replace(/\/$/, '');
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

const sha = (text: string) => createHash('sha256').update(text).digest('hex');
const idOf = (key: string) => sha(key).slice(0, 12);
const KEYS = {
  business: 'daycalc_test_DashBusinessMain0123456789ab',
  ci: 'daycalc_test_DashBusinessCi0123456789abcd',
  laptop: 'daycalc_test_DashBusinessLaptop0123456789',
  pro: 'daycalc_test_DashPro0123456789abcdefghij',
  free: 'daycalc_test_DashFree0123456789abcdefghi',
};
const CONFIG_CALENDAR = '6f1c2e1a-3b4d-4c5e-8f60-718293a4b5c6';
/** The longest key name the config allows, with no place to break a line. */
const LONG_KEY_NAME = 'K'.repeat(64);
const CONFIG = {
  environment: 'test',
  plans: { business: { per_minute: 1000 }, pro: { per_minute: 1000 } },
  accounts: [
    {
      id: 'acct_business',
      plan: 'business',
      features: ['business_calendars'],
      keys: [
        { key: KEYS.business, name: 'Dashboard' },
        { key: KEYS.ci, name: 'CI pipeline', expires_at: '2030-01-01T00:00:00Z' },
        { key: KEYS.laptop, name: 'Laptop' },
      ],
      calendars: [{ id: CONFIG_CALENDAR, country_code: 'DE', subdivision_code: 'BY', custom_holidays: [{ date: '2026-06-01', label: 'Founders day' }] }],
    },
    { id: 'acct_pro', plan: 'pro', keys: [{ key: KEYS.pro }] },
    { id: 'acct_free', plan: 'free', keys: [{ key: KEYS.free, name: LONG_KEY_NAME }] },
  ],
};
/** Operation calls made by the business key before the tests: 22 that succeed, then 3 that fail. */
const OK_CALLS = 22;
const FAILED_CALLS = 3;

let dir: string;
let server: Server;
let browser: Browser;

/** One API call from the test (not the page), with a key. */
async function api(key: string, path: string, init: { method?: string; body?: unknown } = {}): Promise<{ status: number; json: any }> {
  const response = await fetch(`${server.origin}${path}`, {
    method: init.method ?? 'GET',
    headers: { authorization: `Bearer ${key}`, ...(init.body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  return { status: response.status, json: await response.json() };
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'daycalc-dashboard-'));
  writeFileSync(join(dir, 'daycalc.json'), JSON.stringify(CONFIG, null, 2));
  server = await startServe(['--config', join(dir, 'daycalc.json')]);
  for (let index = 0; index < OK_CALLS; index++) {
    expect((await api(KEYS.business, '/api/v1/add-days', { method: 'POST', body: { start_date: '2026-01-31', days: index } })).status).toBe(200);
  }
  for (let index = 0; index < FAILED_CALLS; index++) {
    expect((await api(KEYS.business, '/api/v1/day-of-week', { method: 'POST', body: { date: '2023-02-29' } })).status).toBe(400);
  }
  browser = await chromium.launch({ executablePath: CHROMIUM.path, args: ['--headless', '--no-sandbox'] });
});

afterAll(async () => {
  await browser?.close();
  if (server) await stop(server);
  if (dir) rmSync(dir, { recursive: true, force: true });
});

interface Opened {
  readonly page: Page;
  /** Requests to any other origin. */
  readonly external: string[];
  /** Console errors, CSP violations among them. */
  readonly errors: string[];
}

const opens = new WeakMap<Page, Opened>();

async function openDashboard(viewport = PHONE): Promise<Opened> {
  const page = await browser.newPage({ viewport }); // a phone screen unless told
  const external: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(server.origin)) external.push(request.url());
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && !/status of 4\d\d/.test(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const response = await page.goto(`${server.origin}/dashboard`);
  expect(response?.status()).toBe(200);
  expect(response?.headers()['content-security-policy']).toMatch(/script-src 'sha256-/);
  await page.waitForSelector('body[data-ready="true"]');
  opens.set(page, { page, external, errors });
  return { page, external, errors };
}

/** Types a key and loads every section with it. */
async function load(page: Page, key: string): Promise<void> {
  await page.fill('#key', key);
  await page.click('#load');
  await page.waitForSelector('body[data-loaded="true"]');
}

/** Waits until a section's work started by the last click is done. */
async function settled(page: Page, section: string): Promise<void> {
  await page.waitForSelector(`#${section}[aria-busy="false"]`);
}

/** The page is no wider than the window: nothing to scroll sideways. */
async function expectNoOverflow(page: Page, when: string): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
  expect(scrollWidth, `${when}: page width ${scrollWidth} in a ${innerWidth} px window`).toBeLessThanOrEqual(innerWidth);
}

/** The key is in no URL, storage, cookie or the page's markup, and nothing left the origin. */
async function expectKeyKept(opened: Opened, key: string): Promise<void> {
  const { page } = opened;
  expect(page.url()).toBe(`${server.origin}/dashboard`);
  expect(await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }) + document.cookie)).toBe('{}{}');
  expect(await page.context().cookies()).toEqual([]);
  expect(await page.content()).not.toContain(key.slice(13));
  expect(opened.external).toEqual([]);
  expect(opened.errors).toEqual([]);
}

/** Opens the dashboard and loads it with a key. */
async function dashboardWith(key: string, viewport = PHONE): Promise<Page> {
  const { page } = await openDashboard(viewport);
  await load(page, key);
  return page;
}

/** Checks that the key was kept (see expectKeyKept) and closes the page. */
async function finish(page: Page, key: string): Promise<void> {
  await expectKeyKept(opens.get(page)!, key);
  await page.close();
}

async function historyIds(page: Page): Promise<string[]> {
  return page.locator('#history-table tbody tr').evaluateAll((rows) => rows.map((row) => (row as HTMLElement).dataset.requestId ?? ''));
}

describe.skipIf(CHROMIUM.missing)('the dashboard in Chromium', () => {
  it('loads without a key, says where keys come from, and loads nothing until a key is typed', async () => {
    const { page } = await openDashboard();
    const hint = page.locator('#key-source');
    expect(await hint.isVisible()).toBe(true);
    expect(await hint.textContent()).toMatch(/daycalc serve.*development key.*daycalc keys new/);
    expect(await page.getAttribute('#key', 'type')).toBe('password');
    await page.click('#load');
    expect(await page.locator('#sections').isVisible()).toBe(false);
    await expectNoOverflow(page, 'loaded without a key');
    await page.fill('#key', KEYS.pro);
    expect(await hint.isVisible()).toBe(false);
    await page.fill('#key', '');
    expect(await hint.isVisible()).toBe(true);
    await finish(page, KEYS.pro);
  });

  it('shows the minute and the month as bars with the API numbers, the plan, features and retention', async () => {
    const page = await dashboardWith(KEYS.business, DESKTOP);
    const { json } = await api(KEYS.business, '/api/v1/account');
    const account = json.data;
    expect(await page.textContent('#account-id')).toBe('acct_business');
    expect(await page.textContent('#plan')).toBe(account.plan);
    expect(await page.textContent('#features')).toBe('business_calendars');
    expect(await page.textContent('#retention')).toBe(`${account.history_retention_days} days`);
    const bar = (id: string) =>
      page.$eval(id, (node) => ({ ...((node as HTMLElement).dataset as { used: string; limit: string; remaining: string; percent: string }), text: node.querySelector('.numbers')?.textContent, meter: (node.querySelector('meter') as HTMLMeterElement).value, resets: node.querySelector('.resets')?.textContent }));
    const month = await bar('#bar-month');
    // The dashboard's calls count against the minute only: the month reads the same from the page and the API.
    expect(Number(month.used)).toBe(account.limits.per_month.used);
    expect(Number(month.used)).toBeGreaterThanOrEqual(OK_CALLS);
    expect(Number(month.limit)).toBe(account.limits.per_month.limit);
    expect(Number(month.remaining)).toBe(account.limits.per_month.remaining);
    expect(month.meter).toBe(account.limits.per_month.used);
    const count = (value: number) => value.toLocaleString('en-US');
    expect(month.text).toBe(`${count(account.limits.per_month.used)} of ${count(account.limits.per_month.limit)} used, ${count(account.limits.per_month.remaining)} left`);
    expect(month.resets).toBe(`Resets ${account.limits.per_month.resets_at.slice(0, 10)} ${account.limits.per_month.resets_at.slice(11, 19)} UTC`);
    const minute = await bar('#bar-minute');
    expect(Number(minute.limit)).toBe(account.limits.per_minute.limit);
    expect(Number(minute.limit)).toBe(1000);
    // The page read the minute before the test's own call (which counts too), within the same minute or the next.
    expect(Number(minute.used)).toBeGreaterThanOrEqual(1);
    expect(Number(minute.used) + Number(minute.remaining)).toBe(1000);
    expect(Number(minute.percent)).toBeCloseTo((Number(minute.used) / 1000) * 100, 1);
    await finish(page, KEYS.business);
  });

  it('shows the history newest first, pages with Older and back to Newest, and filters it', async () => {
    const page = await dashboardWith(KEYS.business, DESKTOP);
    const newest = await api(KEYS.business, '/api/v1/account/history?limit=20');
    expect(await historyIds(page)).toEqual(newest.json.data.entries.map((entry: { request_id: string }) => entry.request_id));
    expect(await historyIds(page)).toHaveLength(20);
    const first = page.locator('#history-table tbody tr').first();
    expect(await first.locator('td[data-label="Operation"]').textContent()).toBe('day-of-week');
    expect(await first.locator('td[data-label="Status"]').textContent()).toBe('400');
    expect(await first.locator('td[data-label="Code"]').textContent()).toBe('INVALID_DATE');
    expect(await first.locator('td[data-label="Via"]').textContent()).toBe('api');
    expect(await first.locator('td[data-label="Key"]').textContent()).toBe(idOf(KEYS.business));
    expect(await first.locator('td[data-label="Time"]').textContent()).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(await page.textContent('#history-page')).toBe('Page 1');
    expect(await page.isDisabled('#history-newest')).toBe(true);

    await page.click('#history-older');
    await settled(page, 'history');
    const older = await api(KEYS.business, `/api/v1/account/history?limit=20&cursor=${newest.json.data.next_cursor}`);
    expect(await historyIds(page)).toEqual(older.json.data.entries.map((entry: { request_id: string }) => entry.request_id));
    expect(await historyIds(page)).toHaveLength(OK_CALLS + FAILED_CALLS - 20);
    expect(await page.textContent('#history-page')).toBe('Page 2');
    expect(await page.isDisabled('#history-older')).toBe(true);
    await page.click('#history-newest');
    await settled(page, 'history');
    expect(await historyIds(page)).toEqual(newest.json.data.entries.map((entry: { request_id: string }) => entry.request_id));

    await page.fill('#filter-status', '400');
    await page.click('#history-apply');
    await settled(page, 'history');
    expect(await page.locator('#history-table td[data-label="Status"]').allTextContents()).toEqual(Array(FAILED_CALLS).fill('400'));
    await page.fill('#filter-status', '');
    await page.selectOption('#filter-operation', 'add-days');
    await page.click('#history-apply');
    await settled(page, 'history');
    expect(await historyIds(page)).toHaveLength(20);
    expect(new Set(await page.locator('#history-table td[data-label="Operation"]').allTextContents())).toEqual(new Set(['add-days']));
    await page.fill('#filter-since', '2099-01-01');
    await page.click('#history-apply');
    await settled(page, 'history');
    expect(await page.locator('#history-table').count()).toBe(0);
    expect(await page.textContent('#history-empty')).toContain('No requests match');
    await page.fill('#filter-since', '2026-02-30');
    await page.click('#history-apply');
    await settled(page, 'history');
    expect(await page.textContent('#history-error .code')).toBe('INVALID_DATE');
    expect(await page.textContent('#history-error .message')).toContain('since');
    await finish(page, KEYS.business);
  });

  it('shows the free plan 403 message instead of the history, and the note instead of calendars', async () => {
    const page = await dashboardWith(KEYS.free);
    expect(await page.textContent('#plan')).toBe('free');
    expect(await page.textContent('#history-error .code')).toBe('FEATURE_NOT_AVAILABLE');
    expect(await page.textContent('#history-error .message')).toBe('Request history is kept on the pro (30 days) and business (90 days) plans; this account is on the free plan');
    expect(await page.locator('#history-table').count()).toBe(0);
    expect(await page.locator('#history-filters').isVisible()).toBe(false);
    expect(await page.locator('#calendars-note').isVisible()).toBe(true);
    expect(await page.locator('#calendars-body').isVisible()).toBe(false);
    await expectNoOverflow(page, 'free plan');

    await load(page, KEYS.pro); // another key in the same tab: the pro plan keeps 30 days
    expect(await page.textContent('#retention')).toBe('30 days');
    expect(await page.locator('#history-error').count()).toBe(0);
    expect(await page.locator('#history-filters').isVisible()).toBe(true);
    expect(await page.locator('#keys-table tbody tr').count()).toBe(1);
    await finish(page, KEYS.pro);
  });

  it('revokes a key only after an in-page confirmation; cancel does nothing', async () => {
    const page = await dashboardWith(KEYS.business);
    const rows = page.locator('#keys-table tbody tr');
    expect(await rows.evaluateAll((nodes) => nodes.map((node) => (node as HTMLElement).dataset.keyId))).toEqual([idOf(KEYS.business), idOf(KEYS.ci), idOf(KEYS.laptop)]);
    expect(await rows.locator('td[data-label="Name"]').allTextContents()).toEqual(['Dashboard this page', 'CI pipeline', 'Laptop']);
    const ci = page.locator(`#keys-table tr[data-key-id="${idOf(KEYS.ci)}"]`);
    expect(await ci.locator('td[data-label="Expires"]').textContent()).toBe('2030-01-01 00:00:00 UTC');
    expect(await ci.locator('td[data-label="Status"]').textContent()).toBe('active');
    expect(await ci.locator('td[data-label="Environment"]').textContent()).toBe('test');
    await expectNoOverflow(page, 'keys');

    await page.click(`#revoke-${idOf(KEYS.ci)}`);
    expect(await page.locator('#confirm').isVisible()).toBe(true);
    expect(await page.textContent('#confirm-text')).toContain(`${idOf(KEYS.ci)} (CI pipeline)`);
    await expectNoOverflow(page, 'confirmation open');
    await page.click('#confirm-cancel');
    expect(await page.locator('#confirm').isVisible()).toBe(false);
    expect(await ci.getAttribute('data-status')).toBe('active');
    expect((await api(KEYS.ci, '/api/v1/account')).status).toBe(200);

    await page.click(`#revoke-${idOf(KEYS.ci)}`);
    await page.click('#confirm-ok');
    await settled(page, 'keys');
    await page.waitForSelector(`#keys-table tr[data-key-id="${idOf(KEYS.ci)}"][data-status="revoked"]`);
    expect(await page.isDisabled(`#revoke-${idOf(KEYS.ci)}`)).toBe(true);
    const refused = await api(KEYS.ci, '/api/v1/add-days', { method: 'POST', body: { start_date: '2026-01-01', days: 1 } });
    expect(refused.status).toBe(401);
    expect(refused.json.error.code).toBe('REVOKED_API_KEY');
    expect(await page.locator('#key-revoked').isVisible()).toBe(false); // the page's own key still works
    expect((await api(KEYS.business, '/api/v1/account')).status).toBe(200);
    await finish(page, KEYS.business);
  });

  it('revoking the key in use says the page key is now revoked', async () => {
    const page = await dashboardWith(KEYS.laptop);
    expect(await page.textContent(`#keys-table tr[data-key-id="${idOf(KEYS.laptop)}"] td[data-label="Name"]`)).toBe('Laptop this page');
    await page.click(`#revoke-${idOf(KEYS.laptop)}`);
    expect(await page.textContent('#confirm-text')).toContain('the key this page uses');
    await page.click('#confirm-ok');
    await settled(page, 'keys');
    await page.waitForSelector('#key-revoked:not([hidden])');
    expect(await page.textContent('#key-revoked')).toMatch(new RegExp(`${idOf(KEYS.laptop)}\\) is now revoked`));
    expect(await page.getAttribute(`#keys-table tr[data-key-id="${idOf(KEYS.laptop)}"]`, 'data-status')).toBe('revoked');
    expect((await api(KEYS.laptop, '/api/v1/account')).json.error.code).toBe('REVOKED_API_KEY');
    await expectNoOverflow(page, 'own key revoked');
    await finish(page, KEYS.laptop);
  });

  it('renames a key from the keyboard in an inline form: a refused name shows the API\u2019s error and keeps the form, Escape cancels, a saved one shows everywhere', async () => {
    const page = await dashboardWith(KEYS.business);
    const ci = idOf(KEYS.ci); // revoked by now: a revoked key can still be renamed
    const nameCell = page.locator(`#keys-table tr[data-key-id="${ci}"] td[data-label="Name"]`);
    expect(await page.isDisabled(`#rename-${ci}`)).toBe(false);
    await page.focus(`#rename-${ci}`);
    await page.keyboard.press('Enter');
    await page.waitForSelector(`#rename-input-${ci}`);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe(`rename-input-${ci}`);
    expect(await page.inputValue(`#rename-input-${ci}`)).toBe('CI pipeline');
    expect(await page.getAttribute(`#rename-input-${ci}`, 'aria-label')).toBe(`New name for key ${ci}`);
    await expectNoOverflow(page, 'the rename form open');

    // Too long: the API's code and message, the form stays with the typed text, focus in the field.
    await page.fill(`#rename-input-${ci}`, 'x'.repeat(65));
    await page.keyboard.press('Enter');
    await settled(page, 'keys');
    await page.waitForSelector('#keys-error');
    expect(await page.textContent('#keys-error .code')).toBe('VALIDATION_ERROR');
    expect(await page.textContent('#keys-error .message')).toMatch(/^name must be a string of 1 to 64 characters.*; received "x+…"$/);
    expect(await page.inputValue(`#rename-input-${ci}`)).toBe('x'.repeat(65));
    expect(await page.getAttribute(`#rename-input-${ci}`, 'aria-invalid')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe(`rename-input-${ci}`);
    await expectNoOverflow(page, 'a refused rename');

    // Escape: nothing changes, focus back on the button.
    await page.keyboard.press('Escape');
    expect(await nameCell.textContent()).toBe('CI pipeline');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe(`rename-${ci}`);
    expect((await api(KEYS.business, '/api/v1/account/keys')).json.data.keys[1].name).toBe('CI pipeline');

    // Saved: the row shows it, the API lists it, and serve wrote it into its config file.
    await page.keyboard.press('Enter');
    await page.fill(`#rename-input-${ci}`, '  CI – Büro 東京 (old) ');
    await page.keyboard.press('Enter');
    await settled(page, 'keys');
    await page.waitForSelector(`#keys-table tr[data-key-id="${ci}"] .key-name`);
    expect(await nameCell.textContent()).toBe('CI – Büro 東京 (old)');
    expect(await page.textContent('#keys-status')).toBe(`Key ${ci} renamed to "CI – Büro 東京 (old)".`);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe(`rename-${ci}`);
    expect((await api(KEYS.business, '/api/v1/account/keys')).json.data.keys[1]).toMatchObject({ name: 'CI – Büro 東京 (old)', status: 'revoked' });
    expect(readFileSync(join(dir, 'daycalc.json'), 'utf8')).toContain('"name": "CI – Büro 東京 (old)"');

    // The page's own key keeps its badge; Cancel (a click) closes the form too.
    const own = idOf(KEYS.business);
    await page.click(`#rename-${own}`);
    await page.click(`#rename-cancel-${own}`);
    expect(await page.textContent(`#keys-table tr[data-key-id="${own}"] td[data-label="Name"]`)).toBe('Dashboard this page');
    await finish(page, KEYS.business);
    // A Latin name for the screenshots (Chromium's fonts on a build machine may have no CJK glyphs).
    expect((await api(KEYS.business, `/api/v1/account/keys/${ci}/rename`, { method: 'POST', body: { name: 'CI pipeline (retired)' } })).status).toBe(200);
  });

  it('creates, edits and deletes a saved calendar through the form, its holidays on the month grid', async () => {
    const page = await dashboardWith(KEYS.business);
    const configItem = page.locator(`#calendar-list li[data-calendar-id="${CONFIG_CALENDAR}"]`);
    expect(await configItem.getAttribute('data-read-only')).toBe('true');
    expect(await configItem.locator('.badge').textContent()).toContain('read-only');
    await configItem.locator('button').click();
    expect(await page.isDisabled('#calendar-name')).toBe(true);
    expect(await page.locator('#calendar-save').isVisible()).toBe(false);
    expect(await page.locator('#calendar-delete').isVisible()).toBe(false);
    expect(await page.getAttribute('#calendar-grid td.custom_holiday', 'aria-label')).toBe('2026-06-01: Custom holiday (Founders day)');

    await page.click('#calendar-new');
    expect(await page.isDisabled('#calendar-name')).toBe(false);
    expect(await page.isChecked('#working-day-1')).toBe(true);
    expect(await page.isChecked('#working-day-6')).toBe(false);
    await page.fill('#calendar-name', 'Berlin office');
    await page.fill('#calendar-country', 'XX');
    await page.click('#holiday-add');
    await page.locator('#calendar-holidays .holiday-date').last().fill('2026-12-24');
    await page.locator('#calendar-holidays .holiday-label').last().fill('Office closed');
    await page.fill('#calendar-excluded', '2026-12-31');
    // The grid follows the form as it is typed.
    expect(await page.getAttribute('#calendar-grid td.custom_holiday', 'aria-label')).toBe('2026-12-24: Custom holiday (Office closed)');
    expect(await page.getAttribute('#calendar-grid td.excluded_date', 'aria-label')).toBe('2026-12-31: Excluded date');
    await page.click('#calendar-save');
    await settled(page, 'calendars');
    expect(await page.textContent('#calendar-error .code')).toBe('INVALID_COUNTRY');
    await page.fill('#calendar-country', 'DE');
    await page.fill('#calendar-subdivision', 'BE');
    await page.click('#calendar-save');
    await page.waitForSelector('#calendar-saved');
    const id = /Created ([0-9a-f-]{36})\./.exec((await page.textContent('#calendar-saved')) ?? '')?.[1] ?? '';
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    await settled(page, 'calendars');
    const created = (await api(KEYS.business, `/api/v1/calendars/${id}`)).json.data.calendar;
    expect(created).toMatchObject({ name: 'Berlin office', country_code: 'DE', subdivision_code: 'BE', working_days: [1, 2, 3, 4, 5], include_public_holidays: true, custom_holidays: [{ date: '2026-12-24', label: 'Office closed' }], excluded_dates: ['2026-12-31'], read_only: false });
    expect(await page.locator(`#calendar-list li[data-calendar-id="${id}"]`).textContent()).toContain('Berlin office · DE-BE');
    await expectNoOverflow(page, 'calendar created, its grid shown');

    // Edit: a new name, Friday off, a second holiday in January.
    await page.fill('#calendar-name', 'Berlin HQ');
    await page.uncheck('#working-day-5');
    await page.click('#holiday-add');
    await page.locator('#calendar-holidays .holiday-date').last().fill('2027-01-04');
    await page.locator('#calendar-holidays .holiday-label').last().fill('Inventory');
    await page.click('#calendar-save');
    await page.waitForSelector('#calendar-saved');
    await settled(page, 'calendars');
    expect(await page.textContent('#calendar-saved')).toBe(`Saved ${id}.`);
    const edited = (await api(KEYS.business, `/api/v1/calendars/${id}`)).json.data.calendar;
    expect(edited).toMatchObject({ name: 'Berlin HQ', working_days: [1, 2, 3, 4], custom_holidays: [{ date: '2026-12-24', label: 'Office closed' }, { date: '2027-01-04', label: 'Inventory' }] });
    expect(await page.locator('#calendar-grid table.month caption').allTextContents()).toEqual(['December 2026', 'January 2027']);
    expect(await page.getAttribute('#calendar-grid td[aria-label^="2026-12-25"]', 'class')).toBe('day non_working_weekday'); // a Friday, no longer worked
    expect(await page.locator('#calendar-list li').count()).toBe(2);

    // Delete: cancel first, then confirm.
    await page.click('#calendar-delete');
    expect(await page.textContent('#confirm-text')).toContain(id);
    await page.click('#confirm-cancel');
    expect((await api(KEYS.business, `/api/v1/calendars/${id}`)).status).toBe(200);
    await page.click('#calendar-delete');
    await page.click('#confirm-ok');
    await page.waitForSelector('#calendar-deleted');
    expect(await page.locator(`#calendar-list li[data-calendar-id="${id}"]`).count()).toBe(0);
    expect(await page.locator('#calendar-form').isVisible()).toBe(false);
    const gone = await api(KEYS.business, `/api/v1/calendars/${id}`);
    expect(gone.status).toBe(404);
    expect(gone.json.error.code).toBe('BUSINESS_CALENDAR_NOT_FOUND');
    await finish(page, KEYS.business);
  });

  it('on a desktop: uses the window\'s width, keeps each id on one line and shows the filter labels whole (issue 32 item 5)', async () => {
    const page = await dashboardWith(KEYS.business, DESKTOP);
    const width = await page.evaluate(() => document.querySelector('main')!.getBoundingClientRect().width);
    expect(width).toBeGreaterThan(DESKTOP.width - 100);
    // An id cell holds one line: its text's rectangles all lie on one row.
    const rows = await page.locator('#history-table td.mono').evaluateAll((cells) =>
      cells.map((cell) => {
        const range = document.createRange();
        range.selectNodeContents(cell);
        return new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top))).size;
      }),
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.filter((lines) => lines !== 1)).toEqual([]);
    // The operation filter shows "Any operation" whole.
    const select = await page.locator('#filter-operation').evaluate((node) => ({ client: (node as HTMLSelectElement).clientWidth, text: (node as HTMLSelectElement).options[0]!.text }));
    expect(select.text).toBe('Any operation');
    expect(select.client).toBeGreaterThan(120);
    await finish(page, KEYS.business);
  });

  for (const [size, viewport] of [['phone', PHONE], ['desktop', DESKTOP]] as const) {
    it(`at ${viewport.width}x${viewport.height} (${size}): nothing wider than the window before and after loading every section`, async () => {
      const { page } = await openDashboard(viewport);
      await expectNoOverflow(page, 'before loading');
      await load(page, KEYS.business);
      await expectNoOverflow(page, 'loaded');
      await page.click('#history-older');
      await settled(page, 'history');
      await expectNoOverflow(page, 'older history');
      await page.fill('#filter-since', 'x'.repeat(200)); // a long error message
      await page.click('#history-apply');
      await settled(page, 'history');
      expect(await page.textContent('#history-error .code')).toBe('INVALID_DATE');
      await expectNoOverflow(page, 'a long error');
      await page.click('#calendar-new');
      await page.fill('#calendar-country', 'DE');
      await page.click('#holiday-add');
      await page.locator('#calendar-holidays .holiday-date').last().fill('2026-12-24');
      await page.locator('#calendar-holidays .holiday-label').last().fill('A rather long holiday name that must wrap on a phone');
      await page.fill('#calendar-excluded', '2026-11-30\n2027-01-29');
      expect(await page.locator('#calendar-grid table.month').count()).toBe(3);
      await page.locator('#calendar-grid td.custom_holiday').focus(); // its tooltip shows
      await expectNoOverflow(page, 'calendar form with three month grids');
      await page.click(`#revoke-${idOf(KEYS.business)}`);
      await expectNoOverflow(page, 'confirmation open');
      await page.click('#confirm-cancel');
      await finish(page, KEYS.business);
    });
  }

  it('at 390 px: the longest unbroken calendar name, holiday label and key name wrap instead of widening the page', async () => {
    const name = 'N'.repeat(100); // the API's longest name
    const label = 'L'.repeat(100);
    const created = await api(KEYS.business, '/api/v1/calendars', { method: 'POST', body: { name, country_code: 'DE', custom_holidays: [{ date: '2026-12-24', label }] } });
    expect(created.status).toBe(201);
    const id: string = created.json.data.calendar.id;
    try {
      const page = await dashboardWith(KEYS.business);
      const item = page.locator(`#calendar-list li[data-calendar-id="${id}"]`);
      expect(await item.locator('strong').textContent()).toContain(name);
      await expectNoOverflow(page, 'a 100-character calendar name in the list');
      await item.locator('button').click();
      expect(await page.getAttribute('#calendar-grid td.custom_holiday', 'aria-label')).toBe(`2026-12-24: Custom holiday (${label})`);
      await page.locator('#calendar-grid td.custom_holiday').focus(); // its tooltip shows the label
      await expectNoOverflow(page, 'a 100-character holiday label in the grid tooltip');
      await page.focus('#calendar-name'); // the tooltip goes, so the page does not shrink under the next click
      await page.click('#calendar-delete');
      expect(await page.textContent('#confirm-text')).toContain(name);
      await expectNoOverflow(page, 'the delete confirmation');
      await page.click('#confirm-cancel');
      await finish(page, KEYS.business);

      const free = await dashboardWith(KEYS.free);
      expect(await free.textContent('#keys-table td[data-label="Name"]')).toContain(LONG_KEY_NAME);
      await expectNoOverflow(free, 'a 64-character key name');
      await free.click(`#revoke-${idOf(KEYS.free)}`);
      expect(await free.textContent('#confirm-text')).toContain(LONG_KEY_NAME);
      await expectNoOverflow(free, 'the revoke confirmation naming it');
      await free.click('#confirm-cancel');
      await free.click(`#rename-${idOf(KEYS.free)}`);
      expect(await free.inputValue(`#rename-input-${idOf(KEYS.free)}`)).toBe(LONG_KEY_NAME);
      await expectNoOverflow(free, 'the rename form holding it');
      await free.keyboard.press('Escape');
      await finish(free, KEYS.free);
    } finally {
      expect((await api(KEYS.business, `/api/v1/calendars/${id}`, { method: 'DELETE' })).status).toBe(200);
    }
  });

  it('takes the screenshots of docs/dashboard.md: every section on a desktop, usage and history on a phone', async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    const desktop = (await openDashboard(DESKTOP)).page;
    await load(desktop, KEYS.business);
    await desktop.click('#calendar-new');
    await desktop.fill('#calendar-name', 'Berlin office');
    await desktop.fill('#calendar-country', 'DE');
    await desktop.fill('#calendar-subdivision', 'BE');
    for (const [date, label] of [['2026-12-24', 'Office closed'], ['2027-01-04', 'Inventory']] as const) {
      await desktop.click('#holiday-add');
      await desktop.locator('#calendar-holidays .holiday-date').last().fill(date);
      await desktop.locator('#calendar-holidays .holiday-label').last().fill(label);
    }
    await desktop.fill('#calendar-excluded', '2026-12-31');
    await desktop.click('#calendar-save');
    await desktop.waitForSelector('#calendar-saved');
    await settled(desktop, 'calendars');
    await desktop.locator('#calendar-grid td.custom_holiday').first().hover(); // its tooltip shows
    await expectNoOverflow(desktop, 'desktop screenshot');
    await desktop.screenshot({ path: `${SCREENSHOTS}/dashboard-desktop.png`, fullPage: true });
    await desktop.close();

    const phone = (await openDashboard(PHONE)).page;
    await load(phone, KEYS.business);
    await phone.fill('#filter-status', '400'); // a short history: the failed calls
    await phone.click('#history-apply');
    await settled(phone, 'history');
    await expectNoOverflow(phone, 'phone screenshot');
    await phone.screenshot({ path: `${SCREENSHOTS}/dashboard-phone.png`, fullPage: true });
    await phone.close();
  });
});
