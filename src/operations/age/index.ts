// The public surface of `age`, exported by the root entry (its generated block, npm run operations:generate).
export { age, type AgeInput, type AgeOutput } from './age.ts';
