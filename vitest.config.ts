import { fileURLToPath } from 'node:url';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const source = (path: string): string => fileURLToPath(new URL(path, import.meta.url));

/**
 * The test files that replace modules (`vi.mock` of the holiday-table modules): each needs a module
 * graph of its own, so they run isolated; every other file shares its worker's modules (the core keeps
 * no module state, docs/decisions.md#the-test-loop), which saves re-importing the tables per file.
 */
const MOCKING = [
  'test/operations/holidays.test.ts',
  'test/operations/adjustDateOperation.test.ts',
  'test/calendars/decreedWorkingDays.test.ts',
  'test/calendars/callOrder.test.ts',
  'test/calendars/loadCalendarModules.test.ts',
];

/**
 * The business-day arithmetic's tests again under two far time zones (UTC+14 and UTC-8/-7 with
 * daylight saving): the engine and the three business-day operations, whose property
 * tests reach every rule; a local-time read anywhere in them shows as a wrong day. The other tests run in
 * UTC only; test/architecture.test.ts holds every source file to no local-time call.
 */
const ZONED = [
  'test/calendars/engine.test.ts',
  'test/operations/businessDaysBetween.test.ts',
  'test/operations/addBusinessDays.test.ts',
  'test/operations/isBusinessDay.test.ts',
];
const ZONED_MOCKING = MOCKING.filter((file) => ZONED.includes(file));

/**
 * The projects of one time zone: `name` runs `include` but the mocking files with shared modules,
 * `name-mocking` runs `mocking` isolated. `test/_helpers/timeZone.ts` checks that the zone took.
 */
function projectsIn(zone: string, name: string, include: string[], exclude: string[], mocking: string[]): TestProjectInlineConfiguration[] {
  const shared = { env: { TZ: zone }, setupFiles: ['test/_helpers/timeZone.ts'] };
  return [
    { extends: true, test: { ...shared, name, include, exclude: [...exclude, ...MOCKING], isolate: false } },
    ...(mocking.length === 0 ? [] : [{ extends: true as const, test: { ...shared, name: `${name}-mocking`, include: mocking } }]),
  ];
}

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
    testTimeout: 30_000,
    // vitest's default on a 2-core machine is one worker; many files wait on servers, child processes and
    // browsers, so three keep both cores busy.
    maxWorkers: 3,
    projects: [
      ...projectsIn('UTC', 'unit', ['test/**/*.test.ts'], ['test/dist/**', 'node_modules/**'], MOCKING),
      ...projectsIn('Pacific/Kiritimati', 'tz-kiritimati', ZONED, [], ZONED_MOCKING),
      ...projectsIn('America/Los_Angeles', 'tz-los-angeles', ZONED, [], ZONED_MOCKING),
      // The built package (dist/, `npm run build` first): the CLI, the entry points, the pages, the
      // runtimes. Not `extends`: its imports of `daycalc` must reach the package, not the sources.
      { test: { name: 'dist', include: ['test/dist/**/*.test.ts'], testTimeout: 60_000, globalSetup: ['test/dist/_built.ts'] } },
    ],
  },
});
