// Case 7: esbuild-minified, gzipped size of tiny browser apps importing one thing from daycalc.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { DIST_INDEX, ROOT } from './_dist.ts';
import type { GroupResult, Metric } from './_harness.ts';

/** Gzipped bytes of a minified browser bundle of `contents`, and whether holiday data got in. */
async function bundle(contents: string): Promise<{ minified: number; gzipped: number; holidayData: boolean }> {
  const result = await build({
    stdin: { contents, resolveDir: ROOT, loader: 'ts', sourcefile: 'app.ts' },
    bundle: true,
    minify: true,
    platform: 'browser',
    format: 'esm',
    target: 'es2022',
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]!.contents;
  // Inputs esbuild read but tree-shook away have 0 bytes in the output: only bytes that ship count.
  const shipped = Object.values(result.metafile.outputs).flatMap((output) =>
    Object.entries(output.inputs).filter(([, input]) => input.bytesInOutput > 0).map(([path]) => path),
  );
  return {
    minified: code.byteLength,
    gzipped: gzipSync(code, { level: 9 }).byteLength,
    holidayData: shipped.some((path) => path.includes('date-holidays')),
  };
}

function gatewayEntry(): string | undefined {
  return ['src/gateway/index.ts', 'src/gateway/createGateway.ts'].map((path) => join(ROOT, path)).find((path) => existsSync(path));
}

/** Runs case 7 on the shipped dist/index.js and on src/index.ts. */
export async function benchBundleSize(): Promise<GroupResult> {
  const metrics: Metric[] = [];
  const notes: string[] = [];
  const apps: [string, string][] = [
    ['dateDifference only (dist)', `export { dateDifference } from ${JSON.stringify(DIST_INDEX)};`],
    ['dateDifference only (src)', `export { dateDifference } from ${JSON.stringify(join(ROOT, 'src/index.ts'))};`],
    ['execute only (dist)', `export { execute } from ${JSON.stringify(DIST_INDEX)};`],
  ];
  const gateway = gatewayEntry();
  if (gateway === undefined) notes.push('SKIPPED: bundle of the gateway: src/gateway not found');
  else apps.push(['gateway (createGateway)', `export { createGateway } from ${JSON.stringify(gateway)};`]);
  for (const [name, contents] of apps) {
    try {
      const size = await bundle(contents);
      metrics.push({
        name: `bundle: ${name}`,
        value: size.gzipped,
        unit: 'bytes gz',
        note: `${size.minified.toLocaleString('en-US')} bytes minified; holiday data ${size.holidayData ? 'INCLUDED' : 'not included'}`,
      });
      metrics.push({ name: `bundle: ${name}: holiday data included`, value: size.holidayData ? 1 : 0, unit: 'bool' });
    } catch (error) {
      notes.push(`SKIPPED: bundle of ${name}: ${(error as Error).message.split('\n')[0]}`);
    }
  }
  return { measurements: [], metrics, notes };
}
