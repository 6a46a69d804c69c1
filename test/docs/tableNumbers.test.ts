// Issue 32 item 3: the holiday tables' sizes docs/business-days.md quotes are measured from the
// generated modules, and the counts the docs quote (operations, markets, type and name tables,
// checked facts) are read from the code and its data (`npm run docs:numbers` writes both), not
// copied by hand.
import { describe, expect, it } from 'vitest';
import { CODE_NUMBERS, measureCode, measureTables, TABLE_NUMBERS, updateDocs, type DocNumbers, type NumberName } from '../../scripts/docNumbers.ts';

/** The marked numbers of `group` whose text differs from `measured`, one line each. */
function staleLines(measured: DocNumbers, group: readonly NumberName[]): string[] {
  const { names, stale } = updateDocs(measured, false);
  expect([...names]).toEqual(expect.arrayContaining([...group]));
  return stale.filter((span) => (group as readonly string[]).includes(span.name)).map((span) => `${span.file}:${span.line}: numbers:${span.name} says ${span.written}, measured ${span.measured}`);
}

describe('the holiday tables\' numbers in the docs', () => {
  it('are the measured ones', () => {
    const measured = measureTables();
    expect(Object.keys(measured).sort()).toEqual([...TABLE_NUMBERS].sort());
    expect(staleLines(measured, TABLE_NUMBERS), 'run `npm run docs:numbers`').toEqual([]);
  });
});

describe('the counts the docs quote from the code', () => {
  it('are the code\'s', () => {
    const measured = measureCode();
    expect(Object.keys(measured).sort()).toEqual([...CODE_NUMBERS].sort());
    expect(measured.operations).toBeGreaterThanOrEqual(13);
    expect(staleLines(measured, CODE_NUMBERS), 'run `npm run docs:numbers`').toEqual([]);
  });
});
