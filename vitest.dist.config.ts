import { defineConfig } from 'vitest/config';

// Tests of the built package (dist/): the CLI binary and the published entry points.
export default defineConfig({
  test: {
    include: ['test/dist/**/*.test.ts'],
    testTimeout: 60_000,
  },
});
