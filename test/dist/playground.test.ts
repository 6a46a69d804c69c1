import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATION_NAMES } from '../../src/catalog.ts';
import { requireBinary } from '../_helpers/requireBinary.ts';
import { startServe, stop, type Server } from './_serve.ts';

const CHROMIUM = requireBinary('chromium', 'apt-get install chromium');
const OUTPUT = fileURLToPath(new URL('../../test-output/', import.meta.url));
// `scripts/playgroundScreenshots.ts` sets this to docs/ to regenerate the screenshots shown in docs/playground.md.
const SCREENSHOTS = process.env.DAYCALC_PLAYGROUND_SCREENSHOTS ? resolve(process.env.DAYCALC_PLAYGROUND_SCREENSHOTS) : OUTPUT.replace(/\/$/, '');
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
let server: Server;
let browser: Browser;
let key: string;

beforeAll(async () => {
  server = await startServe([]);
  await new Promise((resolve) => setTimeout(resolve, 200));
  key = /API key \(shown once[^)]*\): (daycalc_test_[0-9a-f]{48})/.exec(server.stdout)?.[1] ?? '';
  browser = await chromium.launch({ executablePath: CHROMIUM.path, args: ['--headless', '--no-sandbox'] });
});

afterAll(async () => {
  await browser?.close();
  if (server) await stop(server);
});

async function openPlayground(viewport = PHONE): Promise<{ page: Page; external: string[] }> {
  const page = await browser.newPage({ viewport }); // a phone screen unless told
  const external: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(server.origin)) external.push(request.url());
  });
  await page.goto(`${server.origin}/playground`);
  await page.waitForSelector('body[data-ready="true"]');
  return { page, external };
}

/** The page is no wider than the window: nothing to scroll sideways. */
async function expectNoOverflow(page: Page, when: string): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
  expect(scrollWidth, `${when}: page width ${scrollWidth} in a ${innerWidth} px window`).toBeLessThanOrEqual(innerWidth);
}

/** The form's rows (fields sharing a top): each row's text inputs and selects share a top and a height. */
async function formRows(page: Page): Promise<Array<Array<{ id: string; top: number; height: number }>>> {
  return page.evaluate(() => {
    const rows = new Map<number, Array<{ id: string; top: number; height: number }>>();
    for (const field of Array.from(document.querySelectorAll<HTMLElement>('#form .field'))) {
      const input = field.querySelector<HTMLElement>('input:not(.picker), select');
      if (!input || input.offsetParent === null) continue;
      const box = input.getBoundingClientRect();
      const rowTop = Math.round(field.getBoundingClientRect().top);
      rows.set(rowTop, [...(rows.get(rowTop) ?? []), { id: input.id, top: box.top, height: box.height }]);
    }
    return [...rows.values()];
  });
}

async function expectAlignedRows(page: Page, when: string): Promise<void> {
  for (const row of await formRows(page)) {
    for (const input of row) {
      expect(Math.abs(input.top - (row[0]?.top ?? 0)), `${when}: ${input.id} top vs ${row[0]?.id}`).toBeLessThanOrEqual(1);
      expect(Math.abs(input.height - (row[0]?.height ?? 0)), `${when}: ${input.id} height vs ${row[0]?.id}`).toBeLessThanOrEqual(1);
    }
  }
}

async function send(page: Page): Promise<void> {
  const before = await page.locator('#status').count() === 0 ? null : await page.textContent('#headers');
  await page.click('#send');
  await page.waitForFunction((previous) => document.querySelector('#status') !== null && document.querySelector('#headers')?.textContent !== previous, before);
}

