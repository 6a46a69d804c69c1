// Issue 27 item 4 within the bundle goal of bench case 7: an app importing only `dateDifference`
// carries the messages dateDifference can give (the date reasons, the received-value describer) and
// not the texts of fields it does not have. Bench case 7 measures the bytes; this checks the contents.
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

const ENTRY = fileURLToPath(new URL('../src/index.ts', import.meta.url));

/** The minified browser bundle of an app that imports `names` from the root entry (no code splitting). */
async function bundleOf(names: string): Promise<string> {
  const result = await build({
    stdin: { contents: `export { ${names} } from ${JSON.stringify(ENTRY)};`, resolveDir: process.cwd(), loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles.map((file) => file.text).join('\n');
}

describe('messages in a dateDifference-only bundle', () => {
  it('carries the date messages and the describer, and no expected-value text of fields dateDifference does not have', async () => {
    const code = await bundleOf('dateDifference');
    for (const text of ['is not a calendar date', 'February', 'did you mean', 'is a date and time', 'plainDateFromDate(date, timeZone)', 'an array of ', '[redacted]']) {
      expect(code.includes(text), `carries ${text}`).toBe(true);
    }
    // The expected-value texts are one export each: only those of date and boolean fields come along.
    for (const text of ['a UUID such as', 'a 24-hour time HH:MM', 'a calendar returned by resolveCalendar', 'a finite number of seconds', 'a two-letter ISO 3166-1']) {
      expect(code.includes(text), `carries ${text}`).toBe(false);
    }
  });
});
