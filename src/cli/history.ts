import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { loadGatewayConfig } from '../gateway/loadGatewayConfig.ts';
import { DAY_MS, DEFAULT_PLANS } from '../protocol/wire.ts';
import { formatHistory } from './formatHistory.ts';

const USAGE = 'Usage: daycalc history --config FILE --account ID [--since YYYY-MM-DD | --since INSTANT] [--redis redis://host:port] [--json]\n';

function fail(message: string, code: number): number {
  process.stderr.write(`daycalc history: ${message}\n${code === 2 ? USAGE : ''}`);
  return code;
}

/** Reads `--since`: a date (from its UTC midnight) or an ISO 8601 instant; NaN when neither. */
function sinceOf(text: string): number {
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return Date.parse(`${text}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}T/.test(text) ? Date.parse(text) : Number.NaN;
}

/**
 * `daycalc history`: prints an account's request history (oldest first) from the Redis the config
 * names (or `--redis`), within the plan's retention: request id, time, operation, status, error
 * code, duration and the key's SHA-256 prefix.
 *
 * @param argv - The arguments after `history`.
 * @returns The exit code: 0 printed, 1 failed, 2 usage error.
 * @example
 * process.exitCode = await runHistory(['--config', 'daycalc.json', '--account', 'acct_1', '--json'])
 */
export async function runHistory(argv: string[]): Promise<number> {
  let values: { config?: string; account?: string; since?: string; redis?: string; json?: boolean; help?: boolean };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { config: { type: 'string' }, account: { type: 'string' }, since: { type: 'string' }, redis: { type: 'string' }, json: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error), 2);
  }
  if (values.help) {
    process.stdout.write(USAGE);
    return 0;
  }
  if (values.config === undefined || values.account === undefined) return fail('--config FILE and --account ID are required', 2);
  const since = values.since === undefined ? undefined : sinceOf(values.since);
  if (since !== undefined && Number.isNaN(since)) return fail('--since must be a date (YYYY-MM-DD, UTC) or an ISO 8601 instant', 2);

  let json: unknown;
  try {
    json = JSON.parse(await readFile(values.config, 'utf8')) as unknown;
  } catch (error) {
    return fail(`cannot read config ${values.config}: ${error instanceof Error ? error.message : String(error)}`, 1);
  }
  const loaded = await loadGatewayConfig(json);
  if (!loaded.ok) return fail(`invalid config ${values.config}:\n${loaded.problems.map((problem) => `  - ${problem}`).join('\n')}`, 1);
  const config = loaded.value;
  const account = config.accounts.find((candidate) => candidate.id === values.account);
  if (account === undefined) return fail(`no account "${values.account}" in ${values.config}`, 1);
  const plan = account.plan as keyof typeof DEFAULT_PLANS;
  const retentionDays = DEFAULT_PLANS[plan].history_days;
  if (retentionDays === 0) {
    if (values.json) process.stdout.write('[]\n');
    else process.stdout.write(`account ${account.id} is on the ${plan} plan, which keeps no request history\n`);
    return 0;
  }
  const redisUrl = values.redis ?? config.store.redis;
  if (redisUrl === undefined) {
    return fail(
      `${values.config} keeps meters and history in the memory of its daycalc serve process, which nothing else can read; name a Redis (store.redis in the config, or --redis) to keep history where this command can read it`,
      1,
    );
  }
  const { createRedisStores } = await import('../stores/redis/createRedisStores.ts');
  const redis = createRedisStores({ url: redisUrl, namespace: config.store.namespace });
  try {
    if (!(await redis.ready(5_000))) return fail(`cannot reach Redis at ${redisUrl.replace(/\/\/([^:@/]*):[^@/]*@/, '//$1:***@')}`, 1);
    const entries = await redis.history.list(account.id, { retentionMs: retentionDays * DAY_MS, now: Date.now(), ...(since === undefined ? {} : { since }) });
    process.stdout.write(values.json ? `${JSON.stringify(entries, null, 2)}\n` : formatHistory(entries));
    return 0;
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error), 1);
  } finally {
    await redis.close();
  }
}
