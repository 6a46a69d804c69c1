import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { DAY_REASONS } from '../../src/calendars/resolvedCalendar.ts';
import { catalog, OPERATION_NAMES, type OperationName } from '../../src/catalog.ts';
import { buildOpenApiDocument } from '../../src/openapi/buildOpenApiDocument.ts';
import { PLAYGROUND_SCRIPT } from '../../src/playground/playgroundScript.generated.ts';
import { ERROR_HEADLINE, renderHeadline } from '../../src/playground/renderHeadline.ts';
import { execute } from '../../src/catalog/execute.ts';

/** What each operation's catalog example reads as (today: 2024-06-15). */
const EXAMPLE_HEADLINES: Record<OperationName, string> = {
  'date-difference': '73 days from 2023-01-01 to 2023-03-15: 0 years, 2 months and 14 days, or 10 weeks and 3 days',
  'add-days': '2024-02-29, a Thursday: 1 month from 2024-01-31',
  'business-days-between': '4 business days, 5 calendar days; 1 public holiday skipped',
  'add-business-days': '2024-12-31 is 5 business days from 2024-12-20 (11 calendar days; 2 public holidays skipped)',
  'is-business-day': '2024-07-04 is a Thursday: not a business day (public holiday: Independence Day), next 2024-07-05',
  age: '33 years, 9 months and 13 days old on 2024-03-01; next birthday 2024-05-17, in 77 days',
  'time-duration': '8 hours 0 minutes (8 decimal hours) from 09:00 to 17:30, after 30 minutes of break',
  'week-number': '2021-01-03 is in ISO week 53 of 2020, from 2020-12-28 to 2021-01-03',
  'day-of-week': '2024-07-04 is a Thursday (ISO weekday 4)',
  'unix-timestamp': '1700000000 Unix seconds is 2023-11-14T22:13:20.000Z, a Tuesday',
  holidays: '12 holidays in DE-BY from 2026-01-01 to 2026-12-31',
  countries: 'Germany (DE), 16 subdivisions: public holidays from python-holidays 0.105; date-holidays 3.37.0',
  'adjust-date': '2026-07-03 rolls to 2026-07-06 under modified_following (3 days): a public holiday, Independence Day (observed)',
};

async function headlineOf(name: OperationName, body: unknown): Promise<string | undefined> {
  const result = await execute(name, body, { today: '2024-06-15' });
  if (!result.ok) throw new Error(`${name}: ${result.error.code} ${result.error.message}`);
  return renderHeadline(catalog[name].headline, result.data);
}

