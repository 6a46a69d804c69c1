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
