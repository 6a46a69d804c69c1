import { execute } from '../src/index.ts';
const dates: string[] = [];
for (let i = 0; i < 1024; i++) { const d = new Date(Date.UTC(1990 + (i % 40), i % 12, 1 + (i % 27))); dates.push(d.toISOString().slice(0, 10)); }
const bodies = dates.map((d, i) => ({ start_date: d, end_date: dates[(i * 7 + 3) % 1024]!.slice(0, 4) === d.slice(0, 4) ? dates[(i * 7 + 3) % 1024]! : d }));
const which = process.argv[2] ?? 'count';
let sink = 0;
const t0 = performance.now();
const N = 600_000;
for (let i = 0; i < N; i++) {
  const r = which === 'count' ? await execute('business-days-between', bodies[i & 1023]!) : await execute('day-of-week', { date: dates[i & 1023]! });
  if (r.ok) sink++;
}
console.log(which, ((performance.now() - t0) * 1e6 / N).toFixed(0), 'ns', sink);
