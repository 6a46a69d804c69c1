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
    const importers = new Map<string, { countries: number; subdivisions: number }>();
    const unresolved: string[] = [];
    for (const file of all) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(tableImport)) {
        const counts = importers.get(relative(DIST, file)) ?? { countries: 0, subdivisions: 0 };
        counts[match[1]!.endsWith('.subdivisions.js') ? 'subdivisions' : 'countries']++;
        importers.set(relative(DIST, file), counts);
        const target = join(dirname(file), match[1]!);
        if (!statSync(target, { throwIfNoEntry: false })?.isFile()) unresolved.push(`${relative(DIST, file)} -> ${match[1]}`);
      }
    }
    expect(unresolved).toEqual([]);
    const names = [...importers.keys()];
    expect(names.some((name) => name.endsWith('.cjs'))).toBe(true);
    expect(names.some((name) => name.startsWith('cli/'))).toBe(true);
    // Each importer is the loaders of every country's table (207) or of every subdivisions module (36,
    // a module of its own that loadCalendar imports when a calendar names a subdivision); each build has both.
    const kinds = [...importers.values()].map(({ countries, subdivisions }) => `${countries}/${subdivisions}`);
    expect(new Set(kinds)).toEqual(new Set(['207/0', '0/36']));
    for (const build of [(name: string) => name.endsWith('.cjs'), (name: string) => name.startsWith('cli/')]) {
      const own = names.filter(build).map((name) => importers.get(name)!);
      expect(own.some((counts) => counts.countries === 207) && own.some((counts) => counts.subdivisions === 36)).toBe(true);
    }
  });

  it('holiday type and name tables are loaded the same way: from the ESM copy, every path resolving (issue 30)', () => {
    const layerImport = /import\("((?:\.\.?\/)+calendars\/(typeTables|nameTables)\/[A-Z]{2}(?:\.bank|\.optional)?\.js)"\)/g;
    const unresolved: string[] = [];
    const found = new Map<string, Set<string>>();
    for (const file of all) {
      for (const match of readFileSync(file, 'utf8').matchAll(layerImport)) {
        const name = relative(DIST, file);
        const build = name.endsWith('.cjs') ? 'cjs' : name.startsWith('cli/') ? 'cli' : 'esm';
        found.set(match[2]!, (found.get(match[2]!) ?? new Set()).add(build));
        if (!statSync(join(dirname(file), match[1]!), { throwIfNoEntry: false })?.isFile()) unresolved.push(`${name} -> ${match[1]}`);
      }
    }
    expect(unresolved).toEqual([]);
    expect([...(found.get('typeTables') ?? [])]).toEqual(expect.arrayContaining(['cjs', 'cli']));
    expect([...(found.get('nameTables') ?? [])]).toEqual(expect.arrayContaining(['cjs', 'cli']));
  });

  it('market tables are loaded the same way by every build, the Node build\'s too: from the ESM copy, every path resolving', () => {
    const marketImport = /import\("((?:\.\.?\/)+calendars\/marketTables\/([A-Z]{4,6})(\.earlyCloses)?\.js)"\)/g;
    const unresolved: string[] = [];
    const builds = new Set<string>();
    const markets = new Set<string>();
    for (const file of all) {
      for (const match of readFileSync(file, 'utf8').matchAll(marketImport)) {
        const name = relative(DIST, file);
        builds.add(name.endsWith('.cjs') ? 'cjs' : name.startsWith('cli/') ? 'cli' : 'esm');
        markets.add(`${match[2]}${match[3] ?? ''}`);
        if (!statSync(join(dirname(file), match[1]!), { throwIfNoEntry: false })?.isFile()) unresolved.push(`${name} -> ${match[1]}`);
      }
    }
    expect(unresolved).toEqual([]);
    expect([...builds].sort()).toEqual(['cjs', 'cli', 'esm']);
    expect(markets.has('XNYS') && markets.has('XNYS.earlyCloses') && markets.has('TARGET')).toBe(true);
    // No build carries a copy of a market's table (a chunk named after its module).
    expect(all.filter((file) => /[\\/](?:BVMF|IFEU|TARGET|X[A-Z]{3})(?:\.earlyCloses)?-[A-Z0-9]{8}\.c?js$/.test(file)).map((file) => relative(DIST, file))).toEqual([]);
  });

  it('are not copied by the CommonJS and CLI builds', () => {
    // The holiday tables, and the holiday type and name tables likewise (issue 30).
    const copies = all.filter((file) => /[\\/][A-Z]{2}(?:\.subdivisions|\.bank|\.optional)?-[A-Z0-9]{8}\.c?js$/.test(file)).map((file) => relative(DIST, file));
    expect(copies.filter((file) => file.endsWith('.cjs') || file.startsWith('cli/'))).toEqual([]);
    expect(statSync(join(DIST, 'calendars/holidayTables/US.js')).isFile()).toBe(true);
  });
});
