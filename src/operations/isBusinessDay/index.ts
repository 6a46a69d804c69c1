// The public surface of `isBusinessDay`, exported by the root entry (its generated block, npm run operations:generate).
export { isBusinessDay, type IsBusinessDayInput, type IsBusinessDayOutput } from './isBusinessDay.ts';
