// The business-day engine: working weekdays are counted with whole-week arithmetic and the few
// off-days (excluded dates, custom and public holidays on working weekdays) are found by binary search
// in a memoised per-calendar window, as are the few decreed working days on non-working weekdays
// (ruling 29), kept apart in the window so that calendars without them take the same paths as before.
// Nothing here walks a span day by day.
import { epochDaysToIsoWeekday } from '../date/dayOfWeek.ts';
import { epochDaysToIsoDate } from '../date/epochDays.ts';
import { modFloor } from '../date/floorDiv.ts';
import { MAX_EPOCH_DAYS, MIN_EPOCH_DAYS } from '../date/limits.ts';
import { engineWindowMemo } from './calendarMemo.ts';
import { decreedBackward, decreedForward } from './decreedSearch.ts';
import { HOLIDAY_TABLE_FIRST_YEAR, HOLIDAY_TABLE_LAST_YEAR, isInsideTables, providerOutsideTables } from './holidayProvider.ts';
import { buildCalendarWindow, lowerBound, OFF_EXCLUDED, windowIndex, type CalendarWindow, type DecreedDays } from './calendarWindow.ts';
import type { CalendarPlan, DayReason, ResolvedCalendar } from './resolvedCalendar.ts';
import { workingWeekdayAt, workingWeekdaysBefore } from './workingWeekdays.ts';

/** How many days either side of a day the neighbouring working day is first looked for, one by one. */
const NEAR_DAYS = 8;

/** Most years one window may span; a single request never needs more than about 480. */
const MAX_WINDOW_YEARS = 600;

/** The calculation summary object (`data.summary`) of the spec, counted by reason over a span. */
export interface CalculationSummary {
  calendar_days_elapsed: number;
  working_days_counted: number;
  non_working_weekdays_skipped: number;
  public_holidays_skipped: number;
  custom_holidays_skipped: number;
  excluded_dates_skipped: number;
  reversed: boolean;
  provider: string;
  provider_version: string;
}

/** The classification of one day. */
export interface DayClass {
  readonly reason: DayReason;
  /** Present for custom and public holidays and decreed working days. */
  readonly label?: string;
}

/** The reasons of a window's codes (`OFF_EXCLUDED`, `OFF_CUSTOM`, `OFF_PUBLIC`, `ON_DECREED`). */
const reasonNames: readonly DayReason[] = ['excluded_date', 'custom_holiday', 'public_holiday', 'decreed_working_day'];

/** Returns the memoised window of a calendar covering [from, to], growing or replacing it as needed. */
function windowFor(plan: CalendarPlan, from: number, to: number): CalendarWindow {
  // The last window used answers most calls (one calendar at a time) without a memo lookup.
  if (plan.key === lastKey && lastWindow !== undefined && from >= lastWindow.firstDay && to <= lastWindow.lastDay) return lastWindow;
  const found = windowFromMemo(plan, from, to);
  lastKey = plan.key;
  lastWindow = found;
  return found;
}

// The window of the last call, in front of the memo (a pure cache: one more reference to a window).
let lastKey: string | undefined;
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
  const fromYear = blockFirstYear(epochDaysToIsoDate(from).year);
  const toYear = blockLastYear(epochDaysToIsoDate(to).year);
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
  return engineWindowMemo.set(plan.key, built, built.days.length + built.decreed.days.length + (built.bucketStarts.length >>> 2) + 16);
}

/**
 * Counts the days of [from, to] by reason (ruling 7) in O(log n), straight into the spec's summary
 * object (no intermediate counts): arithmetic for the working week, two binary searches in the
 * calendar's off-day window for the rest, and two more in its decreed days (a decreed
 * working day on a non-working weekday moves one day from `non_working_weekdays_skipped` to
 * `working_days_counted`, or to the count of the excluded date, custom or public holiday that wins
 * over the decree). Every count is 0 when from > to. `calendar_days_elapsed` is the sum of the
 * per-reason counts, so ruling 8's partition holds by construction.
 *
 * @param calendar - The calendar (its plan, provider and provider version).
 * @param from - First epoch day (inclusive).
 * @param to - Last epoch day (inclusive).
 * @param reversed - Whether the caller's walk runs backwards (`summary.reversed`).
 * @returns The summary; its `provider` names the tables inside their years and date-holidays for a
 *   span that reaches years outside them.
 * @throws CalendarDataError when the holiday provider fails.
 * @example
 * summarizeDays(us, jan1of2024, dec31of2024, false).working_days_counted //=> 252
 */
