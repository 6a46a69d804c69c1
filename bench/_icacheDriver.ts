// The program `npm run bench:icache` runs under valgrind (bench/icache.ts): `execute` on the bench's
// inputs (case 1 at 1 month, case 2 at ±250, case 3, and day-of-week on case 2's dates), each warmed up,
// then measured alone between two callgrind client requests (zero the counters, dump them), so that
// each dump holds the calls of one operation and nothing else.
import { execSync } from 'node:child_process';
import { execute } from '../src/index.ts';
import { addInputs, countInputs, dateInputs } from './_inputs.ts';

const CALLS = Number(process.argv[2] ?? 10_000);
const adds = addInputs(250, 2_001);
const OPERATIONS: [string, unknown[]][] = [
  ['add-business-days', adds.map((input) => ({ start_date: input.start, days: input.days, country_code: 'US' }))],
  ['business-days-between', countInputs(30, 1_000).map((input) => ({ start_date: input.start, end_date: input.end, country_code: 'US' }))],
  ['is-business-day', dateInputs(3_000).map((date) => ({ date, country_code: 'US' }))],
  ['day-of-week', adds.map((input) => ({ date: input.start }))],
];

let sink: unknown;

/** `execute` in a loop over the bodies, each call awaited as the bench's `cycleAsync` does. */
async function run(operation: string, bodies: readonly unknown[], calls: number): Promise<void> {
  for (let at = 0; at < calls; at++) sink = await execute(operation, bodies[at % bodies.length]);
}

/** A callgrind client request for this process (`callgrind_control`, run outside valgrind). */
function callgrind(flag: string): void {
  execSync(`callgrind_control ${flag} ${process.pid}`, { stdio: 'ignore' });
}

// Every operation warms up before any is measured, so each measured loop runs the code it settled on.
for (let round = 0; round < 3; round++) for (const [operation, bodies] of OPERATIONS) await run(operation, bodies, CALLS);
for (const [operation, bodies] of OPERATIONS) {
  callgrind('--zero');
  await run(operation, bodies, CALLS);
  callgrind(`--dump=${operation}`);
}
if (sink === undefined) throw new Error('no answer');
