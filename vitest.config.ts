import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const source = (path: string): string => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  resolve: {
    // The docs' host examples import the package by name, as users do; tests run them on the sources.
    alias: [
      { find: /^daycalc\/gateway$/, replacement: source('./src/gateway/index.ts') },
      { find: /^daycalc\/redis$/, replacement: source('./src/stores/redis/index.ts') },
      { find: /^daycalc\/openapi$/, replacement: source('./src/openapi/index.ts') },
      { find: /^daycalc\/testing$/, replacement: source('./src/testing/index.ts') },
      { find: /^daycalc\/countries$/, replacement: source('./src/countries/index.ts') },
      { find: /^daycalc\/holidays\/([a-z]{2})$/, replacement: source('./src/holidays/$1.ts') },
      { find: /^daycalc\/markets\/([a-z0-9]{4,6})$/, replacement: source('./src/markets/$1.ts') },
      { find: /^daycalc$/, replacement: source('./src/index.ts') },
    ],
  },
  test: {
    include: ['test/**/*.test.ts'],
    exclude: ['test/dist/**', 'node_modules/**'],
    typecheck: { include: ['test/**/*.test-d.ts'], tsconfig: './tsconfig.json' },
    testTimeout: 30_000,
  },
});