export function summarizeDays(calendar: ResolvedCalendar, from: number, to: number, reversed: boolean): CalculationSummary {
  if (from > to) {
    return {
      calendar_days_elapsed: 0,
      working_days_counted: 0,
      non_working_weekdays_skipped: 0,
      public_holidays_skipped: 0,
      custom_holidays_skipped: 0,
      excluded_dates_skipped: 0,
      reversed,
      provider: calendar.provider,
      provider_version: calendar.provider_version,
    };
  }
  const plan = calendar.plan;
  const window = windowFor(plan, from, to);
  const first = windowIndex(window, from);
  const last = windowIndex(window, to + 1);
  const cumulative = window.cumulative;
  const excludedSums = cumulative[0];
  const customSums = cumulative[1];
  const publicSums = cumulative[2];
  const excluded = excludedSums[last]! - excludedSums[first]!;
  const custom = customSums[last]! - customSums[first]!;
  const holidays = publicSums[last]! - publicSums[first]!;
  const weekdays = workingWeekdaysBefore(plan, to + 1) - workingWeekdaysBefore(plan, from);
  // The span's holiday data: the tables inside their years, date-holidays outside (a calendar without
  // public holidays uses neither and keeps its own names).
  const names = isInsideTables(from, to) || !(plan.includePublicHolidays || plan.joint !== undefined) ? undefined : providerOutsideTables(from, to);
  // The decreed days of the span (ruling 29), all on non-working weekdays: two more searches, in
  // every window (an empty list answers 0 at once). No branch on whether there are any: the first
  // country with decreed days a process meets then runs the code every other country warmed up.
  const decreed = window.decreed;
  const low = lowerBound(decreed.days, from);
  const high = lowerBound(decreed.days, to + 1);
  const [excludedOnDecreed, customOnDecreed, publicOnDecreed, workingOnDecreed] = decreed.cumulative;
  const decreedDays = high - low;
  const decreedExcluded = excludedOnDecreed[high]! - excludedOnDecreed[low]!;
  const decreedCustom = customOnDecreed[high]! - customOnDecreed[low]!;
  const decreedPublic = publicOnDecreed[high]! - publicOnDecreed[low]!;
  const decreedWorking = workingOnDecreed[high]! - workingOnDecreed[low]!;
  return {
    calendar_days_elapsed: to - from + 1,
    working_days_counted: weekdays - excluded - custom - holidays + decreedWorking,
    non_working_weekdays_skipped: to - from + 1 - weekdays - decreedDays,
    public_holidays_skipped: holidays + decreedPublic,
    custom_holidays_skipped: custom + decreedCustom,
    excluded_dates_skipped: excluded + decreedExcluded,
    reversed,
    provider: names === undefined ? calendar.provider : names[0],
    provider_version: names === undefined ? calendar.provider_version : names[1],
  };
}

/**
 * The class of a day on a non-working weekday: a decreed day of the window (ruling 29) keeps its
 * reason and label; any other is a non-working weekday.
 */
function weekendClass(decreed: DecreedDays, day: number): DayClass {
  if (decreed.days.length === 0) return NON_WORKING_WEEKDAY;
  const index = lowerBound(decreed.days, day);
  if (decreed.days[index] !== day) return NON_WORKING_WEEKDAY;
  const code = decreed.reasons[index]!;
  if (code === OFF_EXCLUDED) return EXCLUDED_DATE;
  return { reason: reasonNames[code]!, label: decreed.labels[index]! };
}

/** Whether a calendar can have decreed working days at all: they come with its public holidays. */
function mayHaveDecreedDays(plan: CalendarPlan): boolean {
  return plan.includePublicHolidays;
}

/**
 * Classifies one day by ruling 7: non-working weekday (unless a decreed working day, ruling 29),
 * excluded date, custom holiday, public holiday (only when the calendar includes them), decreed
 * working day, else working day.
 *
 * @param plan - The calendar's plan.
 * @param epochDays - The day.
 * @returns The reason, with the label of a custom or public holiday.
 * @throws CalendarDataError when the holiday provider fails.
 * @example
 * classifyDay(us.plan, july4of2024) //=> { reason: 'public_holiday', label: 'Independence Day' }
 */
