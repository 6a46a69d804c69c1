// `npm run bench:icache`: where an `execute` call's time goes beyond its instructions, counted rather
// than timed. valgrind's callgrind runs the bench's `execute` calls (bench/_icacheDriver.ts) on a
// simulated cache: a 32 KB, 8-way L1 instruction cache like one core of the bench machine (AMD EPYC),
// then 48 KB and 64 KB. Per call it prints the instructions, the L1 instruction-cache misses, the
// mispredicted branches (valgrind's simple predictor) and the hot code: the 64-byte lines of machine
// code run at least once every four calls (the garbage collector's included), what has to fit the cache. The counts repeat exactly from run to run (V8
// single-threaded and predictable), so a change is judged here without the noise of a shared machine;
// the seconds stay with `npm run bench`. Needs valgrind (`apt-get install valgrind`); about 3 minutes.
import { execFile, execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { build } from 'esbuild';

const CALLS = 10_000;
const CACHES = [
  ['32 KB', '32768,8,64'],
  ['48 KB', '49152,12,64'],
  ['64 KB', '65536,8,64'],
] as const;

interface Counts {
  readonly instructions: number;
  readonly misses: number;
  readonly mispredicts: number;
  /** Bytes of the 64-byte code lines run at least once every four calls (from the per-instruction counts). */
  readonly hotBytes: number;
}

/**
 * The bytes of the 64-byte lines whose instructions ran at least `CALLS / 4` times, from a dump with
 * per-instruction counts (`--dump-instr=yes --dump-line=no`: each cost line starts with its address,
 * absolute in hex or relative in decimal, `+n`, `-n`, or `*`; the line after a `calls=` line is the
 * call's inclusive cost and is skipped). NaN for a dump without them.
 */
function hotBytesOf(text: string): number {
  if (!/^positions: instr$/m.test(text)) return Number.NaN;
  const perLine = new Map<number, number>();
  let address = 0;
  let inclusive = false;
  for (const line of text.split('\n')) {
    if (line.startsWith('calls=')) {
      inclusive = true;
      continue;
    }
    const head = line.charCodeAt(0);
    // Cost lines start with a digit (an absolute address), '+', '-' or '*'.
    if (!((head >= 48 && head <= 57) || line.startsWith('+') || line.startsWith('-') || line.startsWith('*'))) continue;
    const [position = '', cost = '0'] = line.split(' ');
    if (position.startsWith('0x')) address = Number.parseInt(position, 16);
    else if (position.startsWith('+')) address += Number.parseInt(position.slice(1), 10);
    else if (position.startsWith('-')) address -= Number.parseInt(position.slice(1), 10);
    if (inclusive) {
      inclusive = false;
      continue;
    }
    const codeLine = Math.floor(address / 64);
    perLine.set(codeLine, (perLine.get(codeLine) ?? 0) + Number(cost));
  }
  let hot = 0;
  for (const count of perLine.values()) if (count >= CALLS / 4) hot++;
  return hot * 64;
}

/** The per-call counts of each dump of one callgrind run (its `summary:` line over `CALLS`). */
function countsOf(folder: string, prefix: string): Map<string, Counts> {
  const counts = new Map<string, Counts>();
  for (const file of readdirSync(folder).filter((name) => name.startsWith(`${prefix}.`))) {
    const text = readFileSync(join(folder, file), 'utf8');
    const trigger = /^desc: Trigger: (?:dump )?(.*)$/m.exec(text)?.[1];
    const events = /^events: (.*)$/m.exec(text)?.[1]?.split(' ') ?? [];
    const summary = /^summary: (.*)$/m.exec(text)?.[1]?.split(' ').map(Number) ?? [];
    if (trigger === undefined) continue;
    const at = (event: string): number => (summary[events.indexOf(event)] ?? Number.NaN) / CALLS;
    counts.set(trigger.trim(), { instructions: at('Ir'), misses: at('I1mr'), mispredicts: at('Bcm') + at('Bim'), hotBytes: hotBytesOf(text) });
  }
  return counts;
}

try {
  execFileSync('valgrind', ['--version'], { stdio: 'ignore' });
} catch {
  console.error('bench:icache needs valgrind (and its callgrind_control): apt-get install valgrind');
  process.exit(1);
}

const folder = mkdtempSync(join(tmpdir(), 'daycalc-icache-'));
try {
  // Beside the bench, so that the packages it leaves external resolve from node_modules.
  const driver = new URL('./.icache.mjs', import.meta.url).pathname;
  await build({ entryPoints: [new URL('./_icacheDriver.ts', import.meta.url).pathname], bundle: true, platform: 'node', format: 'esm', packages: 'external', outfile: driver, logLevel: 'warning' });
  // One simulation per cache size, side by side.
  const runs = CACHES.map(([, geometry], index) =>
    promisify(execFile)('valgrind', ['--tool=callgrind', '--cache-sim=yes', '--branch-sim=yes', ...(index === 0 ? ['--dump-instr=yes', '--dump-line=no'] : []), `--I1=${geometry}`, '--D1=32768,8,64', '--LL=33554432,16,64', '--smc-check=all-non-file', `--callgrind-out-file=${join(folder, `run${index}`)}`, process.execPath, '--single-threaded', '--predictable', '--hash-seed=1', '--random-seed=1', driver, String(CALLS)], { maxBuffer: 1 << 26 }),
  );
  await Promise.all(runs);
  const byCache = CACHES.map((_, index) => countsOf(folder, `run${index}`));
  const reference = byCache[0]!.get('day-of-week');
  console.log(`execute, per call (${CALLS.toLocaleString('en-US')} calls each; valgrind ${execFileSync('valgrind', ['--version']).toString().trim()}, node ${process.version})`);
  console.log(`| operation | instructions | vs day-of-week | ${CACHES.map(([size]) => `L1i misses, ${size}`).join(' | ')} | mispredicted branches | hot code |`);
  console.log(`|---|---:|---:|${CACHES.map(() => '---:').join('|')}|---:|---:|`);
  for (const [operation, counts] of byCache[0]!) {
    const ratio = reference === undefined ? '' : `${(counts.instructions / reference.instructions).toFixed(2)}x`;
    const misses = byCache.map((cache) => (cache.get(operation)?.misses ?? Number.NaN).toFixed(1));
    console.log(`| ${operation} | ${counts.instructions.toFixed(0)} | ${ratio} | ${misses.join(' | ')} | ${counts.mispredicts.toFixed(1)} | ${(counts.hotBytes / 1024).toFixed(1)} KB |`);
  }
} finally {
  rmSync(folder, { recursive: true, force: true });
  rmSync(new URL('./.icache.mjs', import.meta.url).pathname, { force: true });
}
