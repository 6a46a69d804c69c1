import { parseArgs } from 'node:util';
import fc from 'fast-check';
import { OPERATION_NAMES, type OperationName } from '../catalog.ts';
import { compare, type CandidateAnswer, type Difference } from '../testing/compare.ts';
import { invalidRequest } from '../testing/invalidRequest.ts';
import { referenceText } from '../testing/reference.ts';
import { validRequest } from '../testing/validRequest.ts';

const USAGE = 'Usage: daycalc conform --base-url URL --key KEY [--runs N] [--seed S] [--ops list] [--today DATE] [--json]\n';

/** One generated request: the body text and, for invalid ones, the rule it breaks. */
interface Case {
  readonly text: string;
  readonly rule?: string;
}

/** The outcome for one operation. */
interface OperationReport {
  operation: string;
  requests: number;
  ok: boolean;
  failure?: { body: string; rule?: string; differences: Difference[]; shrinks: number };
  note?: string;
}

/** Sends requests within a budget, waiting out the deployment's per-minute limit instead of burning it. */
class Sender {
  remaining: number | undefined;
  resetsAt = 0;
  sent = 0;
  quotaExhausted = false;

  constructor(
    private readonly baseUrl: string,
    private readonly key: string,
    private readonly budget: number,
  ) {}

  get exhausted(): boolean {
    return this.sent >= this.budget || this.quotaExhausted;
  }

  /** Posts one body; undefined when the budget (or the quota) is spent. */
  async send(operation: string, text: string): Promise<CandidateAnswer | undefined> {
    for (;;) {
      if (this.exhausted) return undefined;
      if (this.remaining === 0) await sleepUntil(this.resetsAt);
      this.sent++;
      const response = await fetch(`${this.baseUrl}/${operation}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${this.key}`, 'content-type': 'application/json' },
        body: text,
      });
      const headers: Record<string, string> = {};
      response.headers.forEach((value, name) => {
        headers[name] = value;
      });
      const bodyText = await response.text();
      let body: unknown = bodyText;
      try {
        body = JSON.parse(bodyText);
      } catch {
        // Not JSON: compared as text, which differs from any expected object.
      }
      const remaining = Number(headers['x-ratelimit-remaining']);
      this.remaining = Number.isFinite(remaining) ? remaining : undefined;
      this.resetsAt = nextMinute();
      const code = (body as { error?: { code?: unknown } } | null)?.error?.code;
      if (response.status === 429 && code === 'RATE_LIMIT_EXCEEDED') {
        this.remaining = 0;
        this.resetsAt = Date.now() + Math.max(1, Number(headers['retry-after'] ?? 1)) * 1000;
        continue;
      }
      if (response.status === 429 && code === 'API_QUOTA_EXCEEDED') {
        this.quotaExhausted = true;
        return undefined;
      }
      return { status: response.status, body, headers };
    }
  }
}

function nextMinute(): number {
  return (Math.floor(Date.now() / 60_000) + 1) * 60_000 + 250;
}

async function sleepUntil(time: number): Promise<void> {
  const wait = time - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}

/** The requests of one operation: valid bodies and labelled invalid ones, half and half. */
function arbCase(operation: OperationName): fc.Arbitrary<Case> {
  return fc.oneof(
    validRequest(operation).map((body): Case => ({ text: JSON.stringify(body) })),
    invalidRequest(operation).map((request): Case => ({ text: request.text, rule: request.rule })),
  );
}

async function checkOperation(operation: OperationName, sender: Sender, runs: number, seed: number, today: string): Promise<OperationReport> {
  let lastFailure: OperationReport['failure'];
  const details = await fc.check(
    fc.asyncProperty(arbCase(operation), async (request) => {
      const actual = await sender.send(operation, request.text);
      if (actual === undefined) return true; // budget spent: nothing more can be learned
      const expected = await referenceText(operation, request.text, { today });
      const differences = compare(expected, actual);
      if (differences.length === 0) return true;
      lastFailure = { body: request.text, ...(request.rule === undefined ? {} : { rule: request.rule }), differences, shrinks: 0 };
      return false;
    }),
    { numRuns: runs, seed, endOnFailure: false },
  );
  const report: OperationReport = { operation, requests: sender.sent, ok: !details.failed };
  if (details.failed && lastFailure !== undefined) report.failure = { ...lastFailure, shrinks: details.numShrinks };
  if (sender.quotaExhausted) report.note = 'the account\u2019s monthly quota ran out; the run stopped early';
  return report;
}

function show(value: unknown): string {
  return value === undefined ? '(absent)' : JSON.stringify(value);
}

