// Setup file of every vitest project (vitest.config.ts): the project's `env.TZ` must be the zone the
// process computes local times in, or the time-zone projects would test UTC twice without saying so.
import { beforeAll } from 'vitest';

/** The offsets (minutes west of UTC, as `getTimezoneOffset` gives them) of 15 January and 15 July 2024 in each zone a project names. */
const OFFSETS: Readonly<Record<string, readonly [number, number]>> = {
  UTC: [0, 0],
  'Pacific/Kiritimati': [-840, -840],
  'America/Los_Angeles': [480, 420],
};

beforeAll(() => {
  const zone = process.env.TZ ?? '';
  const expected = OFFSETS[zone];
  if (expected === undefined) throw new Error(`test/_helpers/timeZone.ts: no known offsets for TZ=${JSON.stringify(zone)}`);
  const seen = [new Date(2024, 0, 15).getTimezoneOffset(), new Date(2024, 6, 15).getTimezoneOffset()];
  if (seen[0] !== expected[0] || seen[1] !== expected[1]) throw new Error(`TZ=${zone} did not take: local offsets ${seen.join(', ')}, expected ${expected.join(', ')}`);
});
