import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The holiday tables ship once (tsup.config.ts, shareHolidayTables): the Node, CommonJS and CLI builds
// load the per-module ESM build's dist/calendars/holidayTables/*.js with a dynamic import() whose path
// is written at build time. This checks that every such path resolves from the file it is written in,
// that no build carries a copy of a table, and that the CommonJS and CLI builds really load them.

const DIST = fileURLToPath(new URL('../../dist/', import.meta.url));

/** Every .js/.cjs file under a directory. */
function files(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return files(path);
    return /\.c?js$/.test(entry.name) ? [path] : [];
  });
}

describe('the holiday tables in dist', () => {
  const all = files(DIST);
  const tableImport = /import\("((?:\.\.?\/)+calendars\/holidayTables\/[A-Z]{2}(?:\.subdivisions)?\.js)"\)/g;

  it('are loaded by the CommonJS and CLI builds from the ESM copy, and every such path resolves', () => {
    const importers = new Map<string, number>();
    const unresolved: string[] = [];
    for (const file of all) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(tableImport)) {
        importers.set(relative(DIST, file), (importers.get(relative(DIST, file)) ?? 0) + 1);
        const target = join(dirname(file), match[1]!);
        if (!statSync(target, { throwIfNoEntry: false })?.isFile()) unresolved.push(`${relative(DIST, file)} -> ${match[1]}`);
      }
    }
    expect(unresolved).toEqual([]);
    const names = [...importers.keys()];
    expect(names.some((name) => name.endsWith('.cjs'))).toBe(true);
    expect(names.some((name) => name.startsWith('cli/'))).toBe(true);
    // Each importer names every country (207 tables plus the subdivision modules).
    for (const count of importers.values()) expect(count).toBeGreaterThan(207);
  });

  it('are not copied by the CommonJS and CLI builds', () => {
    const copies = all.filter((file) => /[\\/][A-Z]{2}(?:\.subdivisions)?-[A-Z0-9]{8}\.c?js$/.test(file)).map((file) => relative(DIST, file));
    expect(copies.filter((file) => file.endsWith('.cjs') || file.startsWith('cli/'))).toEqual([]);
    expect(statSync(join(DIST, 'calendars/holidayTables/US.js')).isFile()).toBe(true);
  });
});
