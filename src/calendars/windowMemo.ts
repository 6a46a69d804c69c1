// The window of a calendar (calendarWindow.ts) that the engine answers from, memoised: the last one
// used in front, then the bounded memo of calendarMemo.ts; inside the tables' years a window covers
// whole 25-year blocks and grows to cover new spans, outside them just the years asked for.
import { epochDaysToIsoDate } from '../date/epochDays.ts';
import { modFloor } from '../date/floorDiv.ts';
import { engineWindowMemo } from './calendarMemo.ts';
import { buildCalendarWindow, type CalendarWindow } from './calendarWindow.ts';
import { HOLIDAY_TABLE_FIRST_YEAR, HOLIDAY_TABLE_LAST_YEAR } from './holidayProvider.ts';
import type { CalendarPlan } from './resolvedCalendar.ts';

/** Most years one window may span; a single request never needs more than about 480. */
const MAX_WINDOW_YEARS = 600;

/**
 * Returns the memoised window of a calendar covering [from, to], growing or replacing it as needed.
 *
 * @param plan - The calendar's plan.
 * @param from - First epoch day.
 * @param to - Last epoch day (>= from).
 * @returns The window.
 * @throws CalendarDataError when the holiday data is not loaded or the provider fails.
 * @example
 * windowFor(us.plan, jan1of2024, dec31of2024).days.length //=> the 2024-2024 block's weekday holidays
 */
export function windowFor(plan: CalendarPlan, from: number, to: number): CalendarWindow {
  // The last window used answers most calls (one calendar at a time) without a memo lookup.
  if (plan === lastPlan && lastWindow !== undefined && from >= lastWindow.firstDay && to <= lastWindow.lastDay) return lastWindow;
  const found = windowFromMemo(plan, from, to);
  lastPlan = plan;
  lastWindow = found;
  return found;
}

// The window of the last call, in front of the memo (a pure cache: one more reference to a window and
// its plan). The plan itself is compared, not its key: a string comparison was a builtin call; another
// plan of the same calendar (rebuilt) finds the window in the memo by its key.
let lastPlan: CalendarPlan | undefined;
let lastWindow: CalendarWindow | undefined;

/**
 * Inside the compiled tables' years, windows cover whole 25-year blocks (1900-1924, 1925-1949, ...):
 * a calendar asked about scattered years is rebuilt a few times, not once per new year. Outside them
 * (years computed by date-holidays on demand) a window covers just the years asked for.
 */
const BLOCK_YEARS = 25;

/** The first year of the block of a year (the year itself outside the tables). */
function blockFirstYear(year: number): number {
  if (year < HOLIDAY_TABLE_FIRST_YEAR || year > HOLIDAY_TABLE_LAST_YEAR) return year;
  return year - modFloor(year - HOLIDAY_TABLE_FIRST_YEAR, BLOCK_YEARS);
}

/** The last year of the block of a year (the year itself outside the tables). */
function blockLastYear(year: number): number {
  if (year < HOLIDAY_TABLE_FIRST_YEAR || year > HOLIDAY_TABLE_LAST_YEAR) return year;
  return Math.min(HOLIDAY_TABLE_LAST_YEAR, blockFirstYear(year) + BLOCK_YEARS - 1);
}

/** Returns the memoised window of a calendar covering [from, to], growing or replacing it as needed. */
function windowFromMemo(plan: CalendarPlan, from: number, to: number): CalendarWindow {
  const current = engineWindowMemo.get(plan.key);
  if (current !== undefined && from >= current.firstDay && to <= current.lastDay) return current;
  const askedFrom = epochDaysToIsoDate(from).year;
  const askedTo = epochDaysToIsoDate(to).year;
  let fromYear = blockFirstYear(askedFrom);
  let toYear = blockLastYear(askedTo);
  // A block stops at the years the data covers (a market's): only years asked for may lie beyond, and fail.
  const held = plan.held;
  if (held !== undefined) {
    fromYear = Math.max(fromYear, Math.min(held.first, askedFrom));
    toYear = Math.min(toYear, Math.max(held.last, askedTo));
  }
  let firstYear = fromYear;
  let lastYear = toYear;
  // Grow the current window to cover both only inside the tables' years: a union reaching years
  // outside them would make this call wait for years date-holidays must compute that it never asked
  // about (years between another call's far span and its own).
  if (current !== undefined) {
    const unionFirst = Math.min(fromYear, current.firstYear);
    const unionLast = Math.max(toYear, current.lastYear);
    const insideTables = unionFirst >= HOLIDAY_TABLE_FIRST_YEAR && unionLast <= HOLIDAY_TABLE_LAST_YEAR;
    if (insideTables && unionLast - unionFirst < MAX_WINDOW_YEARS) [firstYear, lastYear] = [unionFirst, unionLast];
  }
  const built = buildCalendarWindow(plan, firstYear, lastYear);
  return engineWindowMemo.set(plan.key, built, built.days.length + built.decreed.days.length + (built.buckets.length >>> 3) + 16);
}
