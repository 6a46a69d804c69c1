// The goals of issue 31 item 2: the column kernels per row, absolute and beside numpy in the same run.
import type { Measurement } from './_harness.ts';
import { formatNs } from './_harness.ts';
import { COLUMN_LABELS } from './columns.ts';
import type { GoalOutcome } from './goals.ts';

/** [label, at most ns per row, at least this many times faster than numpy (none for the roll)]. */
const COLUMN_GOALS: readonly [string, number, number | undefined, string][] = [
  [COLUMN_LABELS.count, 10, 8, 'busday_count'],
  [COLUMN_LABELS.add, 20, 20, 'busday_offset'],
  [COLUMN_LABELS.busday, 5, 6, 'is_busday'],
  [COLUMN_LABELS.roll, 10, undefined, 'busday_offset(roll=modifiedfollowing)'],
];

/**
 * Judges the column goals: each kernel's cost per row on one million US rows, and its speed beside
 * numpy's on the same rows (a goal whose numbers are missing fails, with the reason).
 *
 * @param measurements - The run's measurements.
 * @returns One outcome per goal.
 */
export function judgeColumnGoals(measurements: readonly Measurement[]): GoalOutcome[] {
  const find = (contender: string, label: string): Measurement | undefined => measurements.find((m) => m.group === 'columns' && m.contender === contender && m.label === label);
  const outcomes: GoalOutcome[] = [];
  for (const [label, ceiling, factor, theirs] of COLUMN_GOALS) {
    const mine = find('daycalc column', label);
    outcomes.push({
      goal: `columns: ${label} <= ${ceiling} ns per row (one million random US rows, 1950-2050)`,
      pass: mine !== undefined && mine.ns <= ceiling,
      detail: mine === undefined ? `not measured: columns / daycalc column / ${label}` : `${formatNs(mine.ns)} per row`,
    });
    if (factor === undefined) continue;
    const numpy = find('numpy', label);
    outcomes.push({
      goal: `columns: ${label} >= ${factor}x faster than numpy's ${theirs} on the same rows`,
      pass: mine !== undefined && numpy !== undefined && numpy.ns / mine.ns >= factor,
      detail: mine === undefined || numpy === undefined ? `not measured: columns / ${mine === undefined ? 'daycalc column' : 'numpy'} / ${label}` : `${formatNs(numpy.ns)} vs ${formatNs(mine.ns)} per row = ${(numpy.ns / mine.ns).toFixed(1)}x`,
    });
  }
  return outcomes;
}
