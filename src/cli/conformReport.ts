// Only cli/conform.ts may import the conformance kit (it needs fast-check): the shapes are restated here.

/** One differing path (as `compare` in `daycalc/testing` reports it). */
interface Difference {
  readonly path: string;
  readonly expected: unknown;
  readonly actual: unknown;
}

/** The reference answer (as `reference` in `daycalc/testing` gives it). */
type ReferenceAnswer = { readonly status: number; readonly data: unknown } | { readonly status: number; readonly code: string };

/** The smallest failing request of one operation, as `daycalc conform` found and shrank it. */
export interface ConformFailure {
  /** The request body as sent (JSON text, or not JSON for an `INVALID_JSON` case). */
  readonly body: string;
  /** For a generated invalid request, the rule it breaks. */
  readonly rule?: string;
  /** The reference answer. */
  readonly expected: ReferenceAnswer;
  /** What the deployment answered: status, code (on an error) and body. */
  readonly actual: { readonly status: number; readonly code?: unknown; readonly body: unknown };
  readonly differences: readonly Difference[];
  /** How many times fast-check shrank the first failing request. */
  readonly shrinks: number;
}

/** The outcome for one operation. */
export interface OperationReport {
  readonly operation: string;
  /** Requests sent, retries after a 429 included (never more than `--runs`). */
  readonly requests: number;
  readonly ok: boolean;
  readonly failure?: ConformFailure;
  readonly note?: string;
}

/** The whole run, as `--json` prints it. */
export interface ConformReport {
  readonly base_url: string;
  readonly seed: number;
  readonly runs: number;
  readonly today: string;
  readonly ok: boolean;
  readonly operations: readonly OperationReport[];
}

const show = (value: unknown): string => (value === undefined ? '(absent)' : JSON.stringify(value));

function answerLine(status: number, code: unknown): string {
  return code === undefined ? String(status) : `${status} ${String(code)}`;
}

/**
 * Formats a conform run for people: one line per operation, and for each difference the shrunk
 * body, the rule it breaks, expected against actual, each differing path and the command to replay
 * it (the key is never printed).
 *
 * @param report - The run.
 * @returns The report text, ending in a newline.
 * @example
 * formatConformReport({ base_url, seed: 42, runs: 20, today, ok: true, operations }).split('\n').at(-2) //=> 'conform: no differences'
 */
export function formatConformReport(report: ConformReport): string {
  const lines = [`daycalc conform: ${report.base_url} (seed ${report.seed}, at most ${report.runs} requests per operation, today ${report.today})`];
  const width = Math.max(0, ...report.operations.map((item) => item.operation.length));
  for (const item of report.operations) {
    lines.push(`  ${item.operation.padEnd(width)}  ${String(item.requests).padStart(4)} requests  ${item.ok ? 'ok' : 'DIFFERS'}${item.note ? ` (${item.note})` : ''}`);
    const failure = item.failure;
    if (failure === undefined) continue;
    const expected = failure.expected;
    lines.push(`    body:     ${failure.body}${failure.rule ? `   (${failure.rule})` : ''}`);
    lines.push(`    expected: ${answerLine(expected.status, 'code' in expected ? expected.code : undefined)}`);
    lines.push(`    actual:   ${answerLine(failure.actual.status, failure.actual.code)}`);
    for (const difference of failure.differences) lines.push(`    ${difference.path}: expected ${show(difference.expected)}, got ${show(difference.actual)}`);
    lines.push(`    shrunk ${failure.shrinks} times; replay: daycalc conform --base-url ${report.base_url} --key <key> --seed ${report.seed} --runs ${report.runs} --ops ${item.operation} --today ${report.today}`);
  }
  const failed = report.operations.filter((item) => !item.ok).length;
  lines.push(failed === 0 ? 'conform: no differences' : `conform: ${failed} operation${failed === 1 ? '' : 's'} differ (seed ${report.seed})`);
  return `${lines.join('\n')}\n`;
}
