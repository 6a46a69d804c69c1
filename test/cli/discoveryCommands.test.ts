// `daycalc countries`, `daycalc holidays` (catalog operations since issue 20, with the flags they had
// as discovery commands) and `daycalc --version`, through runCli with a fake host.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { listCountryDetails } from '../../src/calendars/countries.ts';
import { HOLIDAY_PROVIDER_VERSION } from '../../src/calendars/holidayProvider.ts';
import { renderHelp } from '../../src/cli/helpText.ts';
import { parseCommandLine } from '../../src/cli/parseCommandLine.ts';
import { EXIT, runCli, type CliIo } from '../../src/cli/runCli.ts';
import { DAYCALC_VERSION } from '../../src/mcp/serverVersion.ts';
import { oracleRegionHolidays } from '../_helpers/businessDayOracle.ts';

/** The oracle's public holidays of a region's year, sorted. */
function oracleDates(country: string, subdivision: string | undefined, year: number): string[] {
  return [...oracleRegionHolidays(country, subdivision, year).keys()].filter((date) => date.startsWith(`${String(year).padStart(4, '0')}-`)).sort();
}

const REQUEST_ID = `req_${'0'.repeat(32)}`;

interface Run {
  readonly status: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs the CLI with a fake host: a terminal on stdin, a fixed clock and request id. */
async function daycalc(argv: readonly string[]): Promise<Run> {
  let stdout = '';
  let stderr = '';
  const io: CliIo = {
    stdout: (text) => (stdout += text),
    stderr: (text) => (stderr += text),
    stdinIsTTY: true,
    readStdin: () => Promise.reject(new Error('stdin is a terminal')),
    today: () => '2024-06-15',
    requestId: () => REQUEST_ID,
  };
  const status = await runCli(argv, io);
  return { status, stdout, stderr };
}

/** Runs the CLI and parses its stdout as JSON. */
async function daycalcJson(argv: readonly string[]): Promise<{ status: number; body: any; stderr: string }> {
  const run = await daycalc(argv);
  return { status: run.status, body: JSON.parse(run.stdout), stderr: run.stderr };
}

function expectError(run: { status: number; body: any }, code: string, mentions: string): void {
  expect(run.status).toBe(EXIT.errorResponse);
  expect(Object.keys(run.body)).toEqual(['error']);
  expect(run.body.error).toEqual({ code, message: expect.stringContaining(mentions), request_id: REQUEST_ID });
}

describe('daycalc --version', () => {
  it('should print the package version and exit 0, for --version and -v', async () => {
    const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
    expect(DAYCALC_VERSION).toBe(version);
    for (const flag of ['--version', '-v']) {
      expect(await daycalc([flag])).toEqual({ status: EXIT.ok, stdout: `${version}\n`, stderr: '' });
    }
  });

  it('should list -v, --version in the help', () => {
    expect(renderHelp()).toContain('-v, --version');
  });
});

describe('daycalc --help', () => {
  it('should list countries and holidays among the operations, with an example of each', async () => {
    const run = await daycalc(['--help']);
    expect(run.status).toBe(EXIT.ok);
    expect(run.stdout).toMatch(/^ {2}countries +List the supported countries/m);
    expect(run.stdout).toMatch(/^ {2}holidays +List the public holidays/m);
    expect(run.stdout).toContain('daycalc countries --country_code DE');
    expect(run.stdout).toContain('daycalc holidays --country_code DE --subdivision_code BY --year 2026');
  });

  it('should print each command\'s own help with its flags', async () => {
    for (const [command, flags] of [['countries', ['--country_code']], ['holidays', ['--country_code', '--subdivision_code', '--year', '--include_public_holidays']]] as const) {
      const run = await daycalc([command, '--help']);
      expect(run.status).toBe(EXIT.ok);
      expect(run.stdout).toMatch(new RegExp(`^Usage: daycalc ${command}`));
      for (const flag of flags) expect(run.stdout).toContain(flag);
    }
  });
});

describe('daycalc countries', () => {
  it('should print every supported country with its name and subdivisions in the success envelope, exit 0', async () => {
    const run = await daycalcJson(['countries']);
    expect(run.status).toBe(EXIT.ok);
    expect(run.stderr).toBe('');
    expect(Object.keys(run.body)).toEqual(['data', 'meta']);
    expect(run.body.meta).toEqual({ request_id: REQUEST_ID, api_version: 'v1' });
    expect(run.body.data.provider_version).toBe(HOLIDAY_PROVIDER_VERSION);
    const described = run.body.data.countries.map(({ holiday_types: _types, languages: _languages, ...country }: Record<string, unknown>) => country);
    expect(described).toEqual(JSON.parse(JSON.stringify(listCountryDetails())));
    expect(run.body.data.countries.length).toBeGreaterThan(150);
    const germany = run.body.data.countries.find((country: { code: string }) => country.code === 'DE');
    expect(germany.name).toBe('Germany');
    expect(germany.subdivisions).toContainEqual({ code: 'BY', name: 'Bayern' });
    // Its holiday types and the languages of its names (docs/decisions.md#holiday-types, #languages).
    expect([germany.holiday_types, germany.languages]).toEqual([['public', 'bank'], ['de', 'en-US', 'th', 'uk']]);
  });

  it('should print one country for --country_code, in any case', async () => {
    const run = await daycalcJson(['countries', '--country_code', 'de']);
    expect(run.status).toBe(EXIT.ok);
    expect(run.body.data.countries).toHaveLength(1);
    expect(run.body.data.countries[0]).toMatchObject({ code: 'DE', name: 'Germany' });
    expect(run.body.data.countries[0].subdivisions.length).toBe(16);
    const countryWithout = await daycalcJson(['countries', '--country_code=IS']);
    expect(countryWithout.body.data.countries[0].subdivisions).toEqual([]);
  });

  it('should indent with --pretty', async () => {
    const run = await daycalc(['countries', '--country_code', 'FR', '--pretty']);
    expect(run.stdout).toContain('\n  "data": {');
  });

  it('should answer INVALID_COUNTRY for an unsupported code and VALIDATION_ERROR for a malformed one, exit 1', async () => {
    expectError(await daycalcJson(['countries', '--country_code', 'XX']), 'INVALID_COUNTRY', 'XX');
    expectError(await daycalcJson(['countries', '--country_code', 'DEU']), 'VALIDATION_ERROR', 'country_code');
    expectError(await daycalcJson(['countries', '--country_code', '']), 'VALIDATION_ERROR', 'country_code');
  });

  it('should treat unknown flags and extra arguments as usage errors, exit 2', async () => {
    for (const argv of [['countries', '--year', '2026'], ['countries', '{}', 'DE']]) {
      const run = await daycalc(argv);
      expect(run.status, argv.join(' ')).toBe(EXIT.usage);
      expect(run.stdout).toBe('');
      expect(run.stderr).toMatch(/^daycalc: /);
    }
  });
});

describe('daycalc holidays', () => {
  it('should list the public holidays of a subdivision in a year (the listHolidays entries), exit 0', async () => {
    const run = await daycalcJson(['holidays', '--country_code', 'DE', '--subdivision_code', 'BY', '--year', '2026']);
    expect(run.status).toBe(EXIT.ok);
    expect(run.stderr).toBe('');
    expect(run.body.meta).toEqual({ request_id: REQUEST_ID, api_version: 'v1' });
    const { holidays, ...rest } = run.body.data;
    expect(rest).toEqual({
      country_code: 'DE', subdivision_code: 'BY', year: 2026, start_date: '2026-01-01', end_date: '2026-12-31', include_public_holidays: true,
      provider: 'daycalc-tables', provider_version: HOLIDAY_PROVIDER_VERSION, count: holidays.length,
    });
    expect(holidays[0]).toEqual({ date: '2026-01-01', weekday: 4, kind: 'public_holiday', label: "New Year's Day" });
    expect(holidays.map((day: { date: string }) => day.date)).toContain('2026-01-06');
    expect(holidays.every((day: { kind: string }) => day.kind === 'public_holiday')).toBe(true);
    expect(holidays.map((day: { date: string }) => day.date)).toEqual(oracleDates('DE', 'BY', 2026));
  });

  it('should accept the ISO 3166-2 subdivision form, any case, and a country alone', async () => {
    const iso = await daycalcJson(['holidays', '--country_code', 'de', '--subdivision_code', 'de-by', '--year', '2026']);
    expect(iso.status).toBe(EXIT.ok);
    expect(iso.body.data.subdivision_code).toBe('BY');
    const national = await daycalcJson(['holidays', '--country_code', 'US', '--year', '2024']);
    expect(national.status).toBe(EXIT.ok);
    expect(national.body.data).not.toHaveProperty('subdivision_code');
    expect(national.body.data.holidays).toContainEqual({ date: '2024-07-04', weekday: 4, kind: 'public_holiday', label: 'Independence Day' });
  });

  it('should list years outside the compiled tables (loading date-holidays for them)', async () => {
    const run = await daycalcJson(['holidays', '--country_code', 'US', '--year', '1800']);
    expect(run.status).toBe(EXIT.ok);
    expect(run.body.data.holidays.map((day: { date: string }) => day.date)).toEqual(oracleDates('US', undefined, 1800));
  });

  it('should list nothing with --include_public_holidays false', async () => {
    for (const argv of [['--include_public_holidays', 'false'], ['--include_public_holidays=false']]) {
      const run = await daycalcJson(['holidays', '--country_code', 'DE', '--year', '2026', ...argv]);
      expect(run.status).toBe(EXIT.ok);
      expect(run.body.data).toMatchObject({ include_public_holidays: false, holidays: [] });
    }
  });

  it('should answer INVALID_COUNTRY and INVALID_SUBDIVISION, exit 1', async () => {
    expectError(await daycalcJson(['holidays', '--country_code', 'XX', '--year', '2026']), 'INVALID_COUNTRY', 'XX');
    expectError(await daycalcJson(['holidays', '--country_code', 'DE', '--subdivision_code', 'ZZ', '--year', '2026']), 'INVALID_SUBDIVISION', 'ZZ');
    expectError(await daycalcJson(['holidays', '--country_code', 'DE', '--subdivision_code', 'US-CA', '--year', '2026']), 'INVALID_SUBDIVISION', 'subdivision_code');
  });

  it('should answer VALIDATION_ERROR for a bad year or flag value, exit 1', async () => {
    for (const year of ['twenty', '2026.5', '0', '10000', '-1', '']) {
      expectError(await daycalcJson(['holidays', '--country_code', 'DE', `--year=${year}`]), 'VALIDATION_ERROR', 'year');
    }
    expectError(await daycalcJson(['holidays', '--country_code', 'DEU', '--year', '2026']), 'VALIDATION_ERROR', 'country_code');
    expectError(await daycalcJson(['holidays', '--country_code', 'DE', '--year', '2026', '--include_public_holidays=maybe']), 'VALIDATION_ERROR', 'include_public_holidays');
  });

  it('should answer INVALID_REQUEST without --year or --start_date, exit 1 (before any value error); country_code defaults to US as in every calendar', async () => {
    expectError(await daycalcJson(['holidays', '--country_code', 'DE']), 'INVALID_REQUEST', 'year');
    expectError(await daycalcJson(['holidays', '--country_code', 'XX']), 'INVALID_REQUEST', 'year');
    expectError(await daycalcJson(['holidays', '--country_code', 'DEU']), 'INVALID_REQUEST', 'year');
    expectError(await daycalcJson(['holidays']), 'INVALID_REQUEST', 'year');
    const us = await daycalcJson(['holidays', '--year', '2026']);
    expect(us.status).toBe(EXIT.ok);
    expect(us.body.data.country_code).toBe('US');
  });

  it('should list a period given by --start_date and --end_date, and take the other calendar flags', async () => {
    const run = await daycalcJson(['holidays', '--start_date', '2025-12-20', '--end_date', '2026-01-10', '--country_code', 'GB', '--subdivision_code', 'ENG', '--working_days', '1,2,3,4,5']);
    expect(run.status).toBe(EXIT.ok);
    expect(run.body.data.holidays.map((day: { date: string }) => day.date)).toEqual([...oracleDates('GB', 'ENG', 2025), ...oracleDates('GB', 'ENG', 2026)].filter((date) => date >= '2025-12-20' && date <= '2026-01-10'));
    expectError(await daycalcJson(['holidays', '--start_date', '2025-01-01', '--end_date', '2026-01-02']), 'RANGE_TOO_LARGE', 'end_date');
  });

  it('should give the spec precedence: a bad value before an unknown country', async () => {
    expectError(await daycalcJson(['holidays', '--country_code', 'XX', '--year', 'soon']), 'VALIDATION_ERROR', 'year');
  });

  it('should treat unknown flags and extra arguments as usage errors, exit 2', async () => {
    for (const argv of [['holidays', '--country_code', 'DE', '--year', '2026', '--detailed'], ['holidays', '{"country_code":"DE"}', '--year', '2026']]) {
      const run = await daycalc(argv);
      expect(run.status, argv.join(' ')).toBe(EXIT.usage);
      expect(run.stderr).toMatch(/^daycalc: /);
    }
  });
});

describe('parseCommandLine for countries and holidays', () => {
  it('should coerce the flags by the catalog fields\' types, as for every operation', () => {
    expect(parseCommandLine(['holidays', '--country_code', 'DE', '--year', '2026', '--include_public_holidays', 'false', '--pretty'])).toMatchObject({
      ok: true,
      command: { kind: 'run', definition: { name: 'holidays' }, source: { kind: 'flags', body: { country_code: 'DE', year: 2026, include_public_holidays: false } }, pretty: true },
    });
    expect(parseCommandLine(['countries'])).toMatchObject({ ok: true, command: { kind: 'run', definition: { name: 'countries' }, source: { kind: 'auto' }, pretty: false } });
    expect(parseCommandLine(['countries', '{"country_code":"FR"}'])).toMatchObject({ ok: true, command: { kind: 'run', source: { kind: 'json', text: '{"country_code":"FR"}' } } });
    expect(parseCommandLine(['-v'])).toEqual({ ok: true, command: { kind: 'version' } });
  });
});

describe('daycalc holidays in a fresh process (no holiday data loaded beforehand, unlike this test process)', () => {
  const bin = fileURLToPath(new URL('../../src/cli/bin.ts', import.meta.url));
  const run = (args: readonly string[]) => spawnSync(process.execPath, ['--import', 'tsx', bin, ...args], { encoding: 'utf8', timeout: 60_000 });

  it('should load the region\'s table, and date-holidays for a year outside the tables, by itself', () => {
    for (const [args, year] of [[['holidays', '--country_code', 'DE', '--subdivision_code', 'BY', '--year', '2026'], 2026], [['holidays', '--country_code', 'US', '--year', '1800'], 1800]] as const) {
      const child = run(args);
      expect(child.status, child.stderr).toBe(0);
      const body = JSON.parse(child.stdout);
      expect(body.data.holidays.map((day: { date: string }) => day.date)).toEqual(oracleDates(args[2], args.length > 5 ? args[4] : undefined, year));
    }
  }, 120_000);
});