function textReport(baseUrl: string, seed: number, runs: number, reports: readonly OperationReport[]): string {
  const lines = [`daycalc conform: ${baseUrl} (seed ${seed}, at most ${runs} requests per operation)`];
  const width = Math.max(...reports.map((report) => report.operation.length));
  for (const report of reports) {
    lines.push(`  ${report.operation.padEnd(width)}  ${String(report.requests).padStart(4)} requests  ${report.ok ? 'ok' : 'DIFFERS'}${report.note ? ` (${report.note})` : ''}`);
    if (report.failure !== undefined) {
      lines.push(`    body: ${report.failure.body}${report.failure.rule ? `   (${report.failure.rule})` : ''}`);
      for (const difference of report.failure.differences) lines.push(`    ${difference.path}: expected ${show(difference.expected)}, got ${show(difference.actual)}`);
      lines.push(`    shrunk ${report.failure.shrinks} times; replay: daycalc conform --base-url ${baseUrl} --key <key> --seed ${seed} --runs ${runs} --ops ${report.operation}`);
    }
  }
  const failed = reports.filter((report) => !report.ok).length;
  lines.push(failed === 0 ? 'conform: no differences' : `conform: ${failed} operation${failed === 1 ? '' : 's'} differ`);
  return `${lines.join('\n')}\n`;
}

/**
 * `daycalc conform`: sends generated valid and invalid requests to a running deployment of the API,
 * compares each answer with the reference (`execute`): status, error code, every `data` field, the
 * envelope's `meta`, the six headers; shrinks a difference to the smallest failing body; prints a
 * report (or one JSON document with `--json`). Waits out the deployment's per-minute limit rather
 * than burning its quota, and sends at most `--runs` requests per operation, shrinking included.
 *
 * @param argv - The arguments after `conform`.
 * @returns 0 when nothing differs, 1 when something does (or the quota ran out), 2 on a usage error.
 * @example
 * process.exitCode = await runConform(['--base-url', 'http://127.0.0.1:8787/api/v1', '--key', key])
 */
export async function runConform(argv: string[]): Promise<number> {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        'base-url': { type: 'string' },
        key: { type: 'string' },
        runs: { type: 'string' },
        seed: { type: 'string' },
        ops: { type: 'string' },
        today: { type: 'string' },
        json: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    process.stderr.write(`daycalc conform: ${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    return 2;
  }
  if (values['help']) {
    process.stdout.write(USAGE);
    return 0;
  }
  const baseUrl = String(values['base-url'] ?? '').replace(/\/+$/, '');
  const key = values['key'];
  const problems: string[] = [];
  if (!/^https?:\/\/.+\/api\/v1$/.test(baseUrl)) problems.push('--base-url must be the API base URL, ending in /api/v1');
  if (typeof key !== 'string' || key === '') problems.push('--key is required');
  const runs = Number(values['runs'] ?? '20');
  if (!Number.isInteger(runs) || runs < 1) problems.push('--runs must be a positive integer');
  const seed = values['seed'] === undefined ? Date.now() % 2_147_483_647 : Number(values['seed']);
  if (!Number.isInteger(seed)) problems.push('--seed must be an integer');
  const today = String(values['today'] ?? new Date().toISOString().slice(0, 10));
  if (!/^\d{4}-\d{2}-\d{2}$/.test(today)) problems.push('--today must be YYYY-MM-DD');
  const operations = values['ops'] === undefined ? [...OPERATION_NAMES] : String(values['ops']).split(',').map((name) => name.trim());
  const unknown = operations.filter((name) => !(OPERATION_NAMES as readonly string[]).includes(name));
  if (unknown.length > 0) problems.push(`--ops names unknown operations: ${unknown.join(', ')}`);
  if (problems.length > 0) {
    process.stderr.write(`daycalc conform: ${problems.join('; ')}\n${USAGE}`);
    return 2;
  }
  const reports: OperationReport[] = [];
  for (const operation of operations as OperationName[]) {
    const sender = new Sender(baseUrl, key as string, runs);
    try {
      reports.push(await checkOperation(operation, sender, runs, seed, today));
    } catch (error) {
      reports.push({ operation, requests: sender.sent, ok: false, note: `could not reach the deployment: ${error instanceof Error ? error.message : String(error)}` });
    }
    if (sender.quotaExhausted) break;
  }
  const ok = reports.every((report) => report.ok) && !reports.some((report) => report.note !== undefined);
  if (values['json']) process.stdout.write(`${JSON.stringify({ base_url: baseUrl, seed, runs, today, ok, operations: reports })}\n`);
  else process.stdout.write(textReport(baseUrl, seed, runs, reports));
  return ok ? 0 : 1;
}