/** Every `{field}` of a headline spec, as a dotted path. */
function placeholders(spec: unknown): string[] {
  const templates =
    typeof spec === 'string'
      ? [spec]
      : [...Object.values((spec as { cases: Record<string, string> }).cases), ...[(spec as { otherwise?: string }).otherwise ?? []].flat()];
  return templates.flatMap((template) => [...template.matchAll(/\{([\w.]+)/g)].map((match) => match[1] as string));
}

describe('headlines: each operation reads at a glance, from its catalog entry', () => {
  it.each(OPERATION_NAMES)('%s: the catalog example renders its headline', async (name) => {
    expect(await headlineOf(name, catalog[name].example)).toBe(EXAMPLE_HEADLINES[name]);
  });

  it('has a headline for every operation, naming only fields of the response schema, carried by the OpenAPI document', () => {
    const doc = buildOpenApiDocument() as any;
    expect(OPERATION_NAMES).toHaveLength(13);
    for (const name of OPERATION_NAMES) {
      const spec = catalog[name].headline;
      expect(spec, name).toBeDefined();
      const success = doc.paths[`/api/v1/${name}`].post.responses['200'];
      expect(success['x-daycalc-headline'], name).toEqual(spec);
      const data = success.content['application/json'].schema.allOf[1].properties.data;
      for (const path of placeholders(spec)) {
        let schema = data;
        // An array's items by index (`countries.0.name`) and its `length`.
        for (const key of path.split('.')) schema = schema?.type === 'array' ? (/^\d+$/.test(key) ? schema.items : key === 'length' ? { type: 'integer' } : undefined) : schema?.properties?.[key];
        expect(schema, `${name}: {${path}}`).toBeDefined();
      }
      if (spec !== undefined && typeof spec !== 'string') expect(data.properties[spec.by], `${name}: by ${spec.by}`).toBeDefined();
    }
  });

  it('countries names the one country asked for, and counts them otherwise', async () => {
    const all = await execute('countries', {}, { today: '2024-06-15' });
    if (!all.ok) throw new Error(all.error.message);
    const count = (all.data as { count: number }).count;
    expect(count).toBeGreaterThan(200);
    expect(await headlineOf('countries', {})).toBe(`${count} countries with public holidays from python-holidays 0.105; date-holidays 3.37.0`);
    expect(await headlineOf('countries', { country_code: 'SG' })).toBe('Singapore (SG), 0 subdivisions: public holidays from python-holidays 0.105; date-holidays 3.37.0');
    expect(await headlineOf('countries', { country_code: 'CH' })).toMatch(/^Switzerland \(CH\), 26 subdivisions: /);
  });

  it('is-business-day picks its words by the reason', async () => {
    expect(await headlineOf('is-business-day', { date: '2026-02-28', country_code: 'DE' })).toBe('2026-02-28 is a Saturday: not a business day, next 2026-03-02');
    expect(await headlineOf('is-business-day', { date: '2024-12-27', country_code: 'DE' })).toBe('2024-12-27 is a Friday: a business day');
    const spec = catalog['is-business-day'].headline;
    const base = { date: '2024-07-04', is_business_day: false, weekday: 4, next_business_day: '2024-07-05', previous_business_day: '2024-07-03' };
    expect(renderHeadline(spec, { ...base, reason: 'custom_holiday', label: 'Founders day' })).toBe('2024-07-04 is a Thursday: not a business day (custom holiday: Founders day), next 2024-07-05');
    expect(renderHeadline(spec, { ...base, reason: 'custom_holiday' })).toBe('2024-07-04 is a Thursday: not a business day (custom holiday), next 2024-07-05');
    expect(renderHeadline(spec, { ...base, reason: 'excluded_date' })).toBe('2024-07-04 is a Thursday: not a business day (excluded date), next 2024-07-05');
    // A decreed working day: a weekend day the government made a working day.
    const decreed = { ...base, date: '2025-01-04', weekday: 6, is_business_day: true, reason: 'decreed_working_day', label: 'Working day (in exchange for the day off on 2025-01-01)' };
    expect(renderHeadline(spec, decreed)).toBe('2025-01-04 is a Saturday: a business day (decreed working day: Working day (in exchange for the day off on 2025-01-01))');
    expect(renderHeadline(catalog['adjust-date'].headline, { date: '2025-01-04', convention: 'following', adjusted_date: '2025-01-04', days_moved: 0, is_business_day: true, reason: 'decreed_working_day' })).toBe(
      '2025-01-04 is a business day (decreed working day): it stays under following',
    );
  });

  it('has a case for every reason of the classification order in the headlines picked by the reason', () => {
    for (const name of ['is-business-day', 'adjust-date'] as const) {
      const spec = catalog[name].headline;
      if (spec === undefined || typeof spec === 'string' || !('cases' in spec)) throw new Error(name);
      expect(Object.keys(spec.cases).sort(), name).toEqual([...DAY_REASONS].sort());
    }
  });

  it('reads the example of the issue, negative amounts and the add-days units', async () => {
    expect(await headlineOf('business-days-between', { start_date: '2026-12-21', end_date: '2027-01-08', country_code: 'DE', subdivision_code: 'BY' })).toBe(
      '12 business days, 19 calendar days; 3 public holidays skipped',
    );
    expect(await headlineOf('add-days', { start_date: '2024-03-01', days: -1, unit: 'days' })).toBe('2024-02-29, a Thursday: -1 day from 2024-03-01');
    expect(await headlineOf('add-days', { start_date: '2024-03-01', days: 2, unit: 'weeks' })).toBe('2024-03-15, a Friday: 2 weeks from 2024-03-01');
    expect(await headlineOf('add-days', { start_date: '2024-02-29', days: 1, unit: 'years' })).toBe('2025-02-28, a Friday: 1 year from 2024-02-29');
    expect(await headlineOf('date-difference', { start_date: '2024-03-01', end_date: '2024-02-29' })).toBe(
      '-1 day from 2024-03-01 to 2024-02-29: 0 years, 0 months and -1 day, or 0 weeks and -1 day',
    );
  });

  it('renders the template language: units, formats, optional parts, cases and absent fields', () => {
    expect(renderHeadline('{n:day}, {m:day}, {k:child/children}', { n: 1, m: 0, k: 3 })).toBe('1 day, 0 days, 3 children');
    expect(renderHeadline('{a.b} {w|weekday} {w2|weekday}', { a: { b: 'deep' }, w: 7, w2: 9 })).toBe('deep Sunday 9');
    expect(renderHeadline('x[ ({label})] y[ ({other})]', { label: 'L' })).toBe('x (L) y');
    expect(renderHeadline('{missing} and {here}', { here: 'here' })).toBe(' and here');
    expect(renderHeadline({ by: 'kind', cases: { a: 'A {v}' }, otherwise: 'other {v}' }, { kind: 'b', v: 1 })).toBe('other 1');
    expect(renderHeadline({ by: 'flag', cases: { true: 'yes', false: 'no' } }, { flag: false })).toBe('no');
    expect(renderHeadline({ by: 'kind', cases: { a: 'A' } }, { kind: 'zzz' })).toBeUndefined();
    expect(renderHeadline({ by: 'kind', cases: { a: 'A' } }, { kind: 'constructor' })).toBeUndefined();
    expect(renderHeadline(undefined, { a: 1 })).toBeUndefined();
    expect(renderHeadline('{a}', null)).toBeUndefined();
    expect(renderHeadline('{label}', { label: 'a {label} b [x]' })).toBe('a {label} b [x]');
  });

  it('reads an error as its code in words and its message', async () => {
    const result = await execute('day-of-week', { date: '2023-02-29' });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(renderHeadline(ERROR_HEADLINE, result.error)).toBe('Invalid date: date "2023-02-29" is not a calendar date (February 2023 has 28 days)');
    expect(renderHeadline(ERROR_HEADLINE, { code: 'MISSING_API_KEY', message: 'An API key is required' })).toBe('Missing API key: An API key is required');
    expect(renderHeadline(ERROR_HEADLINE, { code: 'INVALID_JSON', message: 'x' })).toBe('Invalid JSON: x');
  });

  it('the page embeds the same renderer, self-contained', () => {
    // The bundled script's own `function renderHeadline`, found by parsing it, run on its own.
    const script = ts.createSourceFile('playground.js', PLAYGROUND_SCRIPT, ts.ScriptTarget.ES2022);
    let source = '';
    const visit = (node: ts.Node): void => {
      if (ts.isFunctionDeclaration(node) && node.name?.text === 'renderHeadline') source = node.getText(script);
      else ts.forEachChild(node, visit);
    };
    visit(script);
    expect(source).toMatch(/^function renderHeadline\(/);
    const embedded = new Function(`${source}\nreturn renderHeadline;`)() as typeof renderHeadline;
    expect(embedded(catalog['is-business-day'].headline, { date: '2026-02-28', weekday: 6, reason: 'non_working_weekday', next_business_day: '2026-03-02' })).toBe(
      '2026-02-28 is a Saturday: not a business day, next 2026-03-02',
    );
  });
});
