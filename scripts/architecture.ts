// The layers of src/ and the imports between them, read from the source text. One description shared by
// `test/architecture.test.ts` (which fails on an upward import or a circle) and `npm run docs:architecture`
// (which draws the diagram in docs/architecture.md from the same imports).
import { readdirSync, readFileSync } from 'node:fs';
import { join, posix, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isMainModule, writeOrCheckDoc } from './_generatedDoc.ts';

/** The source folder, absolute. */
export const SRC_DIR = fileURLToPath(new URL('../src/', import.meta.url));

/** The doc whose diagram block is generated. */
export const ARCHITECTURE_DOC_PATH = fileURLToPath(new URL('../docs/architecture.md', import.meta.url));

/** One layer: a name, and the path prefixes (relative to src/) of the files in it. */
export interface Layer {
  readonly name: string;
  /** A path ending in `/` holds a folder; any other path is one file; `*` stands for one folder name. */
  readonly paths: readonly string[];
  /** What lives here, for the doc. */
  readonly holds: string;
}

/**
 * The layers from the bottom up. A file may import files of its own layer or of a lower one, never a
 * higher one; the package entry files (the last layer but one) compose the layers below them.
 */
export const LAYERS: readonly Layer[] = [
  { name: 'foundation', paths: ['errors.ts', 'messages.ts', 'redaction.ts', 'result.ts'], holds: "the core's error codes, messages, the Result shape" },
  { name: 'date', paths: ['date/'], holds: 'PlainDate, epoch days, calendar arithmetic, ISO weeks' },
  { name: 'fields', paths: ['fields/'], holds: 'the field kit: field specs, the error precedence, shapes and the checks of a typed call' },
  { name: 'calendars', paths: ['calendars/', 'holidays/', 'markets/'], holds: 'holiday tables and the holiday data values (daycalc/holidays/<code>, daycalc/markets/<code>), the loader, resolved and joint calendars, the engine' },
  { name: 'operations', paths: ['operations/'], holds: 'one folder per operation: its kernel and typed function, its shape (field table and rules) and response schema' },
  { name: 'columns', paths: ['columns/'], holds: 'the column kernels: the business-day operations over typed arrays of epoch days, a table per call' },
  { name: 'protocol', paths: ['protocol/'], holds: 'the service layer starts here: wire facts (paths, headers, plans, keys), every error code and its HTTP status' },
  { name: 'keys', paths: ['keys/'], holds: 'key texts: their SHA-256 (the one implementation), hex, their redaction from logs and history' },
  { name: 'requests', paths: ['requests/'], holds: 'the precedence-driven check of a body against an operation\'s shape' },
  { name: 'catalog', paths: ['catalog.ts', 'catalog/', 'operations/*/entry.ts', 'operations/*/run.ts'], holds: 'each operation\'s entry and run (in its folder), the lists of them, execute and validateRequest by name' },
  {
    name: 'openapi',
    paths: ['openapi/', 'account/'],
    holds: 'the OpenAPI document, derived from the catalog and from the account endpoints\' declarations (account/, written in its terms: parameters, schemas, error codes)',
  },
  { name: 'stores', paths: ['stores/'], holds: 'the store interfaces and their backends: memory, Redis (daycalc/redis), files (node:fs, for daycalc serve --data-dir)' },
  { name: 'gateway', paths: ['gateway/'], holds: 'the web-standard fetch handler: routes, context, metering, history' },
  {
    name: 'surfaces',
    paths: ['mcp/', 'playground/', 'dashboard/', 'testing/', 'operations/*/kit.ts'],
    holds: 'MCP tools, the playground and dashboard pages (handlers the entry passes to the gateway), the conformance kit (each operation\'s generators in its folder)',
  },
  {
    name: 'entries',
    paths: ['index.ts', 'countries/index.ts', 'gateway/index.ts', 'stores/redis/index.ts', 'openapi/index.ts', 'protocol/index.ts', 'testing/index.ts'],
    holds: 'the package entry points, which compose the layers below',
  },
  { name: 'node', paths: ['node/'], holds: 'the Node server host of daycalc serve: the fetch bridge, connection limits, request log, signals, the config file\'s life cycle' },
  { name: 'cli', paths: ['cli/'], holds: 'the daycalc commands (node:* lives here, in node/ and in stores/file/ only)' },
];

/** One source file and the source files it imports (both relative to src/, `/`-separated). */
export interface SourceFile {
  readonly path: string;
  readonly imports: readonly string[];
}

function listSourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? listSourceFiles(join(dir, entry.name)) : entry.name.endsWith('.ts') ? [join(dir, entry.name)] : [],
  );
}

