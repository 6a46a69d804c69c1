import { ERROR_STATUS, type ErrorCode } from '../protocol/errorCodes.ts';

/** The error codes an operation can give, grouped by HTTP status, statuses ascending. */
export type ErrorCodesByStatus = ReadonlyArray<readonly [status: number, codes: readonly ErrorCode[]]>;

/**
 * Groups an operation's error set by the HTTP status the spec gives each code.
 *
 * @param codes - The operation's error codes.
 * @returns `[status, codes]` pairs, statuses ascending, codes in the given order.
 * @example
 * errorCodesByStatus(['INVALID_DATE', 'INVALID_JSON', 'RANGE_TOO_LARGE'])
 * //=> [[400, ['INVALID_DATE', 'INVALID_JSON']], [422, ['RANGE_TOO_LARGE']]]
 */
export function errorCodesByStatus(codes: readonly ErrorCode[]): ErrorCodesByStatus {
  const groups = new Map<number, ErrorCode[]>();
  for (const code of codes) {
    const status = ERROR_STATUS[code];
    groups.set(status, [...(groups.get(status) ?? []), code]);
  }
  return [...groups.entries()].sort(([a], [b]) => a - b);
}
