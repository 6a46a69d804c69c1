import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requireBinary } from '../_helpers/requireBinary.ts';
import { startServe, stop } from './_serve.ts';

const CHROMIUM = requireBinary('chromium', 'apt-get install chromium');
const ENTRY = fileURLToPath(new URL('../../dist/index.js', import.meta.url));

// What the page computes with the browser bundle of the published ESM build, and Node with the same build.
const calls = [
  ['date-difference', { start_date: '2020-02-29', end_date: '2024-03-01' }],
  ['business-days-between', { start_date: '2024-01-01', end_date: '2024-12-31', country_code: 'US' }],
  ['is-business-day', { date: '2025-01-06', country_code: 'DE', subdivision_code: 'DE-BY' }],
] as const;

let browser: Browser;

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: CHROMIUM.path, args: ['--headless', '--no-sandbox'] });
});

afterAll(async () => {
  await browser?.close();
});

describe.skipIf(CHROMIUM.missing)('the library in a real browser (Chromium)', () => {
  it('bundles for the browser without Node built-ins and answers as Node does', async () => {
    const bundled = await build({
      stdin: { contents: `export { execute } from ${JSON.stringify(ENTRY)};`, resolveDir: process.cwd(), loader: 'js' },
      bundle: true,
      format: 'iife',
      globalName: 'daycalc',
      platform: 'browser',
      write: false,
      logLevel: 'silent',
    });
    const code = bundled.outputFiles[0]?.text ?? '';
    expect(code).not.toMatch(/require\(["']node:|from ["']node:/);

    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.setContent('<!doctype html><title>daycalc</title>');
    await page.addScriptTag({ content: code });
    const inBrowser = await page.evaluate(async (list) => {
      const api = (globalThis as unknown as { daycalc: { execute: (name: string, body: unknown) => Promise<unknown> } }).daycalc;
      return Promise.all(list.map(([name, body]) => api.execute(name, body)));
    }, calls as unknown as Array<[string, unknown]>);
    await page.close();
    expect(errors).toEqual([]);

    const { execute } = (await import(ENTRY)) as typeof import('../../src/index.ts');
    const inNode = await Promise.all(calls.map(([name, body]) => execute(name, body)));
    expect(inBrowser).toEqual(inNode);
    expect(inNode.map((result) => result.ok)).toEqual([true, true, true]);
    expect((inBrowser[1] as { data: { business_days: number } }).data.business_days).toBe(251);
    expect((inBrowser[2] as { data: { reason: string } }).data.reason).toBe('public_holiday');
  });

  it('loads the playground of daycalc serve with no console error and no 404, favicon included (issue 17, item 14)', async () => {
    const server = await startServe([]);
    const page = await browser.newPage();
    try {
      const problems: string[] = [];
      const requested: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      page.on('requestfailed', (request) => problems.push(`request failed: ${request.url()} (${request.failure()?.errorText ?? ''})`));
      page.on('request', (request) => requested.push(request.url()));
      page.on('response', (response) => {
        if (response.status() >= 400) problems.push(`${response.status()} for ${response.url()}`);
      });
      await page.goto(`${server.origin}/playground`, { waitUntil: 'networkidle' });
      await page.waitForSelector('body[data-ready="true"]');
      // A browser that asks for /favicon.ico anyway (the page declares an empty icon) gets no 404.
      const favicon = await page.evaluate(async () => (await fetch('/favicon.ico')).status);
      expect(favicon).not.toBe(404);
      expect(favicon).toBeLessThan(400);
      await page.waitForLoadState('networkidle');
      expect(requested.length).toBeGreaterThan(0);
      expect(problems).toEqual([]);
      // The listeners do see a 404 and a console error (so the empty list above means something).
      await page.goto(`${server.origin}/no-such-page`);
      await page.evaluate(() => console.error('probe'));
      expect(problems).toContain(`404 for ${server.origin}/no-such-page`);
      expect(problems).toContain('console error: probe');
    } finally {
      await page.close();
      await stop(server);
    }
  });
});
