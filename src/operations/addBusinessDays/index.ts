// The public surface of `addBusinessDays`, exported by the root entry (its generated block, npm run operations:generate).
export { addBusinessDays, type AddBusinessDaysInput, type AddBusinessDaysOutput } from './addBusinessDays.ts';