export function classifyDay(plan: CalendarPlan, epochDays: number): DayClass {
  if (!plan.isWorking[epochDaysToIsoWeekday(epochDays) - 1]) {
    return mayHaveDecreedDays(plan) ? weekendClass(windowFor(plan, epochDays, epochDays).decreed, epochDays) : NON_WORKING_WEEKDAY;
  }
  const window = windowFor(plan, epochDays, epochDays);
  const index = windowIndex(window, epochDays);
  if (window.days[index] !== epochDays) return WORKING_DAY;
  const code = window.reasons[index]!;
  if (code === OFF_EXCLUDED) return EXCLUDED_DATE;
  return { reason: reasonNames[code]!, label: window.labels[index]! };
}

// The classes without a label, made once (a DayClass is read-only): classifying a day allocates
// only for a holiday's label.
const NON_WORKING_WEEKDAY: DayClass = { reason: 'non_working_weekday' };
const WORKING_DAY: DayClass = { reason: 'working_day' };
const EXCLUDED_DATE: DayClass = { reason: 'excluded_date' };

/**
 * Tells whether one day is a working day.
 *
 * @param plan - The calendar's plan.
 * @param epochDays - The day.
 * @returns True for a working day.
 * @throws CalendarDataError when the holiday provider fails.
 * @example
 * isWorkingDay(us.plan, july4of2024) //=> false
 */
export function isWorkingDay(plan: CalendarPlan, epochDays: number): boolean {
  if (!plan.isWorking[epochDaysToIsoWeekday(epochDays) - 1]) {
    if (!mayHaveDecreedDays(plan)) return false;
    const working = windowFor(plan, epochDays, epochDays).decreed.working;
    return working.length > 0 && working[lowerBound(working, epochDays)] === epochDays;
  }
  const window = windowFor(plan, epochDays, epochDays);
  return window.days[windowIndex(window, epochDays)] !== epochDays;
}

/** `neighbourWorkingDay`'s answer when the neighbour lies past the window's edge (the caller searches on). */
const OUTSIDE_WINDOW = -Infinity;

/**
 * The working day next to `from` (strictly after for 1, strictly before for -1) in O(1): the next
 * working weekday by arithmetic, and when that is an off-day, one working weekday past the end of
 * its run of off-days. `undefined` outside 0001-01-01..9999-12-31; `OUTSIDE_WINDOW` when the run
 * reaches the window's edge, so the answer needs another window.
 */
function neighbourWorkingDay(plan: CalendarPlan, from: number, direction: 1 | -1): number | undefined {
  const candidate = direction === 1 ? workingWeekdayAt(plan, workingWeekdaysBefore(plan, from + 1)) : workingWeekdayAt(plan, workingWeekdaysBefore(plan, from) - 1);
  if (candidate > MAX_EPOCH_DAYS || candidate < MIN_EPOCH_DAYS) return undefined;
  const window = windowFor(plan, candidate, candidate);
  const index = windowIndex(window, candidate);
  return window.days[index] !== candidate ? candidate : pastRun(window, index, direction);
}

/**
 * The working day one working weekday past the run of off-days that off-day `index` of a window
 * belongs to (after its end for 1, before its start for -1). `undefined` outside
 * 0001-01-01..9999-12-31; `OUTSIDE_WINDOW` when that lies past the window's edge.
 */
function pastRun(window: CalendarWindow, index: number, direction: 1 | -1): number | undefined {
  if (direction === 1) {
    const found = window.afterRun[index]!;
    if (found > MAX_EPOCH_DAYS) return undefined;
    return found <= window.lastDay ? found : OUTSIDE_WINDOW;
  }
  const found = window.beforeRun[index]!;
  if (found < MIN_EPOCH_DAYS) return undefined;
  return found >= window.firstDay ? found : OUTSIDE_WINDOW;
}

/** Which neighbouring working days `dayAndNeighbours` looks for: a sum of these flags. */
export const PREVIOUS_WORKING_DAY = 1;
/** The working day after. */
export const NEXT_WORKING_DAY = 2;

