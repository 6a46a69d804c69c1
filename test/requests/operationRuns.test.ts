import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { catalog, OPERATION_NAMES } from '../../src/catalog.ts';
import { getRun } from '../../src/catalog/operationRuns.ts';

describe('what execute runs (getRun) and the catalog', () => {
  it('each operation name finds the run and the field table of its catalog entry, and nothing else is found', () => {
    for (const name of OPERATION_NAMES) {
      const run = getRun(name);
      const entry = catalog[name] as { run: unknown; fields: unknown; exactlyOneOf?: unknown; rules?: unknown };
      expect(run?.run, name).toBe(entry.run);
      expect(run?.fields, name).toBe(entry.fields);
      expect(run?.exactlyOneOf, name).toBe(entry.exactlyOneOf);
      expect(run?.rules, name).toBe(entry.rules);
    }
    for (const name of ['constructor', '__proto__', 'toString', 'day_of_week', '/day-of-week', '']) expect(getRun(name), name).toBeUndefined();
  });

  it('execute and validateRequest look operations up without the catalog (its words and response schemas stay out of their bundles)', () => {
    for (const file of ['execute.ts', 'validateRequest.ts', 'operationRuns.ts', 'operationRuns.generated.ts']) {
      const text = readFileSync(new URL(`../../src/catalog/${file}`, import.meta.url), 'utf8');
      // Types from the catalog are fine (erased); a value import of it is not.
      const valueImports = text.split('\n').filter((line) => /^import \{/.test(line) && /from '\.\.\/catalog\.ts'/.test(line));
      expect(valueImports, file).toEqual([]);
      expect(text, file).not.toMatch(/from '\.\.\/operations\/\w+\/(entry|response)\.ts'/);
    }
  });
});

describe('a run takes the dates the request check read', () => {
  // 2024-07-04 is 19,908 days after 1970-01-01; 2024-07-05, 19,909. A context day that differs from the
  // input's text shows which one the run used: execute passes the days its check read, a caller with no
  // context gets the input's dates read.
  const july4 = 19_908;
  const july5 = 19_909;
  const runOf = (name: string) => getRun(name)!.run as (input: Record<string, unknown>, context: Record<string, unknown>) => { ok: boolean; value?: Record<string, unknown> };

  it('day-of-week and week-number read `firstDay`, else the date', () => {
    expect(runOf('day-of-week')({ date: '2024-07-04' }, { firstDay: july5 }).value?.iso_weekday).toBe(5);
    expect(runOf('day-of-week')({ date: '2024-07-04' }, {}).value?.iso_weekday).toBe(4);
    // 2024-12-29 is a Sunday of ISO week 52; 2024-12-30 (20,087) a Monday of week 1 of 2025.
    expect(runOf('week-number')({ date: '2024-12-29' }, { firstDay: 20_087 }).value?.iso_week).toBe(1);
    expect(runOf('week-number')({ date: '2024-12-29' }, {}).value?.iso_week).toBe(52);
  });

  it('add-days, date-difference and age read `firstDay` and `secondDay`, else their dates', () => {
    const addDays = { start_date: '2024-07-04', days: 1, unit: 'days', skip_weekends: false };
    expect(runOf('add-days')(addDays, { firstDay: july5 }).value?.result_date).toBe('2024-07-06');
    expect(runOf('add-days')(addDays, {}).value?.result_date).toBe('2024-07-05');
    const difference = { start_date: '2024-07-04', end_date: '2024-07-14', include_end_date: false };
    expect(runOf('date-difference')(difference, { firstDay: july5, secondDay: july4 + 10 }).value?.total_days).toBe(9);
    expect(runOf('date-difference')(difference, {}).value?.total_days).toBe(10);
    const age = { birth_date: '2000-07-05', as_of_date: '2024-07-04' };
    // 2000-07-05 is day 11,143: the age's whole days come from the days read.
    expect(runOf('age')(age, { firstDay: 11_143, secondDay: july5 }).value?.total_days).toBe(july5 - 11_143);
    expect(runOf('age')(age, {}).value?.total_days).toBe(july4 - 11_143);
  });
});
