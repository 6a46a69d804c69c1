// What names every operation is generated from the catalog's list by scripts/generateOperations.ts
// (`npm run operations:generate`): each folder's unrolled argument checks, the root entry's operation
// block and the conformance kit's list. The committed files must be what it writes now.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GENERATED_PARTS, NOT_IN_ROOT, operationKitsModule, ROOT_BLOCK_END, ROOT_BLOCK_START, withRootBlock, writeOperations } from '../../scripts/generateOperations.ts';
import { folderOf } from '../../scripts/generateArgumentChecks.ts';
import { OPERATION_NAMES } from '../../src/catalog.ts';

const read = (path: string): string => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');

describe('the files generated from the catalog\'s list', () => {
  it('are what scripts/generateOperations.ts writes now (run `npm run operations:generate`)', async () => {
    expect(await writeOperations(true)).toEqual([]);
  });

  it('are every operation\'s arguments checks, the root entry, the kit\'s list and the list of runs', () => {
    expect(GENERATED_PARTS.map((part) => part.path)).toEqual([
      ...OPERATION_NAMES.map((name) => `src/operations/${folderOf(name)}/arguments.generated.ts`),
      'src/index.ts',
      'src/testing/operationKits.generated.ts',
      'src/catalog/operationRuns.generated.ts',
    ]);
  });

  it('the root entry\'s block re-exports each folder\'s index.ts in the catalog\'s order, but the operations of daycalc/countries', () => {
    const root = read('src/index.ts');
    const block = root.slice(root.indexOf(ROOT_BLOCK_START) + ROOT_BLOCK_START.length, root.indexOf(ROOT_BLOCK_END)).trim().split('\n');
    const shown = OPERATION_NAMES.filter((name) => !NOT_IN_ROOT.includes(name));
    expect(block).toEqual(shown.map((name) => `export * from './operations/${folderOf(name)}/index.ts';`));
    expect(NOT_IN_ROOT).toEqual(['countries']);
    expect(read('src/countries/index.ts')).toContain("export * from '../operations/countries/index.ts';");
  });

  it('would see a stale part: a missing, an extra or a reordered line of the root block is put right, and no marker is an error', () => {
    const root = read('src/index.ts');
    const line = "export * from './operations/addDays/index.ts';\n";
    expect(root).toContain(line);
    expect(withRootBlock(root.replace(line, ''))).toBe(root);
    expect(withRootBlock(root.replace(line, `${line}export * from './operations/gone/index.ts';\n`))).toBe(root);
    expect(withRootBlock(root.replace(line, '').replace(`${ROOT_BLOCK_END}\n`, `${line}${ROOT_BLOCK_END}\n`))).toBe(root);
    expect(() => withRootBlock(root.replace(ROOT_BLOCK_END, '// the end'))).toThrow(/markers/);
    expect(operationKitsModule()).toBe(read('src/testing/operationKits.generated.ts'));
    expect(operationKitsModule()).not.toBe(read('src/testing/operationKits.generated.ts').replace("  age: ageKit,\n", ''));
  });
});
