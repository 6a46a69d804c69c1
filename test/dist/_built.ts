// Global setup of the `dist` project (vitest.config.ts): its files test the built package, so a
// missing build stops the run with the command that makes it rather than a hundred unrelated failures.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export default function setup(): void {
  const entry = fileURLToPath(new URL('../../dist/index.js', import.meta.url));
  if (!existsSync(entry)) throw new Error('test/dist tests the built package and dist/index.js is missing: run `npm run build` first (npm test does)');
}
