import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig, type Options } from 'tsup';

/** The Node-only folders (node:*): bundled into the CLI alone, never into the platform-neutral builds. */
const NODE_ONLY = [join('src', 'cli'), join('src', 'node'), join('src', 'stores', 'file')];

/**
 * Every source module but the Node-only ones (the CLI's, the Node host's, the file store's) and the pages' browser scripts, in one sorted order: a glob lists files in the file system's
 * order, which differs between a working tree and a fresh clone, and esbuild's chunks (and so the
 * bundle sizes the docs quote, checked by test/dist/docNumbers.test.ts) depend on the entries' order.
 */
function sortedSources(dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((left, right) => (left.name < right.name ? -1 : left.name > right.name ? 1 : 0))) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      // The pages' browser scripts are not modules of the package: they are bundled into the pages.
      if (!NODE_ONLY.includes(path) && entry.name !== 'browser') found.push(...sortedSources(path));
    } else if (entry.name.endsWith('.ts')) {
      found.push(path);
    }
  }
  return found;
}

// Keep `with { type: 'json' }` on the external `date-holidays/package.json` import (the provider
// version is read from the installed package); es2022 targets would otherwise strip it.
const keepImportAttributes: Options['esbuildOptions'] = (options) => {
  options.supported = { ...options.supported, 'import-attributes': true };
};

/**
 * The holiday tables (one module per country, and per country's subdivisions), and likewise the holiday
 * type and name tables (`typeTables/<CC>.<type>.ts`, `nameTables/<CC>.ts`) and the market tables
 * (`marketTables/<MIC>.ts`, `<MIC>.earlyCloses.ts`: 0.3 MB a copy), are the per-module ESM
 * build's `dist/calendars/<folder>/*.js`; the CommonJS and CLI builds load them from there (a
 * dynamic `import()`, which CommonJS can do too) instead of carrying a copy each. The Node build keeps
 * its own chunks beside its code: loading them from the other folder measured 2-3 ms slower for the
 * first count in a region (bench case 5, DE-BY), and that goal is 2 ms; the type and name tables,
 * which no first count reads, and the market tables (no goal times a first market), it loads from
 * there too (`folders`).
 * `prefix` is the path from the output directory the builds' shared chunks land in to `calendars/`;
 * test/dist/sharedTables.test.ts checks that every such import in dist resolves.
 */
const shareHolidayTables = (prefix: string, folders: readonly string[] = ['holidayTables', 'typeTables', 'nameTables', 'marketTables']): NonNullable<Options['esbuildPlugins']>[number] => ({
  name: 'share-holiday-tables',
  setup(build) {
    // A country's code (two letters), or a market's (`XNYS`, `BVMF`, `TARGET`), with its module's suffix.
    build.onResolve({ filter: /^\.\/[A-Z]{2,6}(\.subdivisions|\.bank|\.optional|\.earlyCloses)?\.ts$/ }, (args) => {
      const folder = /(holidayTables|typeTables|nameTables|marketTables)[\\/](?:index|subdivisionLoaders|earlyCloseLoaders)\.ts$/.exec(args.importer)?.[1];
      if (folder === undefined || !folders.includes(folder)) return undefined;
      return { path: `${prefix}${folder}/${args.path.slice(2, -3)}.js`, external: true };
    });
  },
});

/**
 * tsup's CommonJS splitting rewrites every dynamic `import()` into `require()` (sucrase's imports
 * transform), but a CommonJS file can only `import()` the ESM tables (Node 20 before 20.19 cannot
 * `require` ESM): after the build, the table loads of the .cjs chunks become `import()` again.
 */
async function keepTableImportsInCommonJs(): Promise<void> {
  const { readdir, readFile, writeFile } = await import('node:fs/promises');
  const required = /Promise\.resolve\(\)\.then\(\(\) => _interopRequireWildcard\(require\(("\.\/calendars\/(?:holidayTables|typeTables|nameTables|marketTables)\/[A-Z]{2,6}(?:\.subdivisions|\.bank|\.optional|\.earlyCloses)?\.js")\)\)\)/g;
  for (const name of await readdir('dist')) {
    if (!name.endsWith('.cjs')) continue;
    const text = await readFile(`dist/${name}`, 'utf8');
    const kept = text.replace(required, 'import($1)');
    if (kept !== text) await writeFile(`dist/${name}`, kept);
  }
}

/** The package's public entry points: `daycalc`, `daycalc/gateway`, `daycalc/redis` (the Redis stores, `stores/redis/`), `daycalc/openapi`, `daycalc/protocol`, `daycalc/testing`, `daycalc/countries` (and `daycalc/holidays/<code>` and `daycalc/markets/<code>`, the per-module build's). */
const publicEntries = {
  index: 'src/index.ts',
  'gateway/index': 'src/gateway/index.ts',
  'stores/redis/index': 'src/stores/redis/index.ts',
  'openapi/index': 'src/openapi/index.ts',
  'protocol/index': 'src/protocol/index.ts',
  'testing/index': 'src/testing/index.ts',
  'countries/index': 'src/countries/index.ts',
};

export default defineConfig([
  {
    // ESM as one module per source file (code splitting), so that bundlers honour
    // `"sideEffects": false` per module: an app importing only `dateDifference` never reaches the
    // holiday provider, and so never pulls date-holidays (which declares no sideEffects) into its bundle.
    entry: sortedSources('src'),
    format: ['esm'],
    splitting: true,
    dts: { entry: publicEntries },
    clean: true,
    target: 'es2022',
    platform: 'neutral',
    treeshake: false,
    esbuildOptions: keepImportAttributes,
  },
  {
    // Node (the `node` condition of each `import` export): one module per entry plus shared chunks,
    // so `import('daycalc')` reads a handful of files instead of about a hundred (Node pays per file);
    // bundlers keep the per-module build above, which they tree-shake by module.
    entry: Object.fromEntries(Object.entries(publicEntries).map(([name, path]) => [`node/${name}`, path])),
    format: ['esm'],
    splitting: true,
    target: 'node20',
    platform: 'neutral',
    esbuildOptions: keepImportAttributes,
    esbuildPlugins: [shareHolidayTables('./calendars/', ['typeTables', 'nameTables', 'marketTables'])],
  },
  {
    entry: publicEntries,
    format: ['cjs'],
    // Shared chunks instead of a copy of the shared code in each entry (tsup's CommonJS splitting);
    // the holiday tables are the ESM build's.
    splitting: true,
    esbuildPlugins: [shareHolidayTables('./calendars/')],
    onSuccess: keepTableImportsInCommonJs,
    dts: { entry: publicEntries },
    target: 'es2022',
    platform: 'neutral',
  },
  {
    entry: { bin: 'src/cli/bin.ts' },
    outDir: 'dist/cli',
    format: ['esm'],
    platform: 'node',
    target: 'node20',
    // Splitting keeps `daycalc serve` (srvx, the gateway) in its own chunk, loaded only by `serve`.
    splitting: true,
    banner: { js: '#!/usr/bin/env node' },
    // A command, not a library: nobody imports this build, so it is minified (its errors reach the user
    // as messages, never as stack traces), which keeps the tarball in its budget.
    esbuildOptions: (options, context) => {
      keepImportAttributes?.(options, context);
      options.minifyWhitespace = true;
      options.minifySyntax = true;
      options.minifyIdentifiers = true;
    },
    esbuildPlugins: [shareHolidayTables('../calendars/')],
  },
]);
