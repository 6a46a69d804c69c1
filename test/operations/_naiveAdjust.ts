// The naive roll conventions for the adjust-date tests: a day-by-day walk with the oracle's classification.
import { Temporal } from 'temporal-polyfill';
import type { AdjustDateConvention } from '../../src/operations/adjustDate/adjustDate.ts';
import { oracleClassify, oracleIsWorking, type OracleCalendar } from '../_helpers/businessDayOracle.ts';

/** The naive convention: walk day by day from the date with the oracle's classification. */
export function naiveAdjust(oracle: OracleCalendar, start: string, convention: AdjustDateConvention): string | undefined {
  const isWorking = (day: Temporal.PlainDate): boolean => oracleIsWorking(oracleClassify(oracle, day));
  const first = Temporal.PlainDate.from(start);
  if (isWorking(first)) return start;
  const walk = (step: 1 | -1): Temporal.PlainDate | undefined => {
    let day = first;
    for (let index = 0; index < 4000; index++) {
      day = day.add({ days: step });
      if (isWorking(day)) return day;
    }
    return undefined;
  };
  const after = walk(1);
  const before = walk(-1);
  const sameMonth = (day: Temporal.PlainDate | undefined) => day !== undefined && day.year === first.year && day.month === first.month;
  let result: Temporal.PlainDate | undefined;
  if (convention === 'following') result = after;
  else if (convention === 'preceding') result = before;
  else if (convention === 'modified_following') result = sameMonth(after) ? after : (before ?? after);
  else if (convention === 'modified_preceding') result = sameMonth(before) ? before : (after ?? before);
  else if (after === undefined) result = before;
  else if (before === undefined) result = after;
  else result = first.until(after).days <= before.until(first).days ? after : before;
  return result?.toString();
}
