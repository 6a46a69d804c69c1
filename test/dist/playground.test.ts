import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requireBinary } from '../_helpers/requireBinary.ts';
import { startServe, stop, type Server } from './_serve.ts';

const CHROMIUM = requireBinary('chromium', 'apt-get install chromium');
const OUTPUT = fileURLToPath(new URL('../../test-output/', import.meta.url));
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

async function openPlayground(): Promise<{ page: Page; external: string[] }> {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } }); // a phone screen
  const external: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(server.origin)) external.push(request.url());
  });
  await page.goto(`${server.origin}/playground`);
  await page.waitForSelector('body[data-ready="true"]');
  return { page, external };
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
    expect(await page.locator('table.month').count()).toBe(2);
    expect(await page.locator('td.public_holiday').count()).toBe(3); // 25 Dec, 1 and 6 Jan (26 Dec is a Saturday)
    const christmas = page.locator('td.public_holiday').first();
    await christmas.focus();
    expect(await christmas.getAttribute('aria-label')).toMatch(/^2026-12-25: Public holiday \(.+\)$/);
    expect(await page.locator('.legend li').count()).toBe(5);
    expect(await page.textContent('#curl')).toContain('$DAYCALC_API_KEY');
    mkdirSync(OUTPUT, { recursive: true });
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
    await page.close();
  });

  it('loads without a key, and a call without one answers MISSING_API_KEY', async () => {
    const { page } = await openPlayground();
    await page.selectOption('#operation', 'week-number');
    await page.click('#send');
    await page.waitForSelector('#error-code');
    expect(await page.textContent('#error-code')).toBe('MISSING_API_KEY');
    await page.close();
  });
});
