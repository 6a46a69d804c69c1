import type { IsoWeekday } from '../date/dayOfWeek.ts';
import type { HolidayType } from '../fields/calendarFields.ts';
import { plainDateToEpochDays, type PlainDate } from '../date/plainDate.ts';
import { HOLIDAY_PROVIDER, HOLIDAY_PROVIDER_VERSION, MARKET_PROVIDER_VERSION } from './holidayProvider.ts';
import type { RegionHolidays } from './regionHolidays.ts';

/**
 * The six reasons of the classification order (docs/decisions.md#business-day-classification), in the order they are checked (first match wins). `decreed_working_day`
 * (docs/decisions.md#decreed-working-days) is a day whose weekday is not a working weekday but that the holiday data makes a working
 * day; it and `working_day` are the business days.
 */
export const DAY_REASONS = ['non_working_weekday', 'excluded_date', 'custom_holiday', 'public_holiday', 'decreed_working_day', 'working_day'] as const;

/** Why a day is (not) a working day. */
export type DayReason = (typeof DAY_REASONS)[number];

/**
 * Tells whether a reason of the classification order is a business day's: `working_day` or `decreed_working_day`.
 *
 * @param reason - A reason.
 * @returns True for a business day.
 * @example
 * isBusinessDayReason('decreed_working_day') //=> true
 */
export function isBusinessDayReason(reason: DayReason): boolean {
  return reason === 'working_day' || reason === 'decreed_working_day';
}

/** A custom holiday of a saved calendar. */
export interface CustomHoliday {
  readonly date: PlainDate;
  readonly label: string;
}

/** Everything that decides a calendar, already checked (see `resolveCalendar`). */
export interface CalendarSpec {
  readonly business_calendar_id?: string;
  /** The ISO 3166-1 country; absent exactly when `market_code` is given. */
  readonly country_code?: string;
  /** The market's MIC (or `TARGET`) of a market calendar (docs/decisions.md#markets). */
  readonly market_code?: string;
  /** The provider's subdivision code (`BY`), not the ISO form. */
  readonly subdivision_code?: string;
  readonly working_days: readonly IsoWeekday[];
  readonly include_public_holidays: boolean;
  readonly custom_holidays: readonly CustomHoliday[];
  readonly excluded_dates: readonly PlainDate[];
  /** The holiday types that are days off, `public` first (docs/decisions.md#holiday-types); absent for public holidays only. */
  readonly holiday_types?: readonly HolidayType[];
  /**
   * The language of the holiday names (docs/decisions.md#languages): in a spec, the one asked for; in a
   * resolved calendar, the one its names are in (one of the country's languages, or `en`). Absent when none was asked for.
   */
  readonly language?: string;
}

/**
 * The code of the region whose days off a spec holds: its market, else its country.
 *
 * @param spec - A checked spec.
 * @returns The market code or the country code.
 * @example
 * regionCode({ market_code: 'XNYS', … }) //=> 'XNYS'
 */
export function regionCode(spec: Pick<CalendarSpec, 'country_code' | 'market_code'>): string {
  return spec.market_code ?? spec.country_code!;
}

/**
 * Precomputed engine data of a calendar: the working week as arithmetic tables and the saved
 * calendar's dates as sorted epoch days. Opaque to callers; built once per `resolveCalendar`.
 */
export interface CalendarPlan {
  /** Memo key: equal keys mean equal calendars. */
  readonly key: string;
  readonly country: string;
  readonly subdivision: string | undefined;
  readonly includePublicHolidays: boolean;
  /** The public holidays the calendar holds (set exactly when `includePublicHolidays` is). */
  readonly holidays: RegionHolidays | undefined;
  /** `isWorking[isoWeekday - 1]`. */
  readonly isWorking: readonly boolean[];
  /** Working weekdays per week (1-7). */
  readonly workingPerWeek: number;
  /** `weekPrefix[k]`: working weekdays among the first k days (Monday first) of an ISO week, k = 0..7. */
  readonly weekPrefix: Int32Array;
  /** `weekPosition[r]`: Monday-based offset (0-6) of the r-th working weekday of a week. */
  readonly weekPosition: Int32Array;
  readonly excludedDays: Int32Array;
  readonly customDays: Int32Array;
  readonly customLabels: readonly string[];
  /** Set for a calendar made by `jointCalendar`: its members and how they combine. */
  readonly joint?: JointPlan;
  /** The years its data covers when fewer than the tables' (a market's; a joint calendar's: all its members'). */
  readonly held?: { readonly first: number; readonly last: number };
}

/** How a joint calendar combines its members (see `jointCalendar`). */
export interface JointPlan {
  readonly rule: 'holidays' | 'business_days';
  readonly members: readonly CalendarPlan[];
  /** Each member's name in labels: its country and subdivision, or its saved calendar's id. */
  readonly names: readonly string[];
  /** The holiday type of a day the joint calendar has off as a public holiday (docs/decisions.md#holiday-types), when a member has types. */
  readonly typeOf?: (day: number) => string | undefined;
}

