import { parseArgs } from 'node:util';
import fc from 'fast-check';
import { OPERATION_NAMES, type OperationName } from '../catalog.ts';
import { compare, invalidRequest, referenceText, validRequest, type CandidateAnswer } from '../testing/index.ts';
import { formatConformReport, type ConformFailure, type ConformReport, type OperationReport } from './conformReport.ts';

const USAGE = 'Usage: daycalc conform --base-url URL --key KEY [--runs N] [--seed S] [--ops list] [--today DATE] [--json]\n';
export const DEFAULT_RUNS = 20;

/**
 * The deployment's per-minute window as its headers report it, shared by every operation of a run:
 * when `x-ratelimit-remaining` reaches 0 the next request waits for the next UTC minute, and
 * `x-quota-remaining` at 0 (or a 429 `API_QUOTA_EXCEEDED`) ends the run.
 */
class RateGate {
  private remaining: number | undefined;
  private resetsAt = 0;
  quotaExhausted = false;

  async wait(): Promise<void> {
    if (this.remaining === 0) await sleepUntil(this.resetsAt);
    this.remaining = undefined;
  }

  observe(status: number, code: unknown, headers: Readonly<Record<string, string>>): void {
    const remaining = Number(headers['x-ratelimit-remaining'] ?? Number.NaN);
    this.remaining = Number.isFinite(remaining) ? remaining : undefined;
    this.resetsAt = nextUtcMinute();
    if (headers['x-quota-remaining'] === '0' && Number(headers['x-quota-limit'] ?? 0) > 0) this.quotaExhausted = true;
    if (status === 429 && code === 'RATE_LIMIT_EXCEEDED') {
      // The server's retry-after (docs/decisions.md#metering) when it sends one, else the next UTC minute.
      this.remaining = 0;
      const retryAfter = Number(headers['retry-after']);
      if (Number.isFinite(retryAfter) && retryAfter >= 0) this.resetsAt = Date.now() + retryAfter * 1000 + 250;
    }
    if (status === 429 && code === 'API_QUOTA_EXCEEDED') this.quotaExhausted = true;
  }
}

/** Posts the requests of one operation within a hard budget, retries after a 429 included. */
class Sender {
  sent = 0;

  constructor(
    private readonly url: string,
    private readonly key: string,
    private readonly budget: number,
    private readonly gate: RateGate,
  ) {}

  /** Posts one body; undefined once the budget or the monthly quota is spent. */
  async send(text: string): Promise<CandidateAnswer | undefined> {
    for (;;) {
      if (this.sent >= this.budget || this.gate.quotaExhausted) return undefined;
      await this.gate.wait();
      this.sent++;
      const response = await fetch(this.url, { method: 'POST', headers: { authorization: `Bearer ${this.key}`, 'content-type': 'application/json' }, body: text });
      const headers: Record<string, string> = {};
      response.headers.forEach((value, name) => {
        headers[name] = value;
      });
      const bodyText = await response.text();
      let body: unknown = bodyText;
      try {
        body = JSON.parse(bodyText);
      } catch {
        // Not JSON: kept as text, which differs from any expected object.
      }
      const code = (body as { error?: { code?: unknown } } | null)?.error?.code;
      this.gate.observe(response.status, code, headers);
      if (response.status === 429 && (code === 'RATE_LIMIT_EXCEEDED' || code === 'API_QUOTA_EXCEEDED')) continue;
      return { status: response.status, body, headers };
    }
  }
}

function nextUtcMinute(): number {
  return (Math.floor(Date.now() / 60_000) + 1) * 60_000 + 250;
}

async function sleepUntil(time: number): Promise<void> {
  const wait = time - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}

/** The requests of one operation: valid bodies and labelled invalid ones, half and half, as JSON text. */
function arbCase(operation: OperationName): fc.Arbitrary<{ text: string; rule?: string }> {
  return fc.oneof(
    validRequest(operation).map((body) => ({ text: JSON.stringify(body) })),
    invalidRequest(operation).map((request) => ({ text: request.text, rule: request.rule })),
  );
}

async function checkOperation(operation: OperationName, sender: Sender, runs: number, seed: number, today: string): Promise<OperationReport> {
  let smallest: Omit<ConformFailure, 'shrinks'> | undefined;
  const details = await fc.check(
    fc.asyncProperty(arbCase(operation), async ({ text, rule }) => {
      const actual = await sender.send(text);
      if (actual === undefined) return true; // budget spent: nothing more can be learned, shrinking stops here
      const expected = await referenceText(operation, text, { today });
      const differences = compare(expected, actual);
      if (differences.length === 0) return true;
      const code = (actual.body as { error?: { code?: unknown } } | null)?.error?.code;
      // fast-check evaluates shrink candidates in order; the last failing one is the smallest so far.
      smallest = { body: text, ...(rule === undefined ? {} : { rule }), expected, actual: { status: actual.status, ...(code === undefined ? {} : { code }), body: actual.body }, differences };
      return false;
    }),
    { numRuns: runs, seed },
  );
  if (details.failed && smallest === undefined) throw details.errorInstance;
  return {
    operation,
    requests: sender.sent,
    ok: !details.failed,
    ...(details.failed && smallest !== undefined ? { failure: { ...smallest, shrinks: details.numShrinks } } : {}),
  };
}

