// The public surface of `timeDuration`, exported by the root entry (its generated block, npm run operations:generate).
export { timeDuration, isClockTime, type TimeDurationInput, type TimeDurationOutput } from './timeDuration.ts';
