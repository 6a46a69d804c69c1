// The public surface of `addDays`, exported by the root entry (its generated block, npm run operations:generate).
export { addDays, type AddDaysInput, type AddDaysOutput, type AddDaysUnit } from './addDays.ts';
