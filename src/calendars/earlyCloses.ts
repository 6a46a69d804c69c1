// The early closes of a market calendar (docs/decisions.md#markets): days the market trades but closes
// early, with the closing time where the data states one. They are not days off: `holidays` lists
// them beside the closures, and the business-day operations count them as working days.
import { HOLIDAY_TABLES_FIRST_YEAR } from './holidayTables/index.ts';
import { openEarlyCloses, type EarlyClosesTable } from './earlyCloseCodec.ts';
import type { EncodedEarlyCloses } from './holidayTableCodec.ts';
import type { CalendarPlan } from './resolvedCalendar.ts';

/** One early close: its epoch day, its name, and its closing time (`HH:MM`, the market's local time) or null. */
export interface EarlyClose {
  readonly day: number;
  readonly label: string;
  readonly closesAt: string | null;
}

/** Opened early-close tables by encoded value (a pure cache: dropped with the value). */
const opened = new WeakMap<EncodedEarlyCloses, EarlyClosesTable>();

/**
 * The early closes of a calendar's market in one year; none for a country calendar, a calendar
 * without its market's closures, or a market without early closes.
 *
 * @param plan - The calendar's plan.
 * @param year - A year of the tables' window.
 * @returns The early closes, in date order.
 * @example
 * earlyClosesIn(nyse.plan, 2024).find((close) => close.label === 'Christmas Eve')?.closesAt //=> '13:00'
 */
export function earlyClosesIn(plan: CalendarPlan, year: number): readonly EarlyClose[] {
  const encoded = plan.holidays?.data.earlyCloses;
  if (encoded === undefined) return [];
  let table = opened.get(encoded);
  if (table === undefined) {
    table = openEarlyCloses(encoded, HOLIDAY_TABLES_FIRST_YEAR);
    opened.set(encoded, table);
  }
  const closes = table.year(year - HOLIDAY_TABLES_FIRST_YEAR);
  if (closes === undefined) return [];
  return closes.days.map((day, index) => ({ day, label: closes.labels[index]!, closesAt: closes.closesAt[index] ?? null }));
}