/** The folders of the generated holiday, market, type and name tables (data, not rooms of the house). */
export const GENERATED_TABLE_FOLDERS: readonly string[] = ['calendars/holidayTables/', 'calendars/marketTables/', 'calendars/typeTables/', 'calendars/nameTables/'];

/** Whether a path (relative to src/) is a generated table module. */
export function isGeneratedTable(path: string): boolean {
  return GENERATED_TABLE_FOLDERS.some((folder) => path.startsWith(folder));
}

const IMPORT_PATTERN = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"](\.{1,2}\/[^'"]+)['"]/gm;

/**
 * Reads every source file under src/ and the relative imports in it (static, type-only, re-exports
 * and dynamic `import('./x.ts')` alike), with comments removed first. Generated holiday tables are
 * left out (src/calendars/holidayTables/, src/calendars/marketTables/, src/calendars/typeTables/ and src/calendars/nameTables/): they
 * import nothing but the codec's types.
 *
 * @param srcDir - The source folder (default: this repository's src/).
 * @returns The files, sorted by path.
 * @example
 * readSourceFiles().find((file) => file.path === 'catalog.ts')?.imports
 */
export function readSourceFiles(srcDir: string = SRC_DIR): SourceFile[] {
  return listSourceFiles(srcDir)
    .map((file) => relative(srcDir, file).replaceAll('\\', '/'))
    .filter((path) => !isGeneratedTable(path))
    .sort()
    .map((path) => {
      const text = readFileSync(join(srcDir, path), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');
      const imports = new Set<string>();
      for (const match of text.matchAll(IMPORT_PATTERN)) {
        const target = posix.normalize(posix.join(posix.dirname(path), match[1]!));
        // Outside src/ (package.json) or generated data: not a room of the house.
        if (target.startsWith('../') || isGeneratedTable(target)) continue;
        imports.add(target);
      }
      return { path, imports: [...imports].sort() };
    });
}

/** A layer path with `*` (one folder name) as a pattern for a whole path. */
function patternOf(prefix: string): RegExp {
  return new RegExp(`^${prefix.split('*').map((part) => part.replace(/[.]/g, '\\.')).join('[^/]+')}${prefix.endsWith('/') ? '' : '$'}`);
}

/** The layer path that places a file (the most specific one that matches), or undefined. */
function placeOf(path: string): string | undefined {
  const layer = LAYERS[layerOf(path)];
  return layer?.paths.filter((prefix) => (prefix.includes('*') ? patternOf(prefix).test(path) : prefix.endsWith('/') ? path.startsWith(prefix) : path === prefix)).sort((a, b) => b.length - a.length)[0];
}

/**
 * The index in `LAYERS` of a file: the layer whose most specific path matches it.
 *
 * @param path - A path relative to src/.
 * @returns The layer index, or -1 when no layer holds the file.
 * @example
 * layerOf('date/epochDays.ts') //=> 1
 */
export function layerOf(path: string): number {
  let best = -1;
  let bestLength = -1;
  LAYERS.forEach((layer, index) => {
    for (const prefix of layer.paths) {
      const matches = prefix.includes('*') ? patternOf(prefix).test(path) : prefix.endsWith('/') ? path.startsWith(prefix) : path === prefix;
      if (matches && prefix.length > bestLength) {
        best = index;
        bestLength = prefix.length;
      }
    }
  });
  return best;
}

/**
 * Every import that points to a higher layer, as `from -> to` lines.
 *
 * @param files - The source files.
 * @returns The offending imports, sorted.
 * @example
 * upwardImports(readSourceFiles()) //=> []
 */
export function upwardImports(files: readonly SourceFile[]): string[] {
  return files.flatMap((file) => file.imports.filter((target) => layerOf(target) > layerOf(file.path)).map((target) => `${file.path} -> ${target}`)).sort();
}

/** The folders of the pages' browser scripts (in the surfaces layer): bundled into the pages, imported by no other file. */
export const BROWSER_FOLDERS: readonly string[] = ['playground/browser/', 'dashboard/browser/'];

/**
 * Every import of a pages' browser script by a file outside the browser folders, as `from -> to`
 * lines: the server side reads the bundled text (`*.generated.ts`), never the DOM code itself.
 *
 * @param files - The source files.
 * @returns The offending imports, sorted.
 * @example
 * browserImports(readSourceFiles()) //=> []
 */
export function browserImports(files: readonly SourceFile[]): string[] {
  const inBrowser = (path: string): boolean => BROWSER_FOLDERS.some((folder) => path.startsWith(folder));
  return files.flatMap((file) => (inBrowser(file.path) ? [] : file.imports.filter(inBrowser).map((target) => `${file.path} -> ${target}`))).sort();
}

/**
 * The circles among files: each strongly connected group of more than one file (or a file importing
 * itself), found with Tarjan's algorithm.
 *
 * @param files - The source files.
 * @returns Each circle as its sorted file paths.
 * @example
 * importCircles(readSourceFiles()) //=> []
 */
export function importCircles(files: readonly SourceFile[]): string[][] {
  const graph = new Map(files.map((file) => [file.path, file.imports]));
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  let counter = 0;
  const visit = (node: string): void => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!graph.has(next)) continue;
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1 || (graph.get(node) ?? []).includes(node)) circles.push(group.sort());
    }
  };
  for (const file of files) if (!index.has(file.path)) visit(file.path);
  return circles.sort((left, right) => left[0]!.localeCompare(right[0]!));
}