describe.skipIf(CHROMIUM.missing)('the playground in Chromium', () => {
  it('runs business-days-between with a trace as month grids, shows the allowance going down, and never exposes the key', async () => {
    const { page, external } = await openPlayground();
    await page.fill('#key', key);
    await page.selectOption('#operation', 'business-days-between');
    await page.fill('#field-start_date', '2026-12-21');
    await page.fill('#field-end_date', '2027-01-08');
    await page.fill('#field-country_code', 'DE');
    await page.fill('#field-subdivision_code', 'BY');
    await page.selectOption('#field-detailed', 'true');
    await page.click('#send');
    await page.waitForSelector('#status');
    expect(await page.textContent('#status')).toBe('HTTP 200 OK');
    const first = await page.textContent('#allowance');
    expect(first).toMatch(/^\d+ of 600 requests left this minute; \d+ of 100000 left this month$/);
    const body = JSON.parse((await page.textContent('#body')) ?? '{}');
    expect(body.data.business_days).toBe(12);
    expect(await page.textContent('#headline')).toBe('12 business days, 19 calendar days; 3 public holidays skipped');
    expect(await page.evaluate(() => document.querySelector('#headline')!.compareDocumentPosition(document.querySelector('#body')!) & Node.DOCUMENT_POSITION_FOLLOWING)).toBeTruthy();
    expect(await page.locator('table.month').count()).toBe(2);
    expect(await page.locator('td.public_holiday').count()).toBe(3); // 25 Dec, 1 and 6 Jan (26 Dec is a Saturday)
    const christmas = page.locator('td.public_holiday').first();
    await christmas.focus();
    expect(await christmas.getAttribute('aria-label')).toMatch(/^2026-12-25: Public holiday \(.+\)$/);
    expect(await page.locator('.legend li').count()).toBe(6); // one per reason of the classification order, decreed_working_day included
    expect(await page.textContent('#curl')).toContain('$DAYCALC_API_KEY');
    mkdirSync(OUTPUT, { recursive: true });
    mkdirSync(SCREENSHOTS, { recursive: true });
    await page.screenshot({ path: `${OUTPUT}playground.png`, fullPage: true });

    await page.click('#send');
    await page.waitForFunction((previous) => document.querySelector('#allowance')?.textContent !== previous, first);
    const quota = (text: string | null) => Number(/; (\d+) of/.exec(text ?? '')?.[1]);
    expect(quota(await page.textContent('#allowance'))).toBe(quota(first) - 1);

    const html = await page.content();
    expect(page.url()).toBe(`${server.origin}/playground`);
    expect(page.url()).not.toContain(key);
    expect(await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }))).toBe('{}{}');
    expect(html).not.toContain(key.slice(13));
    expect(external).toEqual([]);
    await page.close();
  });

  it('offers every market for market_code and answers a market calendar', async () => {
    const { page } = await openPlayground();
    await page.fill('#key', key);
    await page.selectOption('#operation', 'is-business-day');
    const offered = await page.$$eval('#field-market_code-choices option', (options) => options.map((option) => (option as HTMLOptionElement).value));
    expect(offered).toContain('XNYS');
    expect(offered).toHaveLength(25);
    expect(await page.getAttribute('#field-market_code', 'list')).toBe('field-market_code-choices');
    await page.fill('#field-date', '2025-01-09');
    await page.fill('#field-country_code', '');
    await page.fill('#field-market_code', 'XNYS');
    await send(page);
    expect(await page.textContent('#status')).toBe('HTTP 200 OK');
    const body = JSON.parse((await page.textContent('#body')) ?? '{}');
    expect(body.data).toMatchObject({ is_business_day: false, reason: 'public_holiday' });
  });

  it('offers the holiday types and the languages, and answers with them', async () => {
    const { page } = await openPlayground();
    await page.fill('#key', key);
    await page.selectOption('#operation', 'is-business-day');
    const types = await page.$$eval('#field-holiday_types-choices option', (options) => options.map((option) => (option as HTMLOptionElement).value));
    expect(types).toEqual(['public', 'public,bank', 'public,optional', 'public,bank,optional']);
    const languages = await page.$$eval('#field-language-choices option', (options) => options.map((option) => (option as HTMLOptionElement).value));
    expect(languages).toEqual(expect.arrayContaining(['de', 'ja', 'zh-CN', 'pt-BR']));
    await page.fill('#field-date', '2026-12-24');
    await page.fill('#field-country_code', 'AT');
    await page.fill('#field-holiday_types', 'public,bank');
    await page.fill('#field-language', 'de');
    await send(page);
    expect(await page.textContent('#status')).toBe('HTTP 200 OK');
    const body = JSON.parse((await page.textContent('#body')) ?? '{}');
    expect(body.data).toMatchObject({ is_business_day: false, reason: 'public_holiday', holiday_type: 'bank', language: 'de' });
  });

  it('shows the descriptions\' `code` as code, never a literal backtick (issue 32 item 5)', async () => {
    const { page } = await openPlayground();
    let code = 0;
    for (const operation of ['adjust-date', 'business-days-between', 'add-days', 'holidays', 'countries']) {
      await page.selectOption('#operation', operation);
      const texts = await page.$$eval('#description, #fields small', (nodes) => nodes.map((node) => node.textContent ?? ''));
      expect(texts.filter((text) => text.includes('`'))).toEqual([]);
      code += await page.locator('#description code, #fields small code').count();
    }
    expect(code).toBeGreaterThan(0);
  });

  it('shows INVALID_DATE for an impossible date, and is usable from the keyboard', async () => {
    const { page } = await openPlayground();
    await page.fill('#key', key);
    await page.selectOption('#operation', 'day-of-week');
    await page.fill('#field-date', '2023-02-29');
    await page.focus('#send');
    await page.keyboard.press('Enter');
    await page.waitForSelector('#error-code');
    expect(await page.textContent('#status')).toBe('HTTP 400');
    expect(await page.textContent('#error-code')).toBe('INVALID_DATE');
    expect(await page.textContent('#error')).toContain('date');
    expect(await page.textContent('#headline')).toBe('INVALID_DATE Invalid date: date "2023-02-29" is not a calendar date (February 2023 has 28 days)');
    await page.close();
  });

  it('loads without a key, and a call without one answers MISSING_API_KEY', async () => {
    const { page } = await openPlayground();
    await page.selectOption('#operation', 'week-number');
    await page.click('#send');
    await page.waitForSelector('#error-code');
    expect(await page.textContent('#error-code')).toBe('MISSING_API_KEY');
    expect(await page.textContent('#headline')).toContain('Missing API key: ');
    await page.close();
  });

  it('without a key, says where keys come from and shows no "0 of 0" allowance; a typed key hides the hint', async () => {
    const { page } = await openPlayground();
    const hint = page.locator('#key-source');
    expect(await hint.isVisible()).toBe(true);
    expect(await hint.textContent()).toMatch(/daycalc serve.*development key.*daycalc keys new/);
    await page.selectOption('#operation', 'day-of-week');
    await send(page);
    expect(await page.textContent('#error-code')).toBe('MISSING_API_KEY');
    const allowance = (await page.textContent('#allowance')) ?? '';
    expect(allowance).toMatch(/^\d+ of \d+ requests left this minute from this address/);
    expect(allowance).not.toMatch(/\b0 of 0\b/);
    expect(await page.textContent('#result-key-hint')).toMatch(/daycalc serve.*daycalc keys new/);
    await page.fill('#key', key);
    expect(await hint.isVisible()).toBe(false);
    await send(page);
    expect(await page.textContent('#status')).toBe('HTTP 200 OK');
    expect(await page.locator('#result-key-hint').count()).toBe(0);
    expect(await page.textContent('#allowance')).toMatch(/^\d+ of 600 requests left this minute; \d+ of 100000 left this month$/);
    await page.close();
  });

  it('date fields take free text and have a picker button that fills them', async () => {
    const { page } = await openPlayground();
    await page.fill('#key', key);
    await page.selectOption('#operation', 'is-business-day');
    expect(await page.getAttribute('#field-date', 'type')).toBeNull(); // a text field: any text can be sent
    await page.fill('#field-date', 'not a date');
    expect(await page.inputValue('#field-date')).toBe('not a date');
    const picker = page.locator('#field-date-picker');
    expect(await picker.isVisible()).toBe(false);
    await page.fill('#field-date', '2026-02-14');
    await page.click('#field-date-pick');
    expect(await picker.isVisible()).toBe(true);
    expect(await page.getAttribute('#field-date-pick', 'aria-expanded')).toBe('true');
    expect(await picker.getAttribute('type')).toBe('date');
    expect(await picker.inputValue()).toBe('2026-02-14'); // opens on the date typed
    await picker.fill('2026-02-28');
    expect(await page.inputValue('#field-date')).toBe('2026-02-28');
    await page.click('#field-date-pick');
    expect(await picker.isVisible()).toBe(false);
    await page.fill('#field-country_code', 'DE');
    await send(page);
    expect(await page.textContent('#headline')).toBe('2026-02-28 is a Saturday: not a business day, next 2026-03-02');
    expect(JSON.parse((await page.textContent('#body')) ?? '{}').data.date).toBe('2026-02-28');
    await page.close();
  });

  for (const [size, viewport] of [['phone', PHONE], ['desktop', DESKTOP]] as const) {
    it(`at ${viewport.width}x${viewport.height} (${size}): aligned form rows, a headline for every operation, and nothing wider than the window`, async () => {
      const { page, external } = await openPlayground(viewport);
      await expectNoOverflow(page, 'loaded');
      await page.fill('#key', key);
      const names = await page.locator('#operation option').evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
      expect(names).toEqual(expect.arrayContaining([...OPERATION_NAMES]));
      let sharedRows = 0;
      for (const name of names) {
        await page.selectOption('#operation', name);
        await expectAlignedRows(page, name);
        sharedRows += (await formRows(page)).filter((row) => row.length > 1).length;
        await send(page); // the form starts with the operation's example
        expect(await page.textContent('#status'), name).toBe('HTTP 200 OK');
        const headline = (await page.textContent('#headline')) ?? '';
        expect(headline, name).toMatch(/\d/);
        expect(headline, name).not.toMatch(/undefined|\{|\}/);
        await expectNoOverflow(page, name);
      }

      // A 100-day trace.
      await page.selectOption('#operation', 'business-days-between');
      await page.fill('#field-start_date', '2026-01-01');
      await page.fill('#field-end_date', '2026-04-10');
      await page.fill('#field-country_code', 'DE');
      await page.fill('#field-subdivision_code', 'BY');
      await page.selectOption('#field-detailed', 'true');
      await page.click('#field-end_date-pick'); // an open date picker in the row
      await expectAlignedRows(page, 'picker open');
      await expectNoOverflow(page, 'picker open');
      await page.click('#field-end_date-pick');
      await send(page);
      expect(JSON.parse((await page.textContent('#body')) ?? '{}').data.trace).toHaveLength(100);
      expect(await page.textContent('#headline')).toMatch(/^\d+ business days, 100 calendar days/);
      await expectNoOverflow(page, '100-day trace');
      for (const cell of await page.locator('td.day').all()) {
        if ((await cell.getAttribute('class'))?.includes('public_holiday')) {
          await cell.focus(); // its tooltip shows
          await expectNoOverflow(page, `tooltip of ${await cell.getAttribute('aria-label')}`);
        }
      }
      await page.locator('table.month').last().locator('td.day').last().focus();
      await expectNoOverflow(page, 'tooltip of the last day');

      // A long curl line (a 300-letter value without a space) and an error.
      await page.fill('#field-subdivision_code', 'X'.repeat(300));
      await send(page);
      expect(await page.textContent('#error-code')).toBe('INVALID_SUBDIVISION');
      expect(await page.textContent('#curl')).toContain('X'.repeat(300));
      await expectNoOverflow(page, 'long curl line and an error');

      // An invalid date typed as free text.
      await page.selectOption('#operation', 'day-of-week');
      await page.fill('#field-date', '2023-02-29');
      await send(page);
      expect(await page.textContent('#error-code')).toBe('INVALID_DATE');
      await expectNoOverflow(page, 'INVALID_DATE');
      await expectAlignedRows(page, 'after the requests');
      // On a desktop, fields share rows (so the alignment check compares something); a phone stacks them.
      if (size === 'desktop') expect(sharedRows).toBeGreaterThan(0);

      expect(external).toEqual([]);
      await page.close();
    });
  }

  it('takes the screenshots of docs/playground.md: a trace on a desktop, a date picked on a phone', async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    const desktop = (await openPlayground(DESKTOP)).page;
    await desktop.fill('#key', key);
    await desktop.selectOption('#operation', 'business-days-between');
    await desktop.fill('#field-start_date', '2026-12-21');
    await desktop.fill('#field-end_date', '2027-01-08');
    await desktop.fill('#field-country_code', 'DE');
    await desktop.fill('#field-subdivision_code', 'BY');
    await desktop.selectOption('#field-detailed', 'true');
    await send(desktop);
    expect(await desktop.textContent('#headline')).toBe('12 business days, 19 calendar days; 3 public holidays skipped');
    await desktop.locator('td.public_holiday').first().hover(); // its tooltip shows
    await expectNoOverflow(desktop, 'desktop screenshot');
    await desktop.screenshot({ path: `${SCREENSHOTS}/playground-desktop.png`, fullPage: true });
    await desktop.close();

    const phone = (await openPlayground(PHONE)).page;
    await phone.fill('#key', key);
    await phone.selectOption('#operation', 'is-business-day');
    await phone.fill('#field-country_code', 'DE');
    await phone.fill('#field-date', '2026-02-01');
    await phone.click('#field-date-pick');
    await phone.locator('#field-date-picker').fill('2026-02-28');
    await send(phone);
    expect(await phone.textContent('#headline')).toBe('2026-02-28 is a Saturday: not a business day, next 2026-03-02');
    await expectNoOverflow(phone, 'phone screenshot');
    await phone.screenshot({ path: `${SCREENSHOTS}/playground-phone.png`, fullPage: true });
    await phone.close();
  });
});
