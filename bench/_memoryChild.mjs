// Child of case 6: `node --expose-gc _memoryChild.mjs <dist/index.js> <calls> <timeLimitMs> <seed>`.
// Random business-day calls through `execute` across 50 countries and their subdivisions; reports the
// resident set size before, during (peak) and after, and the memory still alive after a full garbage
// collection (V8 heap in use plus ArrayBuffers) before and after, as one JSON line.
import Holidays from 'date-holidays';

const [distPath, callsText, limitText, seedText] = process.argv.slice(2);
const maxCalls = Number(callsText);
const timeLimitMs = Number(limitText);
const { execute } = await import(distPath);

let state = Number(seedText) >>> 0;
function random() {
  state = (state + 0x6d2b79f5) >>> 0;
  let t = state;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const pick = (list) => list[Math.floor(random() * list.length)];
const iso = (days) => new Date(days * 86_400_000).toISOString().slice(0, 10);

// 50 countries (seeded pick among the provider's), each with its national calendar and every subdivision.
const all = Object.keys(new Holidays().getCountries()).sort();
const countries = [];
while (countries.length < 50) {
  const code = pick(all);
  if (!countries.includes(code)) countries.push(code);
}
const regions = [];
for (const country of countries) {
  regions.push({ country_code: country });
  for (const state of Object.keys(new Holidays().getStates(country) ?? {})) regions.push({ country_code: country, subdivision_code: state });
}

// Dates: mostly recent years (as real traffic), 1 call in 50 anywhere in 1900-2100, so the key space
// (regions x years) is far larger than any sensible cache and the cache has to evict.
const recentFirst = Math.round(Date.parse('2015-01-01') / 86_400_000);
const recentLast = Math.round(Date.parse('2035-12-31') / 86_400_000);
const anyFirst = Math.round(Date.parse('1900-01-01') / 86_400_000);
const anyLast = Math.round(Date.parse('2100-12-31') / 86_400_000);
const randomDay = () => {
  const [first, last] = random() < 0.02 ? [anyFirst, anyLast] : [recentFirst, recentLast];
  return first + Math.floor(random() * (last - first + 1));
};

function body() {
  const region = pick(regions);
  const start = randomDay();
  const kind = random();
  if (kind < 0.4) return ['business-days-between', { ...region, start_date: iso(start), end_date: iso(start + Math.floor(random() * 400)) }];
  if (kind < 0.7) return ['add-business-days', { ...region, start_date: iso(start), days: Math.floor(random() * 401) - 200 }];
  return ['is-business-day', { ...region, date: iso(start) }];
}

/**
 * What stays alive after a full collection: the V8 heap in use plus ArrayBuffer backing stores. V8
 * frees the backing stores of dead ArrayBuffers (typed arrays) on a concurrent sweeper after the
 * collection, so `arrayBuffers` read at once still counts dead ones (measured: 4-25 MB of them at the
 * end of a run, which made this case read 7 or 30 MB at random); two collections a turn of the event
 * loop apart let the sweeper finish, so only live memory is counted.
 */
async function retained() {
  global.gc?.();
  await new Promise((resolve) => setTimeout(resolve, 50));
  global.gc?.();
  await new Promise((resolve) => setTimeout(resolve, 50));
  const usage = process.memoryUsage();
  return usage.heapUsed + usage.arrayBuffers;
}

const retainedBefore = await retained();
const rssBefore = process.memoryUsage().rss;
let rssPeak = rssBefore;
let rssWarm = null;
const warmCalls = Math.floor(maxCalls / 10);
let calls = 0;
let failures = 0;
const firstFailures = [];
const started = performance.now();
while (calls < maxCalls && performance.now() - started < timeLimitMs) {
  const [operation, payload] = body();
  const result = await execute(operation, payload);
  if (!result.ok) {
    failures++;
    if (firstFailures.length < 3) firstFailures.push(`${operation} ${JSON.stringify(payload)} -> ${result.error.code}`);
  }
  calls++;
  if (calls === warmCalls) rssWarm = process.memoryUsage().rss;
  if ((calls & 0x3fff) === 0) rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
}
const elapsedMs = performance.now() - started;
const retainedAfter = await retained();
const rssAfter = process.memoryUsage().rss;
rssPeak = Math.max(rssPeak, rssAfter);
process.stdout.write(`${JSON.stringify({ regions: regions.length, calls, failures, firstFailures, elapsedMs, rssBefore, rssWarm, rssPeak, rssAfter, retainedBefore, retainedAfter, heapUsedAfter: process.memoryUsage().heapUsed })}\n`);
