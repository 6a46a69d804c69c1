/** `add-days`: the largest absolute `days` amount, for every unit (docs/decisions.md#limits). */
export const ADD_DAYS_MAX_AMOUNT = 36_500;

/** `business-days-between`: the largest span, in days counted inclusively (docs/decisions.md#limits). */
export const BUSINESS_DAYS_BETWEEN_MAX_SPAN_DAYS = 36_525;

/** `business-days-between` with `detailed: true`: the largest span, in days counted inclusively. */
export const BUSINESS_DAYS_BETWEEN_MAX_DETAILED_SPAN_DAYS = 400;

/** `add-business-days`: the largest absolute `days` amount (docs/decisions.md#limits). */
export const ADD_BUSINESS_DAYS_MAX_AMOUNT = 25_000;

/** `add-business-days` with `detailed: true`: the most calendar days the walk may cover. */
export const ADD_BUSINESS_DAYS_MAX_DETAILED_WALK_DAYS = 400;

/** `holidays`: the longest `start_date`..`end_date` period, in days counted inclusively (a leap year). */
export const HOLIDAYS_MAX_SPAN_DAYS = 366;

/** `holidays`: the years `year` accepts (public holidays exist for 1583-3797; other years list a saved calendar's own days only). */
export const HOLIDAYS_YEAR_MIN = 1;

/** `holidays`: the last year `year` accepts. */
export const HOLIDAYS_YEAR_MAX = 9999;
