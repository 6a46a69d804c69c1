// Where the holiday-data pipeline reads and writes, and the window of the compiled tables.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root. */
export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');

/** The window of the compiled tables (see docs/business-days.md for the trade-off). */
export const TABLE_FIRST_YEAR = 1900;
export const TABLE_LAST_YEAR = 2199;

/** The committed python-holidays snapshot (scripts/holidayData/snapshot.ts writes it). */
export const PYTHON_HOLIDAYS_SNAPSHOT_DIR = join(ROOT, 'data/python-holidays');

/** The listed corrections the generator applies after its policy (docs/holiday-data.md). */
export const CORRECTIONS_FILE = join(ROOT, 'data/corrections.json');

/** The generated table modules. */
export const TABLES_DIR = join(ROOT, 'src/calendars/holidayTables');

/** The markets' part of the snapshot (scripts/holidayData/python_holidays_snapshot.py writes it). */
export const MARKET_SNAPSHOT_DIR = join(PYTHON_HOLIDAYS_SNAPSHOT_DIR, 'markets');

/** The generated market table modules (scripts/generateMarketTables.ts). */
export const MARKET_TABLES_DIR = join(ROOT, 'src/calendars/marketTables');

/** The snapshot of python-holidays' names in each language (scripts/holidayData/python_holidays_names.py writes it). */
export const NAMES_SNAPSHOT_DIR = join(PYTHON_HOLIDAYS_SNAPSHOT_DIR, 'names');

/** The generated name modules (scripts/generateNameTables.ts). */
export const NAME_TABLES_DIR = join(ROOT, 'src/calendars/nameTables');