/** The name of a node of the diagram: a folder (`date/`), a file at the top of src/, an entry file, or the foundation as one node. */
function roomOf(path: string): string {
  const layer = LAYERS[layerOf(path)]?.name;
  if (layer === 'foundation') return 'foundation: errors, messages, redaction, result';
  if (layer === 'entries') return `${path} (entry)`;
  const place = placeOf(path);
  if (place?.includes('*')) return place;
  const slash = path.indexOf('/');
  return slash === -1 ? path : path.slice(0, slash + 1);
}

/**
 * Draws the layers and the imports between folders as a Mermaid flowchart: one box per layer from
 * the top down, one node per folder or top-level file inside it, one arrow per pair of nodes that
 * import each other's files (labelled with how many imports).
 *
 * @param files - The source files.
 * @returns The Mermaid source, with a fence.
 * @example
 * renderLayerDiagram(readSourceFiles()).startsWith('```mermaid') //=> true
 */
export function renderLayerDiagram(files: readonly SourceFile[]): string {
  const nodeId = (room: string): string => room.replace(/[^A-Za-z0-9]+/g, '_').replace(/_+$/, '');
  const rooms = new Map<number, Set<string>>();
  const arrows = new Map<string, number>();
  for (const file of files) {
    const room = roomOf(file.path);
    const layer = layerOf(file.path);
    if (!rooms.has(layer)) rooms.set(layer, new Set());
    rooms.get(layer)!.add(room);
    for (const target of file.imports) {
      const targetRoom = roomOf(target);
      if (targetRoom === room) continue;
      const key = `${nodeId(room)} --> ${nodeId(targetRoom)}`;
      arrows.set(key, (arrows.get(key) ?? 0) + 1);
    }
  }
  const lines = ['```mermaid', 'flowchart TD'];
  for (let layer = LAYERS.length - 1; layer >= 0; layer -= 1) {
    const inLayer = [...(rooms.get(layer) ?? [])].sort();
    if (inLayer.length === 0) continue;
    lines.push(`  subgraph L${layer}["${LAYERS[layer]!.name}"]`);
    for (const room of inLayer) lines.push(`    ${nodeId(room)}["${room}"]`);
    lines.push('  end');
  }
  for (const [arrow, count] of [...arrows].sort(([left], [right]) => left.localeCompare(right))) {
    const [from, to] = arrow.split(' --> ');
    lines.push(`  ${from} -->|${count}| ${to}`);
  }
  lines.push('```');
  return lines.join('\n');
}

const BLOCK_START = '<!-- layers:start (generated by `npm run docs:architecture`) -->';
const BLOCK_END = '<!-- layers:end -->';

/**
 * The architecture doc with its generated block (the layer table and the diagram) replaced by a fresh one.
 *
 * @param doc - The doc's current text, which must hold the two block markers.
 * @param files - The source files.
 * @returns The new text.
 * @example
 * withLayerBlock(readFileSync(ARCHITECTURE_DOC_PATH, 'utf8'), readSourceFiles())
 */
export function withLayerBlock(doc: string, files: readonly SourceFile[]): string {
  const start = doc.indexOf(BLOCK_START);
  const end = doc.indexOf(BLOCK_END);
  if (start === -1 || end < start) throw new Error(`${ARCHITECTURE_DOC_PATH} has no ${BLOCK_START} ... ${BLOCK_END} block`);
  const table = [
    '| layer (bottom first) | holds | files |',
    '| --- | --- | --- |',
    ...LAYERS.map((layer) => `| ${layer.name} | ${layer.holds} | ${layer.paths.map((path) => `\`${path}\``).join(', ')} |`),
  ];
  const block = [BLOCK_START, '', ...table, '', renderLayerDiagram(files), '', BLOCK_END].join('\n');
  return doc.slice(0, start) + block + doc.slice(end + BLOCK_END.length);
}

if (isMainModule(import.meta.url)) {
  const current = readFileSync(ARCHITECTURE_DOC_PATH, 'utf8');
  process.exitCode = await writeOrCheckDoc(process.argv.slice(2), ARCHITECTURE_DOC_PATH, withLayerBlock(current, readSourceFiles()), 'npm run docs:architecture');
}
