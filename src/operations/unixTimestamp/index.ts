// The public surface of `unixTimestamp`, exported by the root entry (its generated block, npm run operations:generate).
export { unixTimestamp, type UnixTimestampInput, type UnixTimestampOutput } from './unixTimestamp.ts';
