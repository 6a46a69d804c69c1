import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run } from '../../bench/_package.ts';
import { MARKET_TABLES_MARKETS } from '../../src/calendars/marketTables/index.ts';

// The data modules of the built package, `daycalc/holidays/<code>` and `daycalc/markets/<code>`, as a
// user imports them (package.json's `./holidays/*` and `./markets/*` exports): from the packed
// tarball, unpacked into a node_modules/daycalc of its own (its dependencies found in the
// repository's node_modules, one folder up, so no registry is needed; test/dist/lightInstall.test.ts
// installs the tarball from the registry as a user would). `npm run build` first.

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const MARKETS = MARKET_TABLES_MARKETS.split(';').map((entry) => entry.split(':')[0]!.toLowerCase());
/** Under test-output/ (ignored by git) so that the unpacked package's imports find the repository's node_modules. */
const DIR = join(ROOT, 'test-output', 'data-modules');

/** Paths in the tarball, from the package root. */
let packedFiles: readonly string[] = [];

beforeAll(async () => {
  rmSync(DIR, { recursive: true, force: true });
  mkdirSync(join(DIR, 'app', 'node_modules', 'daycalc'), { recursive: true });
  // A project of its own: without it the repository's package.json would be the nearest, and Node would resolve `daycalc` to the repository itself (a package's self-reference).
  writeFileSync(join(DIR, 'app', 'package.json'), JSON.stringify({ name: 'data-modules-check', version: '1.0.0', private: true, type: 'module' }));
  const packed = await run('npm', ['pack', '--json', '--pack-destination', DIR, '--loglevel=error'], ROOT, 120_000);
  if (packed.code !== 0) throw new Error(`npm pack failed: ${packed.stderr}`);
  const [pack] = JSON.parse(packed.stdout) as { filename: string; files: { path: string }[] }[];
  packedFiles = pack!.files.map((file) => file.path);
  execFileSync('tar', ['-xzf', join(DIR, pack!.filename), '-C', join(DIR, 'app', 'node_modules', 'daycalc'), '--strip-components=1']);
}, 180_000);

afterAll(() => rmSync(DIR, { recursive: true, force: true }));

describe('daycalc/markets/<code> and daycalc/holidays/<code> in the packed package', () => {
  it('packs a module and its declarations for every market (TARGET included) beside the countries\'', () => {
    expect(MARKETS).toHaveLength(25);
    for (const code of MARKETS) expect(packedFiles, code).toEqual(expect.arrayContaining([`dist/markets/${code}.js`, `dist/markets/${code}.d.ts`]));
    expect(packedFiles).toEqual(expect.arrayContaining(['dist/holidays/de.js', 'dist/holidays/de.d.ts']));
    const manifest = JSON.parse(readFileSync(join(DIR, 'app', 'node_modules', 'daycalc', 'package.json'), 'utf8')) as { exports: Record<string, unknown> };
    expect(manifest.exports['./markets/*']).toEqual({ types: './dist/markets/*.d.ts', default: './dist/markets/*.js' });
    expect(readFileSync(join(DIR, 'app', 'node_modules', 'daycalc', 'dist', 'markets', 'xnys.d.ts'), 'utf8')).toContain('export declare const XNYS: HolidayData;');
  });

  it('imports daycalc/markets/xnys and daycalc/holidays/de by name and builds calendars with calendarOf: NYSE closed 2025-01-09, open 2024-10-14', async () => {
    const script = `
      const { calendarOf, isBusinessDay, businessDaysBetween, parsePlainDate } = await import('daycalc');
      const { XNYS } = await import('daycalc/markets/xnys');
      const target = (await import('daycalc/markets/target')).default;
      const { DE } = await import('daycalc/holidays/de');
      const date = (text) => parsePlainDate(text).value;
      const nyse = calendarOf(XNYS);
      const resolved = [import.meta.resolve('daycalc'), import.meta.resolve('daycalc/markets/xnys'), import.meta.resolve('daycalc/holidays/de')];
      if (!nyse.ok) throw new Error(nyse.error.message);
      const out = {
        marketCode: nyse.value.market_code,
        carter: isBusinessDay({ date: date('2025-01-09') }, nyse.value).value.is_business_day,
        columbus: isBusinessDay({ date: date('2024-10-14') }, nyse.value).value.is_business_day,
        january: businessDaysBetween({ start_date: date('2025-01-01'), end_date: date('2025-01-31') }, nyse.value).value.business_days,
        outside: isBusinessDay({ date: date('2101-01-03') }, nyse.value).error,
        target: [target.country, target.years.first, calendarOf(target).ok],
        germany: calendarOf(DE, { subdivision_code: 'BY' }).ok,
        resolved,
      };
      console.log(JSON.stringify(out));
    `;
    const result = await run(process.execPath, ['--input-type=module', '-e', script], join(DIR, 'app'));
    expect(result.code, result.stderr).toBe(0);
    const out = JSON.parse(result.stdout) as { resolved: string[] };
    // From the unpacked tarball, not the repository's dist/.
    expect(out.resolved.map((url) => fileURLToPath(url).slice(join(DIR, 'app').length).replaceAll('\\', '/'))).toEqual([
      '/node_modules/daycalc/dist/node/index.js',
      '/node_modules/daycalc/dist/markets/xnys.js',
      '/node_modules/daycalc/dist/holidays/de.js',
    ]);
    expect(out).toMatchObject({
      marketCode: 'XNYS',
      carter: false,
      columbus: true,
      january: 20,
      outside: { code: 'VALIDATION_ERROR', field: 'calendar' },
      target: ['TARGET', 1999, true],
      germany: true,
    });
  });

  it('every market module of the build loads by name', async () => {
    const script = `
      const codes = ${JSON.stringify(MARKETS)};
      const found = [];
      for (const code of codes) { const value = (await import('daycalc/markets/' + code)).default; found.push(value.country.toLowerCase() === code && typeof value.years.first === 'number'); }
      console.log(JSON.stringify(found));
    `;
    expect(existsSync(join(DIR, 'app', 'node_modules', 'daycalc', 'dist', 'markets'))).toBe(true);
    const result = await run(process.execPath, ['--input-type=module', '-e', script], join(DIR, 'app'));
    expect(result.code, result.stderr).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual(MARKETS.map(() => true));
  });
});
