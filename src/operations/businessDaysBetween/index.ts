// The public surface of `businessDaysBetween`, exported by the root entry (its generated block, npm run operations:generate).
export { businessDaysBetween, type BusinessDaysBetweenInput, type BusinessDaysBetweenOutput } from './businessDaysBetween.ts';
