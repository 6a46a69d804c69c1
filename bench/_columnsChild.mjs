// Child of case 12, run as `node _columnsChild.mjs <folder> <runs>` in a plain `node` process (not tsx:
// tsx's loader hooks, once any CommonJS module is loaded, slow every typed-array loop of its process by
// a third to a half, which a user's app does not pay). It imports the built package by name, as an app
// does, times the four column kernels and the two conversions on the rows in <folder> (starts.i32,
// ends.i32, amounts.i32, dates.i32: little-endian int32), writes their answers back beside them
// (counts.i32, moved.i32, flags.u8, rolled.i32) and prints one JSON line: mean and median ns per row.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const [folder, runsText] = process.argv.slice(2);
const runs = Number(runsText);
const daycalc = await import('daycalc');
const { US } = await import('daycalc/holidays/us');
const calendar = daycalc.calendarOf(US);
const column = (name) => {
  const bytes = readFileSync(join(folder, name));
  return new Int32Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
};
const [starts, ends, amounts, dates] = ['starts.i32', 'ends.i32', 'amounts.i32', 'dates.i32'].map(column);
const rows = starts.length;
const counts = new Int32Array(rows);
const moved = new Int32Array(rows);
const flags = new Uint8Array(rows);
const rolled = new Int32Array(rows);
const readBack = new Int32Array(rows);
const value = (result, what) => {
  if (!result.ok) throw new Error(`${what} failed: ${result.error.code} ${result.error.message}`);
  return result.value;
};
const isoDates = value(daycalc.epochDaysToPlainDates(dates), 'epochDaysToPlainDates');
const bodies = {
  count: () => value(daycalc.businessDaysBetweenColumn(starts, ends, calendar, { out: counts }), 'businessDaysBetweenColumn'),
  add: () => value(daycalc.addBusinessDaysColumn(starts, amounts, calendar, { out: moved }), 'addBusinessDaysColumn'),
  'is-business-day': () => value(daycalc.isBusinessDayColumn(dates, calendar, { out: flags }), 'isBusinessDayColumn'),
  'roll (modified following)': () => value(daycalc.adjustDateColumn(dates, calendar, { convention: 'modified_following', out: rolled }), 'adjustDateColumn'),
  'ISO strings to epoch days': () => value(daycalc.plainDatesToEpochDays(isoDates, readBack), 'plainDatesToEpochDays'),
  'epoch days to ISO strings': () => value(daycalc.epochDaysToPlainDates(dates), 'epochDaysToPlainDates'),
};
const timings = {};
for (const [label, body] of Object.entries(bodies)) {
  for (let warm = 0; warm < 5; warm++) body();
  const samples = [];
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    body();
    samples.push(((performance.now() - started) * 1e6) / rows);
  }
  samples.sort((a, b) => a - b);
  timings[label] = { ns: samples.reduce((sum, sample) => sum + sample, 0) / samples.length, p50: samples[samples.length >> 1], samples: samples.length };
}
const write = (name, array) => writeFileSync(join(folder, name), new Uint8Array(array.buffer, array.byteOffset, array.byteLength));
write('counts.i32', counts);
write('moved.i32', moved);
write('flags.u8', flags);
write('rolled.i32', rolled);
write('readback.i32', readBack);
process.stdout.write(`${JSON.stringify({ node: process.version, timings })}\n`);
