// The public surface of `dayOfWeek`, exported by the root entry (its generated block, npm run operations:generate).
export { dayOfWeek, type DayOfWeekInput, type DayOfWeekOutput } from './dayOfWeek.ts';