/** A day's class, with the working days just before and just after it when they were asked for. */
export interface DayWithNeighbours {
  readonly reason: DayReason;
  /** The holiday's name for a custom or public holiday, the decree's for a decreed working day, else `undefined`. */
  readonly label: string | undefined;
  /** The working day before (`undefined` before 0001-01-01, or when not asked for). */
  readonly previous: number | undefined;
  /** The working day after (`undefined` after 9999-12-31, or when not asked for). */
  readonly next: number | undefined;
}

/**
 * Classifies a day (as `classifyDay`) and finds the working days just before and/or just after it,
 * with the one window lookup the classification makes: the next and the previous working weekday
 * come by arithmetic, the off-days beside the day in the window tell whether either is off, and
 * then the run of off-days it belongs to gives the working day past it (so a day deep in a long
 * closure costs what a weekend does). A neighbour outside the day's window (the first or last days
 * of a 25-year block, or of a year computed by date-holidays) is found by `nthWorkingDay`, which
 * extends the window; so only the years a neighbour lies in are ever needed. A decreed working day
 * (ruling 29) between the day and that neighbour is the neighbour instead (one more binary search, only
 * for calendars whose window has decreed days).
 *
 * @param plan - The calendar's plan.
 * @param day - The day.
 * @param wanted - `PREVIOUS_WORKING_DAY`, `NEXT_WORKING_DAY` or their sum.
 * @param evenIfWorking - Whether to look for them when the day itself is a working day.
 * @returns Its reason and label, and the neighbours asked for.
 * @throws CalendarDataError when the holiday provider fails.
 * @example
 * dayAndNeighbours(us.plan, july4of2024, PREVIOUS_WORKING_DAY + NEXT_WORKING_DAY, true)
 * //=> { reason: 'public_holiday', label: 'Independence Day', previous: july3of2024, next: july5of2024 }
 */
export function dayAndNeighbours(plan: CalendarPlan, day: number, wanted: number, evenIfWorking: boolean): DayWithNeighbours {
  const window = windowFor(plan, day, day);
  const days = window.days;
  const index = windowIndex(window, day);
  // `days` holds off-days on working weekdays only, so a non-working weekday is never found in it.
  const off = days[index] === day;
  const decreed = window.decreed;
  let reason: DayReason = 'working_day';
  let label: string | undefined;
  if (!plan.isWorking[epochDaysToIsoWeekday(day) - 1]) {
    const weekend = weekendClass(decreed, day);
    reason = weekend.reason;
    label = weekend.label;
  } else if (off) {
    const code = window.reasons[index]!;
    reason = code === OFF_EXCLUDED ? 'excluded_date' : reasonNames[code]!;
    if (code !== OFF_EXCLUDED) label = window.labels[index]!;
  }
  if ((reason === 'working_day' || reason === 'decreed_working_day') && !evenIfWorking) return { reason, label, previous: undefined, next: undefined };
  // The first off-day after `day` is the one at `index` (or the next, when `day` is off); the last
  // before it is at `index - 1`. The neighbouring working weekday is off exactly when it is that one.
  let next: number | undefined;
  if ((wanted & NEXT_WORKING_DAY) !== 0) {
    next = workingWeekdayAt(plan, workingWeekdaysBefore(plan, day + 1));
    const after = off ? index + 1 : index;
    if (next > MAX_EPOCH_DAYS) next = undefined;
    else if (next > window.lastDay) next = nthWorkingDay(plan, day, 1, 1);
    else if (days[after] === next) {
      next = pastRun(window, after, 1);
      if (next === OUTSIDE_WINDOW) next = nthWorkingDay(plan, day, 1, 1);
    }
    // A decreed working day before it is the next working day (ruling 29).
    const working = decreed.working;
    if (working.length > 0 && next !== undefined) {
      const at = lowerBound(working, day + 1);
      if (at < working.length && working[at]! < next) next = working[at]!;
    }
  }
  let previous: number | undefined;
  if ((wanted & PREVIOUS_WORKING_DAY) !== 0) {
    previous = workingWeekdayAt(plan, workingWeekdaysBefore(plan, day) - 1);
    if (previous < MIN_EPOCH_DAYS) previous = undefined;
    else if (previous < window.firstDay) previous = nthWorkingDay(plan, day, 1, -1);
    else if (index > 0 && days[index - 1] === previous) {
      previous = pastRun(window, index - 1, -1);
      if (previous === OUTSIDE_WINDOW) previous = nthWorkingDay(plan, day, 1, -1);
    }
    const working = decreed.working;
    if (working.length > 0 && previous !== undefined) {
      const at = lowerBound(working, day) - 1;
      if (at >= 0 && working[at]! > previous) previous = working[at]!;
    }
  }
  return { reason, label, previous, next };
}

