import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { catalog, OPERATION_NAMES } from '../../src/catalog.ts';

const BIN = fileURLToPath(new URL('../../dist/cli/bin.js', import.meta.url));
const REQUEST_ID = /^req_[0-9a-f]{32}$/;

interface BinRun {
  readonly status: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs the built `daycalc` with the arguments; stdin gets `input` and is then closed (never a TTY). */
function daycalc(args: readonly string[], input = ''): BinRun {
  const run = spawnSync(process.execPath, [BIN, ...args], { input, encoding: 'utf8', timeout: 20_000 });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

/** Runs `daycalc` and parses its stdout as JSON. */
function daycalcJson(args: readonly string[], input = ''): { status: number | null; body: any } {
  const run = daycalc(args, input);
  return { status: run.status, body: JSON.parse(run.stdout) };
}

function currentUtcDate(): string {
  return new Date().toISOString().slice(0, 10);
}

beforeAll(() => {
  if (!existsSync(BIN)) throw new Error(`${BIN} is missing: run \`npm run build\` (tsup) first`);
});

describe('daycalc (dist/cli/bin.js)', () => {
  it('should be an executable ESM script with a node shebang', () => {
    expect(readFileSync(BIN, 'utf8').startsWith('#!/usr/bin/env node\n')).toBe(true);
  });

  it('should print usage with exit 0 for --help of every command, and list them all in the main help', () => {
    for (const command of [['serve'], ['conform'], ['keys'], ['history']]) {
      const run = daycalc([...command, '--help']);
      expect([run.status, run.stdout]).toEqual([0, expect.stringMatching(new RegExp(`^Usage:[\\s\\S]*daycalc ${command[0]}`))]);
    }
    const main = daycalc(['--help']).stdout;
    for (const command of ['serve', 'mcp', 'conform', 'keys new', 'history']) expect(main).toContain(`daycalc ${command}`);
    expect(main).toContain('keys revoke --config FILE');
  });

  describe('success envelope', () => {
    it('should run a JSON argument and print data and meta, exit 0', () => {
      const run = daycalc(['day-of-week', '{"date":"2024-07-04"}']);
      expect(run.status).toBe(0);
      expect(run.stderr).toBe('');
      const body = JSON.parse(run.stdout);
      expect(Object.keys(body)).toEqual(['data', 'meta']);
      expect(body.data).toEqual({ date: '2024-07-04', weekday: 'Thursday', iso_weekday: 4 });
      expect(body.meta.api_version).toBe('v1');
      expect(body.meta.request_id).toMatch(REQUEST_ID);
      expect(run.stdout.endsWith('}\n')).toBe(true);
    });

    it('should give every call a new request id', () => {
      const first = daycalcJson(['day-of-week', '{"date":"2024-07-04"}']).body.meta.request_id;
      const second = daycalcJson(['day-of-week', '{"date":"2024-07-04"}']).body.meta.request_id;
      expect(first).toMatch(REQUEST_ID);
      expect(second).toMatch(REQUEST_ID);
      expect(first).not.toBe(second);
    });

    it('should read the body from stdin when there is no JSON argument and no field flag', () => {
      const { status, body } = daycalcJson(['week-number'], '{"date":"2021-01-03"}');
      expect(status).toBe(0);
      expect(body.data).toMatchObject({ date: '2021-01-03', iso_week: 53, iso_week_year: 2020, week_start: '2020-12-28', week_end: '2021-01-03' });
    });

    it('should read stdin when the JSON argument is "-"', () => {
      const { status, body } = daycalcJson(['date-difference', '-'], '{"start_date":"2023-01-01","end_date":"2023-03-15"}');
      expect(status).toBe(0);
      expect(body.data).toMatchObject({ total_days: 73, weeks: 10, remainder_days: 3, years: 0, months: 2, days: 14 });
    });

    it('should indent the output with --pretty', () => {
      const run = daycalc(['day-of-week', '{"date":"2024-07-04"}', '--pretty']);
      expect(run.status).toBe(0);
      expect(run.stdout).toContain('\n  "data": {\n    "date": "2024-07-04",');
      expect(JSON.parse(run.stdout).data.weekday).toBe('Thursday');
    });
  });

  describe('field flags', () => {
    it('should build the body from flags and coerce integers', () => {
      const { status, body } = daycalcJson(['add-days', '--start_date', '2024-01-31', '--days', '1', '--unit', 'months']);
      expect(status).toBe(0);
      expect(body.data).toEqual({ start_date: '2024-01-31', days: 1, unit: 'months', skip_weekends: false, result_date: '2024-02-29', weekday: 'Thursday' });
    });

    it('should accept negative numbers and the --name=value form', () => {
      expect(daycalcJson(['add-days', '--start_date', '2024-03-01', '--days', '-1']).body.data.result_date).toBe('2024-02-29');
      expect(daycalcJson(['add-days', '--start_date=2024-03-01', '--days=-1']).body.data.result_date).toBe('2024-02-29');
    });

    it('should read a bare boolean flag as true and take true/false values', () => {
      const friday = ['add-days', '--start_date', '2024-01-05', '--days', '1'];
      expect(daycalcJson([...friday, '--skip_weekends']).body.data).toMatchObject({ skip_weekends: true, result_date: '2024-01-08' });
      expect(daycalcJson([...friday, '--skip_weekends', 'true']).body.data).toMatchObject({ skip_weekends: true, result_date: '2024-01-08' });
      expect(daycalcJson([...friday, '--skip_weekends', 'false']).body.data).toMatchObject({ skip_weekends: false, result_date: '2024-01-06' });
      expect(daycalcJson(['add-days', '--skip_weekends', '--start_date', '2024-01-05', '--days', '1']).body.data.skip_weekends).toBe(true);
    });

    it('should coerce every flag of time-duration by its type', () => {
      const args = ['time-duration', '--start_time', '22:00', '--end_time', '06:00', '--next_day', '--break_minutes', '30'];
      const { status, body } = daycalcJson(args);
      expect(status).toBe(0);
      expect(body.data).toMatchObject({ start_time: '22:00', end_time: '06:00', break_minutes: 30, total_minutes: 450, hours: 7, minutes: 30 });
    });

    it('should coerce a number flag (unix-timestamp --timestamp)', () => {
      const { status, body } = daycalcJson(['unix-timestamp', '--timestamp', '1700000000']);
      expect(status).toBe(0);
      expect(body.data).toEqual({ unix_seconds: 1700000000, iso_utc: '2023-11-14T22:13:20.000Z', date: '2023-11-14', weekday: 'Tuesday' });
    });

    it('should coerce an array flag from a comma list or JSON', () => {
      // Validation runs before the calendar: a well-formed list passes it, a bad item fails it on working_days.
      for (const list of ['1,2,3', '[1,2,3]', '1, 2, 3']) {
        const { body } = daycalcJson(['is-business-day', '--date', '2024-07-04', '--working_days', list]);
        expect(['VALIDATION_ERROR', 'INVALID_REQUEST']).not.toContain(body.error?.code);
      }
      const bad = daycalcJson(['is-business-day', '--date', '2024-07-04', '--working_days', '1,9']);
      expect(bad.status).toBe(1);
      expect(bad.body.error.code).toBe('VALIDATION_ERROR');
      expect(bad.body.error.message).toMatch(/^working_days must be/);
    });

    it('should leave a value that does not coerce to validation (VALIDATION_ERROR, exit 1)', () => {
      const { status, body } = daycalcJson(['add-days', '--start_date', '2024-01-31', '--days', 'ten']);
      expect(status).toBe(1);
      expect(body.error.code).toBe('VALIDATION_ERROR');
      expect(body.error.message).toBe('days must be an integer from -36500 to 36500; received "ten"');
    });

    it('should not read stdin when flags are given', () => {
      const { status, body } = daycalcJson(['day-of-week', '--date', '2024-07-04'], '{"date":"2000-01-01"}');
      expect(status).toBe(0);
      expect(body.data.date).toBe('2024-07-04');
    });
  });

  describe('--today', () => {
    it('should set today for age.as_of_date', () => {
      const { status, body } = daycalcJson(['age', '--birth_date', '2000-02-29', '--today', '2024-02-28']);
      expect(status).toBe(0);
      expect(body.data).toMatchObject({ birth_date: '2000-02-29', as_of_date: '2024-02-28', years: 23, months: 11, days: 30 });
    });

    it('should yield to an explicit as_of_date', () => {
      const { body } = daycalcJson(['age', '{"birth_date":"2000-01-01","as_of_date":"2010-01-01"}', '--today', '2024-02-28']);
      expect(body.data).toMatchObject({ as_of_date: '2010-01-01', years: 10 });
    });

    it('should default to the current UTC date', () => {
      const before = currentUtcDate();
      const { status, body } = daycalcJson(['age', '{"birth_date":"2000-01-01"}']);
      expect(status).toBe(0);
      expect([before, currentUtcDate()]).toContain(body.data.as_of_date);
    });

    it('should be a usage error when it is not a date', () => {
      const run = daycalc(['age', '--birth_date', '2000-01-01', '--today', '2024-02-30']);
      expect(run.status).toBe(2);
      expect(run.stdout).toBe('');
      expect(run.stderr).toContain('--today');
    });
  });

  describe('error envelope (exit 1)', () => {
    it('should print exactly code, message and request_id', () => {
      const run = daycalc(['day-of-week', '{"date":"2023-02-29"}']);
      expect(run.status).toBe(1);
      const body = JSON.parse(run.stdout);
      expect(Object.keys(body)).toEqual(['error']);
      expect(Object.keys(body.error)).toEqual(['code', 'message', 'request_id']);
      expect(body.error.code).toBe('INVALID_DATE');
      expect(body.error.message).toContain('date');
      expect(body.error.request_id).toMatch(REQUEST_ID);
    });

    it('should report an invalid JSON argument as INVALID_JSON', () => {
      const { status, body } = daycalcJson(['week-number', '{"date":']);
      expect(status).toBe(1);
      expect(body.error.code).toBe('INVALID_JSON');
    });

    it('should report invalid JSON on stdin as INVALID_JSON', () => {
      const { status, body } = daycalcJson(['week-number'], 'not json');
      expect(status).toBe(1);
      expect(body.error.code).toBe('INVALID_JSON');
    });

    it('should report a JSON body that is not an object as INVALID_REQUEST', () => {
      expect(daycalcJson(['week-number', '[1]']).body.error.code).toBe('INVALID_REQUEST');
    });

    it('should read empty stdin as an empty body (a missing field)', () => {
      const { status, body } = daycalcJson(['week-number'], '');
      expect(status).toBe(1);
      expect(body.error).toMatchObject({ code: 'INVALID_REQUEST', message: 'date is required' });
    });

    it('should report unknown fields of a JSON body as UNKNOWN_FIELD', () => {
      expect(daycalcJson(['day-of-week', '{"date":"2024-07-04","tz":"UTC"}']).body.error.code).toBe('UNKNOWN_FIELD');
    });
  });

  describe('usage errors (exit 2)', () => {
    it.each([
      ['an unknown operation', ['no-such-op', '{}'], 'unknown operation "no-such-op"'],
      ['no operation', [], 'missing operation'],
      ['an unknown flag', ['add-days', '--start_date', '2024-01-01', '--dayz', '1'], 'unknown option "--dayz"'],
      ['an unknown global flag', ['--verbose'], 'unknown option "--verbose"'],
      ['a flag without its value', ['add-days', '--start_date'], '--start_date'],
      ['both a JSON body and field flags', ['day-of-week', '{"date":"2024-07-04"}', '--date', '2024-07-04'], 'not both'],
      ['two JSON arguments', ['day-of-week', '{}', '{}'], 'unexpected argument'],
    ])('should reject %s', (_, args, message) => {
      const run = daycalc(args);
      expect(run.status).toBe(2);
      expect(run.stdout).toBe('');
      expect(run.stderr).toContain(message);
    });
  });

  describe('--help', () => {
    it('should list every operation of the catalog with its summary', () => {
      for (const args of [['--help'], ['-h']]) {
        const run = daycalc(args);
        expect(run.status).toBe(0);
        const lines = run.stdout.split('\n');
        for (const name of OPERATION_NAMES) {
          const line = lines.find((text) => text.startsWith(`  ${name} `));
          expect(line?.trim(), name).toMatch(new RegExp(`^${name} +\\S`));
          expect(line?.endsWith(catalog[name].summary), name).toBe(true);
        }
        expect(run.stdout).toContain('--today');
      }
    });

    it.each(OPERATION_NAMES)('should list the fields of %s from the catalog', (name) => {
      const definition = catalog[name];
      const run = daycalc([name, '--help']);
      expect(run.status).toBe(0);
      expect(run.stdout).toContain(definition.summary);
      for (const [field, spec] of Object.entries(definition.fields)) {
        const line = run.stdout.split('\n').find((text) => text.startsWith(`  --${field} `));
        expect(line, field).toBeDefined();
        expect(line).toContain(spec.required ? 'required' : 'optional');
        if (spec.default !== undefined) expect(line).toContain(`default ${JSON.stringify(spec.default)}`);
        expect(run.stdout).toContain(definition.fieldDescriptions[field]);
        expect(run.stdout).toContain(`Must be ${spec.expects}.`);
      }
    });

    it('should show field types and a runnable example', () => {
      const help = daycalc(['add-days', '--help']).stdout;
      expect(help).toContain('--start_date <date>  (required)');
      expect(help).toContain('--days <integer>  (required)');
      expect(help).toContain('--skip_weekends [true|false]  (optional, default false)');
      expect(help).toContain('daycalc add-days --start_date 2024-01-31 --days 1 --unit months');
      expect(daycalc(['is-business-day', '--help']).stdout).toContain('--working_days <integer,...>  (optional, default [1,2,3,4,5])');
    });
  });

  describe('--version, countries and holidays (the built bundle loads the holiday data by itself)', () => {
    it('should print the package version for --version and -v, exit 0', () => {
      const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
      for (const flag of ['--version', '-v']) expect(daycalc([flag])).toEqual({ status: 0, stdout: `${version}\n`, stderr: '' });
    });

    it('should list countries and one country in the success envelope, exit 0; INVALID_COUNTRY exit 1', () => {
      const all = daycalcJson(['countries']);
      expect(all.status).toBe(0);
      expect(all.body.data.countries.length).toBeGreaterThan(150);
      const germany = daycalcJson(['countries', '--country_code', 'de']);
      expect(germany.body.data.countries[0]).toMatchObject({ code: 'DE', name: 'Germany' });
      const unknown = daycalcJson(['countries', '--country_code', 'XX']);
      expect([unknown.status, unknown.body.error.code]).toEqual([1, 'INVALID_COUNTRY']);
    });

    it('should list a subdivision\'s holidays, in the tables\' window and outside it, exit 0; spec codes exit 1', () => {
      const bavaria = daycalcJson(['holidays', '--country_code', 'DE', '--subdivision_code', 'BY', '--year', '2026']);
      expect(bavaria.status).toBe(0);
      expect(bavaria.body.data.holidays[0]).toEqual({ date: '2026-01-01', weekday: 4, kind: 'public_holiday', label: "New Year's Day" });
      const old = daycalcJson(['holidays', '--country_code', 'US', '--year', '1800']);
      expect(old.status).toBe(0);
      expect(old.body.data.holidays).toContainEqual({ date: '1800-07-04', weekday: 5, kind: 'public_holiday', label: 'Independence Day' });
      for (const [args, code] of [
        [['--country_code', 'XX', '--year', '2026'], 'INVALID_COUNTRY'],
        [['--country_code', 'DE', '--subdivision_code', 'ZZ', '--year', '2026'], 'INVALID_SUBDIVISION'],
        [['--country_code', 'DE', '--year', 'soon'], 'VALIDATION_ERROR'],
      ] as const) {
        const run = daycalcJson(['holidays', ...args]);
        expect([run.status, run.body.error.code], args.join(' ')).toEqual([1, code]);
      }
    });

    it('should list both commands in the main help and give each its own help', () => {
      const main = daycalc(['--help']).stdout;
      expect(main).toContain('daycalc countries --country_code DE');
      expect(main).toContain('daycalc holidays --country_code DE --subdivision_code BY --year 2026');
      for (const command of ['countries', 'holidays']) expect(daycalc([command, '--help']).stdout).toMatch(new RegExp(`^Usage: daycalc ${command}`));
    });
  });
});