/** A calendar ready for the business-day operations. */
export interface ResolvedCalendar extends CalendarSpec {
  /** `summary.provider`. */
  readonly provider: string;
  /** `summary.provider_version`. */
  readonly provider_version: string;
  readonly plan: CalendarPlan;
}

/** Builds the week tables, sorts and de-duplicates the dates (first custom label of a date wins). */
function createPlan(spec: CalendarSpec, holidays: RegionHolidays | undefined): CalendarPlan {
  const isWorking = [1, 2, 3, 4, 5, 6, 7].map((weekday) => spec.working_days.includes(weekday as IsoWeekday));
  const weekPrefix = new Int32Array(8);
  const positions: number[] = [];
  for (let offset = 0; offset < 7; offset++) {
    if (isWorking[offset]) positions.push(offset);
    weekPrefix[offset + 1] = positions.length;
  }
  const excludedDays = Int32Array.from(new Set(spec.excluded_dates.map(plainDateToEpochDays))).sort();
  const custom = new Map<number, string>();
  for (const holiday of spec.custom_holidays) {
    const day = plainDateToEpochDays(holiday.date);
    if (!custom.has(day)) custom.set(day, holiday.label);
  }
  const customDays = Int32Array.from(custom.keys()).sort();
  const customLabels = Array.from(customDays, (day) => custom.get(day)!);
  const key = JSON.stringify([
    holidays?.key ?? regionCode(spec),
    spec.subdivision_code ?? '',
    isWorking.map((working) => (working ? 1 : 0)).join(''),
    spec.include_public_holidays,
    Array.from(customDays),
    customLabels,
    Array.from(excludedDays),
  ]);
  return {
    key,
    country: regionCode(spec),
    subdivision: spec.subdivision_code,
    includePublicHolidays: spec.include_public_holidays,
    holidays,
    isWorking,
    workingPerWeek: positions.length,
    weekPrefix,
    weekPosition: Int32Array.from(positions),
    excludedDays,
    customDays,
    customLabels,
    ...(holidays?.data.years === undefined ? {} : { held: holidays.data.years }),
  };
}

/**
 * Builds a resolved calendar from checked parts: sorts the working days, adds the provider name and
 * version, and precomputes the engine's tables. Assumes the spec is valid and the holidays are its
 * region's (`resolveCalendar` and `loadCalendar` check).
 *
 * @param spec - The checked calendar fields.
 * @param holidays - The region's public holidays, when `include_public_holidays` is true.
 * @returns The calendar, holding its holidays.
 * @example
 * createResolvedCalendar({ country_code: 'US', working_days: [1, 2, 3, 4, 5], include_public_holidays: true,
 *   custom_holidays: [], excluded_dates: [] }, regionHolidays(US, undefined, undefined)).provider //=> 'daycalc-tables'
 */
export function createResolvedCalendar(spec: CalendarSpec, holidays: RegionHolidays | undefined): ResolvedCalendar {
  const working_days = [...new Set(spec.working_days)].sort((left, right) => left - right);
  const base: CalendarSpec = {
    ...(spec.business_calendar_id === undefined ? {} : { business_calendar_id: spec.business_calendar_id }),
    ...(spec.country_code === undefined ? {} : { country_code: spec.country_code }),
    ...(spec.market_code === undefined ? {} : { market_code: spec.market_code }),
    ...(spec.subdivision_code === undefined ? {} : { subdivision_code: spec.subdivision_code }),
    working_days,
    include_public_holidays: spec.include_public_holidays,
    // Copies: the calendar is frozen below, and the caller's own lists must stay theirs.
    custom_holidays: spec.custom_holidays.map((holiday) => ({ ...holiday })),
    excluded_dates: [...spec.excluded_dates],
    // The spec's own list (made by layerSpec.ts, frozen with the calendar), and the language the names
    // are in: the region's match, English without holiday data.
    ...(spec.holiday_types && { holiday_types: spec.holiday_types }),
    ...(spec.language && { language: holidays?.data.layers?.language ?? 'en' }),
  };
  return freezeCalendar({ ...base, provider: HOLIDAY_PROVIDER, provider_version: spec.market_code === undefined ? HOLIDAY_PROVIDER_VERSION : MARKET_PROVIDER_VERSION, plan: createPlan(base, spec.include_public_holidays ? holidays : undefined) });
}

/**
 * Freezes a calendar and the lists it shows (`working_days`, `custom_holidays` and their entries,
 * `excluded_dates`): calendars are memoised and handed to every caller that asks for the same one,
 * so one caller's change must not reach the others. (The plan is the engine's and is not shown.)
 *
 * @param calendar - A calendar just built.
 * @returns The same calendar, frozen.
 * @example
 * Object.isFrozen(freezeCalendar(calendar).working_days) //=> true
 */
export function freezeCalendar(calendar: ResolvedCalendar): ResolvedCalendar {
  Object.freeze(calendar.working_days);
  for (const holiday of calendar.custom_holidays) Object.freeze(holiday);
  Object.freeze(calendar.custom_holidays);
  Object.freeze(calendar.excluded_dates);
  return Object.freeze(calendar);
}
