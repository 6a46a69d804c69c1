import { defineConfig, type Options } from 'tsup';

// Keep `with { type: 'json' }` on the external `date-holidays/package.json` import (the provider
// version is read from the installed package); es2022 targets would otherwise strip it.
const keepImportAttributes: Options['esbuildOptions'] = (options) => {
  options.supported = { ...options.supported, 'import-attributes': true };
};

/** The package's public entry points: `daycalc`, `daycalc/gateway`, `daycalc/redis`, `daycalc/openapi`, `daycalc/testing`. */
const publicEntries = {
  index: 'src/index.ts',
  'gateway/index': 'src/gateway/index.ts',
  'gateway/redis/index': 'src/gateway/redis/index.ts',
  'openapi/index': 'src/openapi/index.ts',
  'testing/index': 'src/testing/index.ts',
};

export default defineConfig([
  {
    // ESM as one module per source file (code splitting), so that bundlers honour
    // `"sideEffects": false` per module: an app importing only `dateDifference` never reaches the
    // holiday provider, and so never pulls date-holidays (which declares no sideEffects) into its bundle.
    entry: ['src/**/*.ts', '!src/cli/**'],
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
  },
  {
    entry: publicEntries,
    format: ['cjs'],
    // Shared chunks (one per country's holiday table, loaded on demand) instead of a copy of every
    // table in each entry (tsup's CommonJS splitting).
    splitting: true,
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
    esbuildOptions: keepImportAttributes,
  },
]);
