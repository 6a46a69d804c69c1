import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requireBinary } from '../_helpers/requireBinary.ts';

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
});