/**
 * Finds the `count`-th working day strictly after (`direction` 1) or strictly before (-1) a day,
 * without walking: jump to the `count`-th working weekday by arithmetic, then skip the off-days on
 * the way by scanning the window's sorted off-days from there (each one it passes moves the answer
 * one working weekday further), so the cost hardly depends on `count`. Near the edge of the
 * calendar's window it falls back to repeated jumps, which grow the window. For `count` 1 it first
 * tests the next few days one by one. Decreed working days (ruling 29) only bring the answer closer:
 * when some lie between the day and that answer, a binary search over the count of working days
 * (arithmetic and two window searches per step) finds the day where the count reaches `count`.
 * (Decreed working days lie in the compiled tables' years only, so an answer past 9999-12-31 without
 * them, which needs a `count` of millions from there, stays `undefined`.)
 *
 * @param plan - The calendar's plan.
 * @param from - The day to start from (not counted).
 * @param count - How many working days to move, >= 1.
 * @param direction - 1 forwards, -1 backwards.
 * @returns The epoch day, or `undefined` when it would fall outside 0001-01-01..9999-12-31.
 * @throws CalendarDataError when the holiday provider fails.
 * @example
 * nthWorkingDay(us.plan, friday, 1, 1) //=> the next Monday (or Tuesday after a Monday holiday)
 */
export function nthWorkingDay(plan: CalendarPlan, from: number, count: number, direction: 1 | -1): number | undefined {
  const found = nthWorkingWeekday(plan, from, count, direction);
  if (found === undefined || !mayHaveDecreedDays(plan)) return found;
  // The window of the span (the last one used, in all but rare cases): without decreed days, that's it.
  const window = direction === 1 ? windowFor(plan, from + 1, found) : windowFor(plan, found, from - 1);
  if (window.decreed.working.length === 0) return found;
  return direction === 1 ? decreedForward(plan, window, from + 1, count, found) : decreedBackward(plan, window, from - 1, count, found);
}

/**
 * `nthWorkingDay` without decreed working days: the `count`-th working weekday that is not an off-day
 * (see `nthWorkingDay`).
 */
function nthWorkingWeekday(plan: CalendarPlan, from: number, count: number, direction: 1 | -1): number | undefined {
  if (count === 1) {
    // The neighbouring working day is almost always within a few days: test them one by one against
    // one window lookup, moving a cursor over the sorted off-days alongside.
    const window = windowFor(plan, Math.max(from - NEAR_DAYS, MIN_EPOCH_DAYS), Math.min(from + NEAR_DAYS, MAX_EPOCH_DAYS));
    const days = window.days;
    let weekday = epochDaysToIsoWeekday(from) - 1;
    let day = from;
    // After two working weekdays off in a row (a bridge, or a long closure) the run of off-days
    // answers at once (`neighbourWorkingDay`) instead of more steps.
    let offInRow = 0;
    if (direction === 1) {
      let cursor = windowIndex(window, from + 1);
      for (let step = 0; step < NEAR_DAYS; step++) {
        day++;
        weekday = weekday === 6 ? 0 : weekday + 1;
        if (day > MAX_EPOCH_DAYS) return undefined;
        if (!plan.isWorking[weekday]) continue;
        while (cursor < days.length && days[cursor]! < day) cursor++;
        if (days[cursor] !== day) return day;
        if (++offInRow === 2) break;
      }
    } else {
      let cursor = windowIndex(window, from) - 1;
      for (let step = 0; step < NEAR_DAYS; step++) {
        day--;
        weekday = weekday === 0 ? 6 : weekday - 1;
        if (day < MIN_EPOCH_DAYS) return undefined;
        if (!plan.isWorking[weekday]) continue;
        while (cursor >= 0 && days[cursor]! > day) cursor--;
        if (days[cursor] !== day) return day;
        if (++offInRow === 2) break;
      }
    }
    if (offInRow === 2) {
      const neighbour = neighbourWorkingDay(plan, from, direction);
      if (neighbour !== OUTSIDE_WINDOW) return neighbour;
    }
  }
  const edge = from + direction;
  if (direction === 1) {
    // Working weekdays are numbered by workingWeekdaysBefore; the answer's number is first + skipped.
    const first = workingWeekdaysBefore(plan, edge) + count - 1;
    const target = workingWeekdayAt(plan, first);
    if (target > MAX_EPOCH_DAYS) return undefined;
    const window = windowFor(plan, edge, target);
    const start = windowIndex(window, edge);
    let skipped = windowIndex(window, target + 1) - start;
    const days = window.days;
    // Each further off-day whose number is at most the candidate's lies before the answer (searched, not walked).
    skipped = firstOffDayAfter(plan, days, start, first, skipped);
    const found = skipped === 0 ? target : workingWeekdayAt(plan, first + skipped);
    if (found <= window.lastDay) return found > MAX_EPOCH_DAYS ? undefined : found;
  } else {
    const first = workingWeekdaysBefore(plan, edge + 1) - count;
    const target = workingWeekdayAt(plan, first);
    if (target < MIN_EPOCH_DAYS) return undefined;
    const window = windowFor(plan, target, edge);
    const end = windowIndex(window, edge + 1);
    let skipped = end - windowIndex(window, target);
    const days = window.days;
    skipped = firstOffDayBefore(plan, days, end, first, skipped);
    const found = skipped === 0 ? target : workingWeekdayAt(plan, first - skipped);
    if (found >= window.firstDay) return found < MIN_EPOCH_DAYS ? undefined : found;
  }
  return nthWorkingDayByJumps(plan, from, count, direction);
}

