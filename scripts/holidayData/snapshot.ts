// Refreshes the python-holidays snapshot: `npm run tables:snapshot`.
//
// python-holidays is the second source of the holiday tables (see docs/holiday-data.md). It is a
// Python package, so this script runs it once and commits what the table generator needs as JSON
// (data/python-holidays/): a regeneration of the tables, and CI, never need Python. Only a refresh
// of the snapshot does, with python-holidays installed in a virtual environment:
//
//   python3 -m venv .venv-holidays
//   .venv-holidays/bin/pip install --no-index --find-links ../shared/vendor/python holidays==0.105
//   npm run tables:snapshot            # or PYTHON_HOLIDAYS_PYTHON=/path/to/python npm run tables:snapshot
//
// The regions asked for are every country and subdivision daycalc supports (date-holidays' list);
// scripts/holidayData/python_holidays_snapshot.py maps them to python-holidays' codes and writes one
// file per country plus index.json. Deterministic: two runs give identical bytes.
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { dateHolidaysCountries, dateHolidaysSubdivisions } from '../../src/calendars/dateHolidaysSource.ts';
import { PYTHON_HOLIDAYS_SNAPSHOT_DIR, ROOT, TABLE_FIRST_YEAR, TABLE_LAST_YEAR } from './paths.ts';

const python = process.env.PYTHON_HOLIDAYS_PYTHON ?? join(ROOT, '.venv-holidays/bin/python');
if (!existsSync(python)) {
  process.stderr.write(`no Python with python-holidays at ${python}: see the comment at the top of scripts/holidayData/snapshot.ts\n`);
  process.exit(1);
}
const regions = Object.fromEntries(dateHolidaysCountries().map(({ code }) => [code, dateHolidaysSubdivisions(code).map((state) => state.code)]));
rmSync(PYTHON_HOLIDAYS_SNAPSHOT_DIR, { recursive: true, force: true });
const run = spawnSync(python, [join(ROOT, 'scripts/holidayData/python_holidays_snapshot.py')], {
  input: JSON.stringify({ regions, firstYear: TABLE_FIRST_YEAR, lastYear: TABLE_LAST_YEAR, out: PYTHON_HOLIDAYS_SNAPSHOT_DIR }),
  stdio: ['pipe', 'inherit', 'inherit'],
  env: { ...process.env, PYTHONHASHSEED: '0', TZ: 'UTC' },
});
if (run.status !== 0) process.exit(run.status ?? 1);
process.stderr.write(`wrote ${PYTHON_HOLIDAYS_SNAPSHOT_DIR}\n`);
