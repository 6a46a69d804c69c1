// The goals of issue 7, each judged on numbers from the same run.
import type { Measurement, Metric } from './_harness.ts';
import { formatNs } from './_harness.ts';
import { FLOOR } from './_daycalc.ts';

/** A judged goal. */
export interface GoalOutcome {
  readonly pass: boolean;
  readonly goal: string;
  readonly detail: string;
}

type Judge = () => { pass: boolean; detail: string };

/**
 * Judges every goal; a goal whose numbers are missing fails, with the reason.
 *
 * @param measurements - Micro-benchmark results.
 * @param metrics - Process-level results.
 * @returns One outcome per goal, in the order.
 */
export function judgeGoals(measurements: readonly Measurement[], metrics: readonly Metric[]): GoalOutcome[] {
  const ns = (group: string, contender: string, label: string): number => {
    const found = measurements.find((m) => m.group === group && m.contender === contender && m.label === label);
    if (found === undefined) throw new Error(`not measured: ${group} / ${contender} / ${label}`);
    return found.ns;
  };
  const worst = (group: string, contender: string): { ns: number; label: string } => {
    const found = measurements.filter((m) => m.group === group && m.contender === contender);
    if (found.length === 0) throw new Error(`not measured: ${group} / ${contender}`);
    return found.reduce((a, b) => (b.ns > a.ns ? b : a));
  };
  /** `(reading/writing the date strings alone: 95 ns)`, when the floor contender was measured. */
  const floorOf = (group: string, label: string): string => {
    const found = measurements.find((m) => m.group === group && m.contender === FLOOR && m.label === label);
    return found === undefined ? '' : ` (the date strings alone: ${formatNs(found.ns)})`;
  };
  const metric = (name: string): number => {
    const found = metrics.find((m) => m.name === name);
    if (found === undefined) throw new Error(`not measured: ${name}`);
    return found.value;
  };
  const ratio = (a: number, b: number): string => `${(a / b).toFixed(a / b < 10 ? 2 : 0)}x`;
  const atMost = (value: number, limit: number, text: string) => ({ pass: value <= limit, detail: text });
  const atLeast = (value: number, limit: number, text: string) => ({ pass: value >= limit, detail: text });

  const goals: [string, Judge][] = [
    ['flat cost: typed count over 100 years <= 1.5x the count over 1 month', () => {
      const long = ns('count', 'daycalc typed', '100 years');
      const short = ns('count', 'daycalc typed', '1 month');
      return atMost(long / short, 1.5, `${formatNs(long)} vs ${formatNs(short)} = ${ratio(long, short)}`);
    }],
    ['flat cost: typed add ±2,500 <= 1.5x add ±5', () => {
      const long = ns('add', 'daycalc typed', '±2,500');
      const short = ns('add', 'daycalc typed', '±5');
      return atMost(long / short, 1.5, `${formatNs(long)} vs ${formatNs(short)} = ${ratio(long, short)}`);
    }],
    ['>= 1,000x faster than the naive loop at 100 years', () => {
      const naive = ns('count', 'naive loop', '100 years');
      const mine = ns('count', 'daycalc typed', '100 years');
      return atLeast(naive / mine, 1_000, `${formatNs(naive)} vs ${formatNs(mine)} = ${ratio(naive, mine)}`);
    }],
    ['>= 100x faster than moment-business-days at 1 month', () => {
      const theirs = ns('count', 'moment-business-days', '1 month');
      const mine = ns('count', 'daycalc typed', '1 month');
      return atLeast(theirs / mine, 100, `${formatNs(theirs)} vs ${formatNs(mine)} = ${ratio(theirs, mine)}`);
    }],
    ['typed count at 10 years >= 20x faster than date-fns differenceInBusinessDays (no holidays)', () => {
      const theirs = ns('count', 'date-fns', '10 years');
      const mine = ns('count', 'daycalc typed', '10 years');
      return atLeast(theirs / mine, 20, `${formatNs(theirs)} vs ${formatNs(mine)} = ${ratio(theirs, mine)}`);
    }],
    ['execute count at 10 years >= 3x faster than date-fns differenceInBusinessDays', () => {
      const theirs = ns('count', 'date-fns', '10 years');
      const mine = ns('count', 'daycalc execute', '10 years');
      return atLeast(theirs / mine, 3, `${formatNs(theirs)} vs ${formatNs(mine)} = ${ratio(theirs, mine)}`);
    }],
    ['sanity: typed count < 100 ns at every span', () => {
      const slowest = worst('count', 'daycalc typed');
      return atMost(slowest.ns, 100, `slowest ${formatNs(slowest.ns)} at ${slowest.label}${floorOf('count', slowest.label)}`);
    }],
    ['sanity: typed add < 150 ns at every offset', () => {
      const slowest = worst('add', 'daycalc typed');
      return atMost(slowest.ns, 150, `slowest ${formatNs(slowest.ns)} at ${slowest.label}${floorOf('add', slowest.label)}`);
    }],
    ['sanity: typed is-business-day (with next/previous) < 60 ns', () => {
      const mine = ns('is-business-day', 'daycalc typed', 'with next/previous');
      return atMost(mine, 60, `${formatNs(mine)}${floorOf('is-business-day', 'with next/previous')}`);
    }],
    ['sanity: execute business-day count < 2 us at every span', () => {
      const slowest = worst('count', 'daycalc execute');
      return atMost(slowest.ns, 2_000, `slowest ${formatNs(slowest.ns)} at ${slowest.label}`);
    }],
    ['cold start (import + first 10-year US count) < 150 ms', () => {
      const ms = metric('cold start: import + first 10-year US count');
      return atMost(ms, 150, `${ms.toFixed(1)} ms (whole process incl. node boot: ${metric('cold start: whole process, spawn to exit').toFixed(1)} ms)`);
    }],
    ['bundle: dateDifference alone < 6 KB gzipped, no holiday data', () => {
      const bytes = metric('bundle: dateDifference only (dist)');
      const holidays = metric('bundle: dateDifference only (dist): holiday data included') === 1;
      return { pass: bytes < 6_000 && !holidays, detail: `${bytes.toLocaleString('en-US')} bytes gz, holiday data ${holidays ? 'INCLUDED' : 'absent'}` };
    }],
    ['memory: resident growth < 100 MB over the random calls', () => {
      const growth = metric('memory: resident growth (peak minus before)');
      return atMost(growth, 100, `${growth.toFixed(1)} MB over ${metric('memory: calls made').toLocaleString('en-US')} calls`);
    }],
    ['gateway: >= 0.5x the requests per second of a bare node:http server', () => {
      const mine = metric('gateway: daycalc serve');
      const bare = metric('gateway: bare node:http');
      return atLeast(mine / bare, 0.5, `${Math.round(mine).toLocaleString('en-US')} vs ${Math.round(bare).toLocaleString('en-US')} req/s = ${ratio(mine, bare)}`);
    }],
  ];
  return goals.map(([goal, judge]) => {
    try {
      return { goal, ...judge() };
    } catch (error) {
      return { goal, pass: false, detail: (error as Error).message };
    }
  });
}
