// The public surface of `weekNumber`, exported by the root entry (its generated block, npm run operations:generate).
export { weekNumber, type WeekNumberInput, type WeekNumberOutput } from './weekNumber.ts';
