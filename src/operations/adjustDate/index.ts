// The public surface of `adjustDate`, exported by the root entry (its generated block, npm run operations:generate).
export { adjustDate, ADJUST_DATE_CONVENTIONS, type AdjustDateInput, type AdjustDateOutput, type AdjustDateConvention } from './adjustDate.ts';
