// The public surface of `dateDifference`, exported by the root entry (its generated block, npm run operations:generate).
export { dateDifference, type DateDifferenceInput, type DateDifferenceOutput } from './dateDifference.ts';
