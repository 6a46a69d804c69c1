// Issue 32 item 3: the holiday tables' sizes docs/business-days.md quotes are measured from the
// generated modules (`npm run docs:numbers` writes them), not copied by hand.
import { describe, expect, it } from 'vitest';
import { measureTables, TABLE_NUMBERS, updateDocs } from '../../scripts/docNumbers.ts';

describe('the holiday tables\' numbers in the docs', () => {
  it('are the measured ones', () => {
    const measured = measureTables();
    expect(Object.keys(measured).sort()).toEqual([...TABLE_NUMBERS].sort());
    const { names, stale } = updateDocs(measured, false);
    expect([...names]).toEqual(expect.arrayContaining([...TABLE_NUMBERS]));
    const lines = stale.filter((span) => (TABLE_NUMBERS as readonly string[]).includes(span.name)).map((span) => `${span.file}:${span.line}: numbers:${span.name} says ${span.written}, measured ${span.measured}`);
    expect(lines, 'run `npm run docs:numbers`').toEqual([]);
  });
});
