import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ARCHITECTURE_DOC_PATH, importCircles, LAYERS, layerOf, readSourceFiles, upwardImports, withLayerBlock } from '../scripts/architecture.ts';

const SRC = fileURLToPath(new URL('../src/', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sourceFiles(join(dir, entry.name)) : entry.name.endsWith('.ts') ? [join(dir, entry.name)] : [],
  );
}

/** Source without comments, so JSDoc that mentions `Date.now` does not count. */
function code(file: string): string {
  return readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');
}

const files = sourceFiles(SRC).map((file) => ({ path: relative(SRC, file).replaceAll('\\', '/'), text: code(file) }));
const core = files.filter((file) => !/^(cli|gateway)\//.test(file.path));
const gateway = files.filter((file) => file.path.startsWith('gateway/'));

describe('architecture: the core is pure and portable', () => {
  it('nothing outside src/cli imports node:* or touches process', () => {
    const offenders = [...core, ...gateway].filter((file) => /from ['"]node:|import\(['"]node:|\bprocess\./.test(file.text)).map((file) => file.path);
    expect(offenders).toEqual([]);
  });

  it('the core reads no clock, draws no random numbers and touches no globals or Web Crypto', () => {
    const forbidden = /\bDate\.now\b|new Date\(\s*\)|\bMath\.random\b|\bglobalThis\b|\bcrypto\.|\bperformance\.now\b|\bself\.|\blocalStorage\b/;
    expect(core.filter((file) => forbidden.test(file.text)).map((file) => file.path)).toEqual([]);
  });

  it('the gateway reads the clock only as the default of its injected clock', () => {
    const clockReads = gateway.flatMap((file) => (file.text.match(/\bDate\.now\b|new Date\(\s*\)/g) ?? []).map(() => file.path));
    expect(clockReads).toEqual(['gateway/gatewayServices.ts']);
  });

  it('the library core (dates, fields, calendars, operations, their Result) holds no HTTP status, path, key or plan in its code', () => {
    // The core is every layer up to and including operations; the service layer (protocol/ and above) owns these.
    const libraryCore = files.filter((file) => !file.path.startsWith('calendars/holidayTables/') && layerOf(file.path) !== -1 && layerOf(file.path) <= layerOf('operations/addDays.ts'));
    expect(libraryCore.length).toBeGreaterThan(100);
    const http =
      /\b(?:401|403|404|405|413|422|429|500|502|503)\b|\bERROR_STATUS\b|\bhttpStatus\b|\/api\/v\d|\bAPI_BASE_PATH\b|\w+_PATH\b|api[_-]?key|\bapiKey|x-api-|\bauthorization\b|\bbearer\b|\bDEFAULT_PLANS\b|\bPlan(?:Name|Limits)\b|\bper_(?:minute|month)\b|\bmax_keys\b|['"](?:free|pro|business)['"]|from ['"][./]*protocol\//i;
    expect(libraryCore.filter((file) => http.test(file.text)).map((file) => file.path)).toEqual([]);
    // The check can fail: the error table of the service layer trips it.
    expect(files.filter((file) => file.path.startsWith('protocol/') && http.test(file.text)).length).toBeGreaterThan(0);
  });

  it('only the date-holidays reader imports date-holidays, and only by a dynamic import outside the generator', () => {
    const importers = files.filter((file) => /from ['"]date-holidays/.test(file.text)).map((file) => file.path);
    expect(importers).toEqual(['calendars/dateHolidaysSource.ts']);
    // Everything else reaches it through `import('./dateHolidaysSource.ts')`, so bundlers split it off.
    const staticImport = /^import (?!type\b)[^;]*from ['"][./\w]*dateHolidaysSource\.ts['"]/m;
    expect(files.filter((file) => staticImport.test(file.text)).map((file) => file.path)).toEqual([]);
    expect(files.filter((file) => /import\(['"]\.\/dateHolidaysSource\.ts['"]\)/.test(file.text)).map((file) => file.path)).toEqual(['calendars/loadCalendar.ts']);
  });

  it('holiday data are values: only the modules of daycalc/holidays/<code> import a country table statically, loadCalendar imports the others dynamically', () => {
    // A bundle then carries exactly the countries its code imports (issue 27, item 1).
    const countryTable = /^import (?!type\b)[^;]*from ['"][./\w]*holidayTables\/[A-Z]{2}(?:\.subdivisions)?\.ts['"]/m;
    const staticImporters = files.filter((file) => countryTable.test(file.text)).map((file) => file.path);
    const holidayModules = files.filter((file) => /^holidays\/[a-z]{2}\.ts$/.test(file.path)).map((file) => file.path);
    expect(holidayModules.length).toBeGreaterThan(150);
    expect(staticImporters.sort()).toEqual(holidayModules.sort());
    // Each module of daycalc/holidays/<code> imports its own country's tables and nothing else of the engine.
    for (const file of files.filter((entry) => holidayModules.includes(entry.path))) {
      const code = file.path.slice('holidays/'.length, -'.ts'.length).toUpperCase();
      const imported = [...file.text.matchAll(/^import (?!type\b)[^;]*from ['"]([^'"]+)['"]/gm)].map((match) => match[1]);
      expect(imported, file.path).toEqual(expect.arrayContaining([`../calendars/holidayTables/${code}.ts`]));
      expect(imported.every((path) => path === `../calendars/holidayTables/${code}.ts` || path === `../calendars/holidayTables/${code}.subdivisions.ts`), file.path).toBe(true);
    }
    // The loader reaches the tables through the generated index's dynamic imports only.
    const loaders = files.find((file) => file.path === 'calendars/holidayTables/index.ts');
    expect(loaders?.text).toMatch(/DE: \(\) => import\('\.\/DE\.ts'\)/);
  });

  it('keeps no process-wide holiday registry: nothing registers tables, and the old loader is gone', () => {
    const registry = /\b(?:registerCountryTable|registerSubdivisionTables|loadHolidays|publicHolidaysInYear|withoutBlockingFallback|holidayDataNeedOf|missingHolidayData|MAX_LOADS)\b/;
    expect(files.filter((file) => registry.test(file.text)).map((file) => file.path)).toEqual([]);
  });

  it('only daycalc/redis imports ioredis, and only the CLI and daycalc/redis reach into it (daycalc/gateway stays web-standard)', () => {
    const importers = files.filter((file) => /from ['"]ioredis['"]/.test(file.text)).map((file) => file.path);
    expect(importers.length).toBeGreaterThan(0);
    expect(importers.every((path) => path.startsWith('gateway/redis/'))).toBe(true);
    const users = files
      .filter((file) => !file.path.startsWith('gateway/redis/') && /(?:from |import\()['"][./]*(?:gateway\/)?redis\//.test(file.text))
      .map((file) => file.path);
    expect(users.every((path) => path.startsWith('cli/'))).toBe(true);
    expect(users.length).toBeGreaterThan(0);
  });

  it('only the conformance kit and daycalc conform import fast-check, and nothing else imports the kit', () => {
    const importers = files.filter((file) => /from ['"]fast-check['"]/.test(file.text)).map((file) => file.path);
    expect(importers.every((path) => path.startsWith('testing/') || path === 'cli/conform.ts')).toBe(true);
    const kitUsers = files.filter((file) => !file.path.startsWith('testing/') && /from ['"]\.\.?\/(?:\.\.\/)*testing\//.test(file.text)).map((file) => file.path);
    expect(kitUsers).toEqual(['cli/conform.ts']);
  });
});

describe('architecture: layers that only point down', () => {
  const sourceFiles = readSourceFiles();

  it('states the layer order, bottom first', () => {
    expect(LAYERS.map((layer) => layer.name)).toEqual([
      'foundation',
      'date',
      'fields',
      'calendars',
      'operations',
      'protocol',
      'requests',
      'catalog',
      'openapi',
      'gateway',
      'surfaces',
      'entries',
      'cli',
    ]);
  });

  it('puts every source file in a layer', () => {
    expect(sourceFiles.length).toBeGreaterThan(100);
    expect(sourceFiles.filter((file) => layerOf(file.path) === -1).map((file) => file.path)).toEqual([]);
  });

  it('has no import that points to a higher layer', () => {
    expect(upwardImports(sourceFiles)).toEqual([]);
  });

  it('has no circle of imports between files', () => {
    expect(importCircles(sourceFiles)).toEqual([]);
  });

  it('finds an upward import and a circle when there is one (the checks can fail)', () => {
    const made = [
      { path: 'date/a.ts', imports: ['catalog.ts'] },
      { path: 'catalog.ts', imports: ['calendars/b.ts'] },
      { path: 'calendars/b.ts', imports: ['calendars/c.ts'] },
      { path: 'calendars/c.ts', imports: ['calendars/b.ts'] },
    ];
    expect(upwardImports(made)).toEqual(['date/a.ts -> catalog.ts']);
    expect(importCircles(made)).toEqual([['calendars/b.ts', 'calendars/c.ts']]);
    expect(layerOf('gateway/index.ts')).toBeGreaterThan(layerOf('mcp/createMcpServer.ts'));
    expect(layerOf('gateway/createGatewayCore.ts')).toBeLessThan(layerOf('mcp/createMcpServer.ts'));
  });

  it('draws the diagram of docs/architecture.md from the imports as they are (run `npm run docs:architecture`)', () => {
    const doc = readFileSync(ARCHITECTURE_DOC_PATH, 'utf8');
    expect(withLayerBlock(doc, sourceFiles)).toBe(doc);
  });
});

describe('architecture: sizes a reader takes in at once', () => {
  const MAX_FILE_LINES = 300;
  const MAX_FUNCTION_LINES = 80;
  /** Generated files: the holiday data modules and tables, and any `*.generated.ts`. */
  const generated = (path: string): boolean => path.startsWith('holidays/') || path.startsWith('calendars/holidayTables/') || path.endsWith('.generated.ts');

  /** Every hand-written file over 300 lines (`file`) and function over 80 lines (`file#name`), with its length. */
  function oversized(): Map<string, number> {
    const found = new Map<string, number>();
    for (const file of sourceFiles(SRC)) {
      const path = relative(SRC, file).replaceAll('\\', '/');
      if (generated(path)) continue;
      const text = readFileSync(file, 'utf8');
      const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
      if (lines > MAX_FILE_LINES) found.set(path, lines);
      const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
      const visit = (node: ts.Node): void => {
        if (ts.isFunctionLike(node) && 'body' in node && node.body !== undefined) {
          // From the function's first token (its doc comment not counted) to its closing brace.
          const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
          const last = source.getLineAndCharacterOfPosition(node.getEnd()).line;
          const name = node.name?.getText(source) ?? `(anonymous at line ${first + 1})`;
          if (last - first + 1 > MAX_FUNCTION_LINES) found.set(`${path}#${name}`, last - first + 1);
        }
        ts.forEachChild(node, visit);
      };
      visit(source);
    }
    return found;
  }

  /** Known exceptions, each split on another branch of issue 29: empty this list as those branches merge. */
  const KNOWN_EXCEPTIONS = [
    'dashboard/dashboardScript.ts', // removed when branch i29-pages merges (the dashboard script as TypeScript modules)
    'dashboard/dashboardPage.ts#dashboardHtml', // removed when branch i29-pages merges
    'cli/serve.ts#runServe', // removed when branch i29-adapters merges
    'cli/fileCalendarStore.ts#createFileCalendarStore', // removed when branch i29-adapters merges
    'gateway/redis/createRedisStores.ts#createRedisStores', // removed when branch i29-adapters merges
  ];

  it('has no hand-written source file over 300 lines and no function over 80 lines', () => {
    const found = oversized();
    expect([...found].filter(([where]) => !KNOWN_EXCEPTIONS.includes(where)).map(([where, lines]) => `${where}: ${lines} lines`)).toEqual([]);
    // An exception that no longer exceeds (or no longer exists) is taken off the list.
    expect(KNOWN_EXCEPTIONS.filter((where) => !found.has(where))).toEqual([]);
  });
});
