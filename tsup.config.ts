import { defineConfig, type Options } from 'tsup';

// Keep `with { type: 'json' }` on the external `date-holidays/package.json` import (the provider
// version is read from the installed package); es2022 targets would otherwise strip it.
const keepImportAttributes: Options['esbuildOptions'] = (options) => {
  options.supported = { ...options.supported, 'import-attributes': true };
};

export default defineConfig([
  {
    // ESM as one module per source file (code splitting), so that bundlers honour
    // `"sideEffects": false` per module: an app importing only `dateDifference` never reaches the
    // holiday provider, and so never pulls date-holidays (which declares no sideEffects) into its bundle.
    entry: ['src/**/*.ts', '!src/cli/**'],
    format: ['esm'],
    splitting: true,
    dts: { entry: { index: 'src/index.ts' } },
    sourcemap: true,
    clean: true,
    target: 'es2022',
    platform: 'neutral',
    treeshake: false,
    esbuildOptions: keepImportAttributes,
  },
  {
    entry: { index: 'src/index.ts' },
    format: ['cjs'],
    dts: { entry: { index: 'src/index.ts' } },
    sourcemap: true,
    target: 'es2022',
    platform: 'neutral',
  },
  {
    entry: { 'cli/bin': 'src/cli/bin.ts' },
    format: ['esm'],
    platform: 'node',
    target: 'node20',
    sourcemap: true,
    banner: { js: '#!/usr/bin/env node' },
    esbuildOptions: keepImportAttributes,
  },
]);
