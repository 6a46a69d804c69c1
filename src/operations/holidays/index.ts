// The public surface of `holidays`, exported by the root entry (its generated block, npm run operations:generate).
export { holidays, type HolidaysInput, type HolidaysOutput, type HolidaysDay } from './holidays.ts';