/**
 * For a forward `nthWorkingDay`: the number of off-days from `days[start]` on that lie before the
 * answer, i.e. the first `k >= from` with `workingWeekdaysBefore(days[start + k]) > first + k`. The
 * off-days that qualify form a prefix (an off-day's working-weekday number minus its position never
 * falls), so a long run of them (a closure of excluded dates) is found by an exponential then a binary
 * search: O(log n) steps, no walk. (Written out, without a predicate closure, as it is a hot path.)
 */
function firstOffDayAfter(plan: CalendarPlan, days: Int32Array, start: number, first: number, from: number): number {
  const limit = days.length - start;
  let low = from;
  let high = from;
  let step = 1;
  while (high < limit && workingWeekdaysBefore(plan, days[start + high]!) <= first + high) {
    low = high + 1;
    high = Math.min(low + step, limit);
    step *= 2;
  }
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (workingWeekdaysBefore(plan, days[start + middle]!) <= first + middle) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * For a backward `nthWorkingDay`: the first `k >= from` with
 * `workingWeekdaysBefore(days[end - k - 1]) < first - k` (or `end` when none), by the same
 * exponential then binary search as `firstOffDayAfter`.
 */
function firstOffDayBefore(plan: CalendarPlan, days: Int32Array, end: number, first: number, from: number): number {
  let low = from;
  let high = from;
  let step = 1;
  while (high < end && workingWeekdaysBefore(plan, days[end - high - 1]!) >= first - high) {
    low = high + 1;
    high = Math.min(low + step, end);
    step *= 2;
  }
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (workingWeekdaysBefore(plan, days[end - middle - 1]!) >= first - middle) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** `nthWorkingDay` by repeated jumps: jump `remaining` working weekdays, then again by the off-days passed. */
function nthWorkingDayByJumps(plan: CalendarPlan, from: number, count: number, direction: 1 | -1): number | undefined {
  let edge = from + direction;
  let remaining = count;
  for (;;) {
    let target: number;
    if (direction === 1) {
      target = workingWeekdayAt(plan, workingWeekdaysBefore(plan, edge) + remaining - 1);
      if (target > MAX_EPOCH_DAYS) return undefined;
    } else {
      target = workingWeekdayAt(plan, workingWeekdaysBefore(plan, edge + 1) - remaining);
      if (target < MIN_EPOCH_DAYS) return undefined;
    }
    const low = Math.min(edge, target);
    const high = Math.max(edge, target);
    const window = windowFor(plan, low, high);
    const offDays = windowIndex(window, high + 1) - windowIndex(window, low);
    if (offDays === 0) return target;
    edge = target + direction;
    remaining = offDays;
  }
}
