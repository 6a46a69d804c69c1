// The column kernels: the business-day operations over typed arrays of epoch days, one call for a
// million rows (docs/decisions.md#column-kernels). Exported by the root entry; a bundle that imports
// none of them carries none of them.
export { businessDaysBetweenColumn, type BusinessDaysBetweenColumnOptions } from './businessDaysBetweenColumn.ts';
export { addBusinessDaysColumn, type AddBusinessDaysColumnOptions } from './addBusinessDaysColumn.ts';
export { isBusinessDayColumn, type IsBusinessDayColumnOptions } from './isBusinessDayColumn.ts';
export { adjustDateColumn, type AdjustDateColumnOptions } from './adjustDateColumn.ts';
export { plainDatesToEpochDays, epochDaysToPlainDates } from './plainDateColumns.ts';
export type { EpochDayColumn, AmountColumn } from './columnChecks.ts';
