// Issue 32 item 3: the limits the docs state are the code's constants. The spec sets them (the limits
// section), the behaviour tests hold the code to them, and this holds the docs' text to the code, so a
// changed limit cannot leave a stale number in a table.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SAVED_CALENDAR_MAX_CUSTOM_HOLIDAYS, SAVED_CALENDAR_MAX_EXCLUDED_DATES } from '../../src/calendars/savedCalendarLimits.ts';
import { ADD_BUSINESS_DAYS_MAX_AMOUNT, ADD_BUSINESS_DAYS_MAX_DETAILED_WALK_DAYS, BUSINESS_DAYS_BETWEEN_MAX_DETAILED_SPAN_DAYS, BUSINESS_DAYS_BETWEEN_MAX_SPAN_DAYS } from '../../src/fields/limits.ts';
import { DEFAULT_PLANS, MAX_BODY_BYTES } from '../../src/protocol/wire.ts';

const doc = (name: string): string => readFileSync(new URL(`../../docs/${name}`, import.meta.url), 'utf8');
/** `36525` as the docs write it: `36,525`. */
const written = (value: number): string => value.toLocaleString('en-US');

/** The row of a Markdown table whose first cell contains `label`, as its cells (split at ` | `: a cell may hold `|x|` in code). */
function row(text: string, label: string): string[] {
  const line = text.split('\n').find((candidate) => candidate.startsWith('| ') && candidate.split(' | ')[0]!.includes(label));
  if (line === undefined) throw new Error(`no table row for ${label}`);
  return line.replace(/^\| | \|$/g, '').split(' | ').map((cell) => cell.trim());
}

describe('the limits in the docs are the code constants', () => {
  it('docs/business-days.md, Limits', () => {
    const text = doc('business-days.md');
    expect(row(text, '`business-days-between` span, counted inclusively')[1]).toBe(`${written(BUSINESS_DAYS_BETWEEN_MAX_SPAN_DAYS)} days`);
    expect(row(text, '`business-days-between` span with `detailed: true`')[1]).toBe(`${written(BUSINESS_DAYS_BETWEEN_MAX_DETAILED_SPAN_DAYS)} days`);
    expect(row(text, '`add-business-days` `days`')[1]).toBe(`-${written(ADD_BUSINESS_DAYS_MAX_AMOUNT)} to ${written(ADD_BUSINESS_DAYS_MAX_AMOUNT)}`);
    expect(row(text, '`add-business-days` with `detailed: true`')[1]).toBe(written(ADD_BUSINESS_DAYS_MAX_DETAILED_WALK_DAYS));
    expect(SAVED_CALENDAR_MAX_EXCLUDED_DATES).toBe(SAVED_CALENDAR_MAX_CUSTOM_HOLIDAYS);
    expect(row(text, 'saved calendar: `custom_holidays`, `excluded_dates`')[1]).toBe(`${written(SAVED_CALENDAR_MAX_CUSTOM_HOLIDAYS)} entries each`);
  });

  it('docs/gateway.md: the body size and the plans', () => {
    const text = doc('gateway.md');
    expect(text).toContain(`at most ${written(MAX_BODY_BYTES)} bytes`);
    const { free, pro, business } = DEFAULT_PLANS;
    expect(text.replace(/\s+/g, ' ')).toContain(
      `free ${written(free.per_minute)}/min and ${written(free.per_month)}/month, pro ${written(pro.per_minute)} and ${written(pro.per_month)}, business ${written(business.per_minute)} and ${written(business.per_month)}`,
    );
  });
});
