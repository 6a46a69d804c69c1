// Refreshes the snapshot of python-holidays' holiday names in each language: `npm run tables:names-snapshot`.
//
// The names (python-holidays' gettext translations, per country and per language it supports) are
// taken the way the table snapshot takes the days (scripts/holidayData/snapshot.ts, which explains
// the virtual environment): a Python run, committed as JSON (data/python-holidays/names/<CC>.json and
// index.json), so that generating the name tables (scripts/generateNameTables.ts) and CI never need
// Python. scripts/holidayData/python_holidays_names.py pairs each English label of the tables with
// its name in every other language, by region and date. Deterministic: two runs give identical bytes.
//
//   npm run tables:names-snapshot      # or PYTHON_HOLIDAYS_PYTHON=/path/to/python npm run tables:names-snapshot
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { dateHolidaysCountries, dateHolidaysSubdivisions } from '../../src/calendars/dateHolidaysSource.ts';
import { NAMES_SNAPSHOT_DIR, ROOT, TABLE_FIRST_YEAR, TABLE_LAST_YEAR } from './paths.ts';

const python = process.env.PYTHON_HOLIDAYS_PYTHON ?? join(ROOT, '.venv-holidays/bin/python');
if (!existsSync(python)) {
  process.stderr.write(`no Python with python-holidays at ${python}: see the comment at the top of scripts/holidayData/snapshot.ts\n`);
  process.exit(1);
}
const regions = Object.fromEntries(dateHolidaysCountries().map(({ code }) => [code, dateHolidaysSubdivisions(code).map((state) => state.code)]));
rmSync(NAMES_SNAPSHOT_DIR, { recursive: true, force: true });
const run = spawnSync(python, [join(ROOT, 'scripts/holidayData/python_holidays_names.py')], {
  input: JSON.stringify({ regions, firstYear: TABLE_FIRST_YEAR, lastYear: TABLE_LAST_YEAR, out: NAMES_SNAPSHOT_DIR }),
  stdio: ['pipe', 'inherit', 'inherit'],
  // An explicit language is passed for every evaluation; LANG/LANGUAGE are pinned anyway, so that no
  // name ever depends on the machine's locale.
  env: { ...process.env, PYTHONHASHSEED: '0', TZ: 'UTC', LANG: 'C.UTF-8', LANGUAGE: '', LC_ALL: 'C.UTF-8' },
});
if (run.status !== 0) process.exit(run.status ?? 1);
process.stderr.write(`wrote ${NAMES_SNAPSHOT_DIR}\n`);
