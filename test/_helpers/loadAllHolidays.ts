// Vitest setup: the typed business-day functions need their holiday data loaded (execute loads it by
// itself). The tests call them for every country and for years far outside the compiled tables, so
// every table and date-holidays for the years outside the window are loaded before each test file.
import { loadHolidays } from '../../src/calendars/loadHolidays.ts';

const loaded = await loadHolidays({ outsideWindow: true });
if (!loaded.ok) throw new Error(loaded.error.message);