interface ConformOptions {
  readonly baseUrl: string;
  readonly key: string;
  readonly runs: number;
  readonly seed: number;
  readonly today: string;
  readonly operations: readonly OperationName[];
  readonly json: boolean;
}

/** Reads the command line; a list of problems on a usage error. */
function readOptions(argv: string[]): ConformOptions | string[] | 'help' {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { 'base-url': { type: 'string' }, key: { type: 'string' }, runs: { type: 'string' }, seed: { type: 'string' }, ops: { type: 'string' }, today: { type: 'string' }, json: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    return [error instanceof Error ? error.message : String(error)];
  }
  if (values['help'] === true) return 'help';
  const problems: string[] = [];
  const baseUrl = String(values['base-url'] ?? '').replace(/\/+$/, '');
  if (!/^https?:\/\/[^/]+(?:\/.*)?\/api\/v1$/.test(baseUrl)) problems.push('--base-url must be the API base URL, ending in /api/v1');
  const key = typeof values['key'] === 'string' ? values['key'] : '';
  if (key === '') problems.push('--key is required');
  const runs = values['runs'] === undefined ? DEFAULT_RUNS : Number(values['runs']);
  if (!Number.isSafeInteger(runs) || runs < 1) problems.push('--runs must be a positive integer');
  const seed = values['seed'] === undefined ? Date.now() % 2_147_483_647 : Number(values['seed']);
  if (!/^-?\d+$/.test(String(values['seed'] ?? seed)) || !Number.isSafeInteger(seed)) problems.push('--seed must be an integer');
  const today = String(values['today'] ?? new Date().toISOString().slice(0, 10));
  if (!/^\d{4}-\d{2}-\d{2}$/.test(today) || Number.isNaN(Date.parse(`${today}T00:00:00Z`)) || new Date(`${today}T00:00:00Z`).toISOString().slice(0, 10) !== today) problems.push('--today must be a date YYYY-MM-DD');
  const operations = values['ops'] === undefined ? [...OPERATION_NAMES] : String(values['ops']).split(',').map((name) => name.trim());
  const unknown = operations.filter((name) => !(OPERATION_NAMES as readonly string[]).includes(name));
  if (unknown.length > 0 || operations.length === 0) problems.push(`--ops must list operations among ${OPERATION_NAMES.join(', ')}${unknown.length > 0 ? ` (unknown: ${unknown.join(', ')})` : ''}`);
  if (problems.length > 0) return problems;
  return { baseUrl, key, runs, seed, today, operations: [...new Set(operations)] as OperationName[], json: values['json'] === true };
}

/**
 * `daycalc conform`: sends generated valid and invalid requests to a running deployment of the API
 * and compares each answer with the reference (`execute`): the status, the error code, every `data`
 * field, the envelope's `meta`, the six headers' presence and form and the request id format. A
 * difference is shrunk (fast-check, from `--seed`) to the smallest failing body. Prints a report, or
 * one JSON document with `--json`. Waits for the next UTC minute when `x-ratelimit-remaining` reaches
 * 0 (and after a 429, then retries), stops when the monthly quota is spent, and never sends more than
 * `--runs` requests per operation: retries and shrinking count against that budget.
 *
 * @param argv - The arguments after `conform`.
 * @returns 0 when nothing differs, 1 when something does (or the run could not finish), 2 on a usage error.
 * @example
 * process.exitCode = await runConform(['--base-url', 'http://127.0.0.1:8787/api/v1', '--key', key, '--runs', '50'])
 * //=> prints one line per operation, `conform: no differences`, and returns 0
 */
export async function runConform(argv: string[]): Promise<number> {
  const options = readOptions(argv);
  if (options === 'help') {
    process.stdout.write(USAGE);
    return 0;
  }
  if (Array.isArray(options)) {
    process.stderr.write(`daycalc conform: ${options.join('; ')}\n${USAGE}`);
    return 2;
  }
  const gate = new RateGate();
  const reports: OperationReport[] = [];
  for (const operation of options.operations) {
    if (gate.quotaExhausted) {
      reports.push({ operation, requests: 0, ok: false, note: 'not checked: the account\u2019s monthly quota is spent' });
      continue;
    }
    const sender = new Sender(`${options.baseUrl}/${operation}`, options.key, options.runs, gate);
    try {
      const report = await checkOperation(operation, sender, options.runs, options.seed, options.today);
      reports.push(gate.quotaExhausted && report.ok ? { ...report, note: 'the account\u2019s monthly quota ran out; checked only in part' } : report);
    } catch (error) {
      reports.push({ operation, requests: sender.sent, ok: false, note: `could not check: ${error instanceof Error ? error.message : String(error)}` });
    }
  }
  const report: ConformReport = {
    base_url: options.baseUrl,
    seed: options.seed,
    runs: options.runs,
    today: options.today,
    ok: reports.every((item) => item.ok && item.note === undefined),
    operations: reports,
  };
  process.stdout.write(options.json ? `${JSON.stringify(report)}\n` : formatConformReport(report));
  return report.ok ? 0 : 1;
}
