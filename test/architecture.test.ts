import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { strictCompilerOptions } from './_helpers/typeCheckModules.ts';
import { ARCHITECTURE_DOC_PATH, browserImports, importCircles, isGeneratedTable, LAYERS, layerOf, readSourceFiles, upwardImports, withLayerBlock } from '../scripts/architecture.ts';

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
const core = files.filter((file) => !/^(cli|node|gateway|stores)\//.test(file.path));
const gateway = files.filter((file) => file.path.startsWith('gateway/'));
const stores = files.filter((file) => file.path.startsWith('stores/'));

describe('architecture: the core is pure and portable', () => {
  it('nothing outside src/cli, src/node and src/stores/file imports node:* or touches process', () => {
    const offenders = files.filter((file) => !/^(cli|node|stores\/file)\//.test(file.path)).filter((file) => /from ['"]node:|import\(['"]node:|\bprocess\./.test(file.text)).map((file) => file.path);
    expect(offenders).toEqual([]);
    // The rule holds for each room it exempts from above: each of them does use node:* (so the exemption is needed).
    for (const room of ['cli/', 'node/', 'stores/file/']) expect(files.some((file) => file.path.startsWith(room) && /from ['"]node:/.test(file.text)), room).toBe(true);
  });

  it('the core reads no clock, draws no random numbers and touches no globals or Web Crypto', () => {
    const forbidden = /\bDate\.now\b|new Date\(\s*\)|\bMath\.random\b|\bglobalThis\b|\bcrypto\.|\bperformance\.now\b|\bself\.|\blocalStorage\b/;
    expect(core.filter((file) => forbidden.test(file.text)).map((file) => file.path)).toEqual([]);
  });

  it('no code reads or writes local time: no local Date getters or setters, no Date built from parts, no locale formatting', () => {
    // Dates are epoch days and UTC fields everywhere; the time-zone projects of vitest.config.ts run the
    // calendar arithmetic under UTC+14 and America/Los_Angeles, this holds every other file to the same.
    const LOCAL_TIME = /\.(?:get|set)(?:FullYear|Month|Date|Day|Hours|Minutes|Seconds|Milliseconds|Year)\(|\.getTimezoneOffset\(|\.toLocale(?:Date|Time)?String\(|\.to(?:Date|Time)String\(|new Date\([^()]*,[^()]*\)/;
    const offenders = files.filter((file) => LOCAL_TIME.test(file.text)).map((file) => `${file.path}: ${file.text.match(LOCAL_TIME)![0]}`);
    expect(offenders).toEqual([]);
    expect(LOCAL_TIME.test('d.getMonth()') && LOCAL_TIME.test('new Date(2024, 0, 1)') && !LOCAL_TIME.test('d.getUTCMonth()') && !LOCAL_TIME.test('new Date(ms)')).toBe(true);
  });

  it('the gateway reads the clock only as the default of its injected clock, the stores (but the file store) never', () => {
    const clockReads = [...gateway, ...stores.filter((file) => !file.path.startsWith('stores/file/'))].flatMap((file) => (file.text.match(/\bDate\.now\b|new Date\(\s*\)/g) ?? []).map(() => file.path));
    expect(clockReads).toEqual(['gateway/gatewayServices.ts']);
  });

  it('the library core (dates, fields, calendars, operations, their Result) holds no HTTP status, path, key or plan in its code', () => {
    // The core is every layer up to and including the column kernels; the service layer (protocol/ and above) owns these.
    const libraryCore = files.filter((file) => !isGeneratedTable(file.path) && layerOf(file.path) !== -1 && layerOf(file.path) <= layerOf('columns/index.ts'));
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
    // The subdivisions' loaders are a module of their own that loadCalendar imports dynamically, so an
    // app of national calendars carries 36 loaders fewer (bench case 7's US app).
    expect(loaders?.text).not.toMatch(/subdivisions\.ts/);
    const subdivisionLoaders = files.find((file) => file.path === 'calendars/holidayTables/subdivisionLoaders.ts');
    expect(subdivisionLoaders?.text).toMatch(/DE: \(\) => import\('\.\/DE\.subdivisions\.ts'\)/);
    const importers = files.filter((file) => /subdivisionLoaders\.ts['"]/.test(file.text)).map((file) => [file.path, /import\(['"]\.\/holidayTables\/subdivisionLoaders\.ts['"]\)/.test(file.text)]);
    expect(importers).toEqual([['calendars/tableImports.ts', true]]);
    // Every country with its subdivisions (regions.ts) only the synchronous paths import, through
    // regionLists.ts, statically: a module imported dynamically too would be a chunk of its own that every
    // app loads (esbuild), so loadCalendar reads the loaders and the subdivisions' loaders' copy instead.
    expect(files.filter((file) => /holidayTables\/regions\.ts['"]/.test(file.text)).map((file) => file.path)).toEqual(['calendars/regionLists.ts']);
    expect(files.filter((file) => /import\(['"][./\w]*\/(?:regions|regionLists)\.ts['"]\)/.test(file.text)).map((file) => file.path)).toEqual([]);
    // So are the type and name tables' indexes: through layerModules.ts, which loadCalendar (loadLayers.ts) imports only
    // when a calendar asks for holiday types or a language; the countries operation, which lists them; the OpenAPI examples.
    const layerIndexes = files.filter((file) => /(?:typeTables|nameTables)\/index\.ts['"]/.test(file.text)).map((file) => file.path);
    expect(layerIndexes.sort()).toEqual(['calendars/layerModules.ts', 'openapi/fieldExamples.ts', 'operations/countries/countries.ts', 'operations/countries/run.ts']);
    expect(files.find((file) => file.path === 'calendars/loadLayers.ts')?.text).toMatch(/import\(['"]\.\/layerModules\.ts['"]\)/);
  });

  it('market tables are values too: only the modules of daycalc/markets/<code> import a market\'s table statically, the generated index loads each by a dynamic import', () => {
    const marketTable = /^import (?!type\b)[^;]*from ['"][./\w]*marketTables\/[A-Z0-9]+(?:\.earlyCloses)?\.ts['"]/m;
    const marketModules = files.filter((file) => /^markets\/[a-z0-9]{4,6}\.ts$/.test(file.path)).map((file) => file.path);
    expect(marketModules.length).toBe(25);
    expect(files.filter((file) => marketTable.test(file.text)).map((file) => file.path).sort()).toEqual(marketModules.sort());
    // Each module of daycalc/markets/<code> imports its own market's table (and early closes) and nothing else of the engine.
    for (const file of files.filter((entry) => marketModules.includes(entry.path))) {
      const code = file.path.slice('markets/'.length, -'.ts'.length).toUpperCase();
      const imported = [...file.text.matchAll(/^import (?!type\b)[^;]*from ['"]([^'"]+)['"]/gm)].map((match) => match[1]);
      expect(imported, file.path).toEqual(expect.arrayContaining([`../calendars/marketTables/${code}.ts`]));
      expect(imported.every((path) => path === `../calendars/marketTables/${code}.ts` || path === `../calendars/marketTables/${code}.earlyCloses.ts`), file.path).toBe(true);
    }
    const loaders = files.find((file) => file.path === 'calendars/marketTables/index.ts');
    expect(loaders?.text).toMatch(/XNYS: \(\) => import\('\.\/XNYS\.ts'\)/);
    // The early closes have their own loaders, so a bundle of closures carries none of them.
    expect(loaders?.text).not.toMatch(/earlyCloses\.ts/);
    const earlyLoaders = files.find((file) => file.path === 'calendars/marketTables/earlyCloseLoaders.ts');
    expect(earlyLoaders?.text).toMatch(/XNYS: \(\) => import\('\.\/XNYS\.earlyCloses\.ts'\)/);
  });

  it('holiday names are values too: nothing imports a country\'s names statically, the generated index loads each by a dynamic import', () => {
    const nameTable = /^import (?!type\b)[^;]*from ['"][./\w]*nameTables\/[A-Z]{2}\.ts['"]/m;
    expect(files.filter((file) => nameTable.test(file.text)).map((file) => file.path)).toEqual([]);
    const loaders = files.find((file) => file.path === 'calendars/nameTables/index.ts');
    expect(loaders?.text).toMatch(/DE: \(\) => import\('\.\/DE\.ts'\)/);
    // The name modules import nothing at all (their type is written out in each).
    const modules = files.filter((file) => /^calendars\/nameTables\/[A-Z]{2}\.ts$/.test(file.path));
    expect(modules.length).toBeGreaterThan(100);
    expect(modules.filter((file) => /^import /m.test(file.text)).map((file) => file.path)).toEqual([]);
  });

  it('keeps no process-wide holiday registry: nothing registers tables, and the old loader is gone', () => {
    const registry = /\b(?:registerCountryTable|registerSubdivisionTables|loadHolidays|publicHolidaysInYear|withoutBlockingFallback|holidayDataNeedOf|missingHolidayData|MAX_LOADS)\b/;
    expect(files.filter((file) => registry.test(file.text)).map((file) => file.path)).toEqual([]);
  });

  it('only daycalc/redis imports ioredis, and only the CLI, the Node host and daycalc/redis reach into it (daycalc/gateway stays web-standard)', () => {
    const importers = files.filter((file) => /from ['"]ioredis['"]/.test(file.text)).map((file) => file.path);
    expect(importers.length).toBeGreaterThan(0);
    expect(importers.every((path) => path.startsWith('stores/redis/'))).toBe(true);
    const users = files
      .filter((file) => !file.path.startsWith('stores/redis/') && /(?:from |import\()['"][./]*(?:stores\/)?redis\//.test(file.text))
      .map((file) => file.path);
    expect(users.every((path) => path.startsWith('cli/') || path.startsWith('node/'))).toBe(true);
    expect(users.length).toBeGreaterThan(0);
  });

  it('only the conformance kit (testing/ and the operations\' kit.ts) and daycalc conform import fast-check, and nothing else imports the kit', () => {
    const operationKit = (path: string): boolean => /^operations\/[^/]+\/kit\.ts$/.test(path);
    const inKit = (path: string): boolean => path.startsWith('testing/') || operationKit(path);
    const importers = files.filter((file) => /from ['"]fast-check['"]/.test(file.text)).map((file) => file.path);
    expect(importers.every((path) => inKit(path) || path === 'cli/conform.ts')).toBe(true);
    expect(importers.filter(operationKit).length).toBeGreaterThan(10);
    const kitUsers = files.filter((file) => !inKit(file.path) && /from ['"]\.\.?\/(?:\.\.\/)*testing\//.test(file.text)).map((file) => file.path);
    expect(kitUsers).toEqual(['cli/conform.ts']);
    // An operation's kit.ts is imported by the kit's list alone (not by its folder's function, entry or index).
    const operationKitUsers = readSourceFiles().filter((file) => file.imports.some(operationKit)).map((file) => file.path);
    expect(operationKitUsers).toEqual(['testing/operationKits.generated.ts']);
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
      'columns',
      'protocol',
      'keys',
      'requests',
      'catalog',
      'openapi',
      'stores',
      'gateway',
      'surfaces',
      'entries',
      'node',
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

  it('imports the pages\' browser scripts from no file outside them (the pages carry them bundled)', () => {
    expect(sourceFiles.filter((file) => file.path.startsWith('dashboard/browser/') || file.path.startsWith('playground/browser/')).length).toBeGreaterThan(10);
    expect(browserImports(sourceFiles)).toEqual([]);
    const made = [{ path: 'dashboard/dashboardPage.ts', imports: ['dashboard/browser/dashboard.ts', 'keys/sha256Hex.ts'] }, { path: 'dashboard/browser/dashboard.ts', imports: ['playground/browser/dom.ts'] }];
    expect(browserImports(made)).toEqual(['dashboard/dashboardPage.ts -> dashboard/browser/dashboard.ts']);
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

describe('architecture: one folder per operation', () => {
  const folders = readdirSync(join(SRC, 'operations'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const camelOf = (name: string): string => name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

  it('each operation of the catalog has a folder holding its function, field table, run, response schema, entry, public surface and kit, and nothing else is a folder there', async () => {
    const { OPERATION_NAMES } = await import('../src/catalog.ts');
    expect(folders).toEqual(OPERATION_NAMES.map(camelOf).sort());
    for (const folder of folders) {
      const held = readdirSync(join(SRC, 'operations', folder));
      expect(held, folder).toEqual(expect.arrayContaining([`${folder}.ts`, 'fields.ts', 'run.ts', 'response.ts', 'entry.ts', 'index.ts', 'kit.ts', 'arguments.generated.ts']));
    }
  });

  it('the catalog list names each entry once, and each entry is the one of its folder', async () => {
    const { catalog } = await import('../src/catalog.ts');
    for (const folder of folders) {
      const module = (await import(`../src/operations/${folder}/entry.ts`)) as Record<string, unknown>;
      const entry = module[`${folder}Entry`] as { name: string };
      expect(camelOf(entry.name), folder).toBe(folder);
      expect(catalog[entry.name as keyof typeof catalog], folder).toBe(entry);
    }
  });

  it('a package entry exports the typed function of every operation', async () => {
    const root = (await import('../src/index.ts')) as Record<string, unknown>;
    const countriesEntry = (await import('../src/countries/index.ts')) as Record<string, unknown>;
    for (const folder of folders) expect(typeof (root[folder] ?? countriesEntry[folder]), folder).toBe('function');
  });

  it('the root entry exports every name (values and types) of each folder\'s index.ts, but the operations daycalc/countries exports', async () => {
    const { NOT_IN_ROOT } = await import('../scripts/generateOperations.ts');
    const entryOf = (folder: string): string => join(SRC, NOT_IN_ROOT.map(camelOf).includes(folder) ? 'countries/index.ts' : 'index.ts');
    const indexOf = (folder: string): string => join(SRC, 'operations', folder, 'index.ts');
    const program = ts.createProgram({ rootNames: [join(SRC, 'index.ts'), join(SRC, 'countries/index.ts'), ...folders.map(indexOf)], options: strictCompilerOptions() });
    const checker = program.getTypeChecker();
    const exportsOf = (path: string): string[] => checker.getExportsOfModule(checker.getSymbolAtLocation(program.getSourceFile(path)!)!).map((symbol) => symbol.getName()).sort();
    const rootNames = exportsOf(join(SRC, 'index.ts'));
    for (const folder of folders) {
      const names = exportsOf(indexOf(folder));
      expect(names, folder).toContain(folder);
      expect(exportsOf(entryOf(folder)), folder).toEqual(expect.arrayContaining(names));
      if (NOT_IN_ROOT.map(camelOf).includes(folder)) expect(rootNames.filter((name) => names.includes(name)), folder).toEqual([]);
    }
    // Types count as names: the constants and types an operation adds beside its function are there.
    expect(rootNames).not.toContain('countries');
    expect(rootNames).toEqual(expect.arrayContaining(['ADJUST_DATE_CONVENTIONS', 'AdjustDateConvention', 'isClockTime', 'HolidaysDay', 'AddDaysUnit']));
  });
});

describe('architecture: sizes a reader takes in at once', () => {
  const MAX_FILE_LINES = 300;
  const MAX_FUNCTION_LINES = 80;
  /** Generated files: the holiday and market data modules and tables, and any `*.generated.ts`. */
  const generated = (path: string): boolean => path.startsWith('holidays/') || path.startsWith('markets/') || isGeneratedTable(path) || path.endsWith('.generated.ts');

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

  /** Known exceptions (none: a new one needs a reason written beside it). */
  const KNOWN_EXCEPTIONS: readonly string[] = [];

  it('has no hand-written source file over 300 lines and no function over 80 lines', () => {
    const found = oversized();
    expect([...found].filter(([where]) => !KNOWN_EXCEPTIONS.includes(where)).map(([where, lines]) => `${where}: ${lines} lines`)).toEqual([]);
    // An exception that no longer exceeds (or no longer exists) is taken off the list.
    expect(KNOWN_EXCEPTIONS.filter((where) => !found.has(where))).toEqual([]);
  });
});
