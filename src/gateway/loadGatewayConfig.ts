import * as v from 'valibot';
import { checkCalendarFields } from '../calendars/resolveCalendar.ts';
import type { SavedCalendar } from '../calendars/savedCalendar.ts';
import { savedCalendarFields } from '../calendars/savedCalendarFields.ts';
import { checkField } from '../fields/fieldFault.ts';
import { sha256Hex } from '../keys/sha256Hex.ts';
import { keptKeyName, keyNameProblem, parseApiKey } from './apiKeys.ts';
import { describeConfigIssue } from './configIssue.ts';
import type { CorsOptions } from './cors.ts';
import type { PlanOverrides } from './gatewayOptions.ts';
import { createMemoryStores, type MemoryStoreData } from '../stores/memory/memoryStores.ts';
import { DEFAULT_KEY_PREFIX, DEFAULT_PLANS, FEATURES, type Environment, type PlanName } from '../protocol/wire.ts';
import type { Account, GatewayStores, StoredKey } from '../stores/stores.ts';

const PLAN_NAMES = Object.keys(DEFAULT_PLANS) as [PlanName, ...PlanName[]];
const positiveInteger = v.pipe(v.number(), v.integer(), v.minValue(1));
const isoInstant = v.pipe(
  v.string(),
  v.isoTimestamp('must be an ISO 8601 instant such as 2030-01-01T00:00:00Z'),
  v.check((text) => !Number.isNaN(Date.parse(text)), 'must be an ISO 8601 instant such as 2030-01-01T00:00:00Z'),
);
const keyStatus = v.optional(v.picklist(['active', 'revoked'], 'must be "active" or "revoked"'), 'active');

/** A key's `name`: the rule of `keyNameProblem` in `apiKeys.ts` (kept without leading and trailing spaces, `keptKeyName`). */
const keyName = v.optional(
  v.pipe(
    v.string('must be a string'),
    v.rawCheck(({ dataset, addIssue }) => {
      const problem = dataset.typed ? keyNameProblem(dataset.value) : undefined;
      if (problem !== undefined) addIssue({ message: problem });
    }),
  ),
);

/** A Redis Cluster URL: `redis+cluster://[user:password@]host:port[,host:port…]` (or `rediss+cluster://`). */
const CLUSTER_URL = /^rediss?\+cluster:\/\/(?:[^\s@]*@)?(?:\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9.-]+):\d{1,5}(?:,(?:\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9.-]+):\d{1,5})*\/?$/;
const redisUrl = v.pipe(
  v.string('must be a redis:// or rediss:// URL'),
  v.check(
    (text) => (/^rediss?:\/\/[^\s]+$/.test(text) && URL.canParse(text)) || CLUSTER_URL.test(text),
    'must be a redis:// or rediss:// URL such as redis://127.0.0.1:6379, or redis+cluster://host:port,host:port for Redis Cluster',
  ),
);
const namespace = v.pipe(v.string('must be a string'), v.regex(/^[A-Za-z0-9][A-Za-z0-9:._-]{0,63}$/, 'must be 1-64 letters, digits, ":", ".", "_" or "-"'));

/** A browser origin: scheme, host and port only, as a browser sends it in `origin`. */
const origin = v.pipe(
  v.string('must be an origin such as https://app.example'),
  v.check((text) => /^https?:\/\/[^\s/]+$/.test(text) && URL.canParse(text) && new URL(text).origin === text, 'must be an origin such as https://app.example (scheme, host and port, lower case, no path or trailing slash)'),
);

const configSchema = v.strictObject({
  environment: v.optional(v.picklist(['live', 'test'], 'must be "live" or "test"'), 'test'),
  enabled: v.optional(v.boolean('must be true or false'), true),
  store: v.optional(v.strictObject({ redis: v.optional(redisUrl), namespace: v.optional(namespace) }), {}),
  cors: v.optional(v.strictObject({ origins: v.array(origin, 'must be a list of origins') })),
  plans: v.optional(
    v.strictObject(
      Object.fromEntries(
        PLAN_NAMES.map((name) => [name, v.optional(v.strictObject({ per_minute: v.optional(positiveInteger), per_month: v.optional(positiveInteger) }))]),
      ),
      (issue) => `unknown plan or field ${String(issue.input)}; plans are ${PLAN_NAMES.join(', ')}`,
    ),
    {},
  ),
  accounts: v.optional(
    v.array(
      v.strictObject({
        id: v.pipe(v.string(), v.minLength(1, 'must be a non-empty string')),
        plan: v.picklist(PLAN_NAMES, `must be one of ${PLAN_NAMES.join(', ')}`),
        features: v.optional(v.array(v.picklist(FEATURES, `must be one of ${FEATURES.join(', ')}`)), []),
        keys: v.optional(
          v.array(
            v.union(
              [
                v.strictObject({ key: v.string(), name: keyName, status: keyStatus, expires_at: v.optional(isoInstant) }),
                v.strictObject({ sha256: v.pipe(v.string(), v.regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hex digits')), name: keyName, status: keyStatus, expires_at: v.optional(isoInstant) }),
              ],
              'must be { key, name?, status?, expires_at? } or { sha256, name?, status?, expires_at? }',
            ),
          ),
          [],
        ),
        calendars: v.optional(v.array(v.looseObject({ id: v.string() })), []),
      }),
    ),
    [],
  ),
});

/** The gateway config file of `daycalc serve --config FILE`, as JSON. */
export type GatewayConfigInput = v.InferInput<typeof configSchema>;

/** Where the meters and the request history live: in the process (the default) or on Redis. */
export interface StoreSetting {
  /** The Redis URL, when the config names one. */
  readonly redis?: string;
  /** The prefix of every Redis key: the config's `store.namespace`, else `daycalc:<environment>`. */
  readonly namespace: string;
}

/** A checked config, stores not built: the settings, and the accounts, keys and saved calendars it holds. */
export interface GatewayConfig extends Required<MemoryStoreData> {
  readonly environment: Environment;
  readonly enabled: boolean;
  readonly plans: PlanOverrides;
  /** Where the meters and the history are to live (a choice; the host builds them, once). */
  readonly store: StoreSetting;
  /** Opt-in CORS (`GatewayOptions.cors`), when the config has a `cors` section. */
  readonly cors?: CorsOptions;
}

/** A checked config with in-memory stores built from it: what `createGateway` needs. */
export interface LoadedGatewayConfig extends GatewayConfig {
  /** In-memory stores: keys, accounts and calendars from the file, memory meters and history. */
  readonly stores: GatewayStores;
}

/** The outcome of `loadGatewayConfig`: the config, or every problem found, each naming where it is. */
export type GatewayConfigResult =
  | { readonly ok: true; readonly value: LoadedGatewayConfig }
  | { readonly ok: false; readonly problems: readonly string[] };

/** The outcome of `checkGatewayConfig`: the config without stores, or every problem found. */
export type GatewayConfigCheck = { readonly ok: true; readonly value: GatewayConfig } | { readonly ok: false; readonly problems: readonly string[] };

type ConfigAccount = v.InferOutput<typeof configSchema>['accounts'][number];

/** What checking a config's accounts collects: the problems found, the accounts, hashed keys and saved calendars, and the key hashes and calendar ids seen. */
interface ConfigContents {
  readonly problems: string[];
  readonly accounts: Account[];
  readonly keys: StoredKey[];
  readonly calendars: Array<{ accountId: string; calendar: SavedCalendar }>;
  readonly keyHashes: Set<string>;
  readonly calendarIds: Set<string>;
}

/** Checks an account's keys into `contents`: the plan's limit of active keys, then each key's form, environment and uniqueness (a key text is hashed at once). */
function checkAccountKeys(account: ConfigAccount, at: string, environment: Environment, keyPrefix: string, contents: ConfigContents): void {
  const maxKeys = DEFAULT_PLANS[account.plan].max_keys;
  const activeKeys = account.keys.filter((key) => key.status === 'active').length;
  if (activeKeys > maxKeys) {
    contents.problems.push(`${at}.keys: the ${account.plan} plan allows ${maxKeys} active key${maxKeys === 1 ? '' : 's'}, this account has ${activeKeys}`);
  }
  for (const [k, key] of account.keys.entries()) {
    const keyAt = `${at}.keys[${k}]`;
    let sha256: string;
    let keyEnvironment: Environment | undefined;
    if ('key' in key) {
      const parts = parseApiKey(key.key, keyPrefix);
      if (parts === undefined) {
        contents.problems.push(`${keyAt}.key: malformed key; expected ${keyPrefix}_${environment}_ followed by 16-128 letters and digits`);
        continue;
      }
      if (parts.environment !== environment) {
        contents.problems.push(`${keyAt}.key: a ${parts.environment} key cannot be used by a ${environment} gateway`);
        continue;
      }
      sha256 = sha256Hex(key.key);
      keyEnvironment = parts.environment;
    } else {
      sha256 = key.sha256.toLowerCase();
    }
    if (contents.keyHashes.has(sha256)) contents.problems.push(`${keyAt}: duplicate key`);
    contents.keyHashes.add(sha256);
    contents.keys.push({
      sha256,
      accountId: account.id,
      status: key.status,
      ...(key.expires_at === undefined ? {} : { expiresAt: key.expires_at }),
      ...(key.name === undefined ? {} : { name: keptKeyName(key.name) }),
      ...(keyEnvironment === undefined ? {} : { environment: keyEnvironment }),
    });
  }
}

/** Checks an account's saved calendars into `contents`: each one resolves, its name (if any) is one the API takes, and no id repeats (in any case). */
function checkAccountCalendars(account: ConfigAccount, at: string, contents: ConfigContents): void {
  for (const [c, calendar] of account.calendars.entries()) {
    const calendarAt = `${at}.calendars[${c}]`;
    // A config calendar is a stored one (its fields as a lookup checks them), and its name is checked as the API checks it.
    const resolved = checkCalendarFields({ business_calendar_id: calendar.id }, () => calendar as SavedCalendar);
    const fault = resolved.ok ? checkField('name', savedCalendarFields.name, calendar['name']) : resolved;
    if (fault !== undefined) {
      contents.problems.push(`${calendarAt}: ${fault.error.message.replace(/^business_calendar_id refers to a saved calendar that is invalid: /, '')}`);
      continue;
    }
    const id = calendar.id.toLowerCase();
    if (contents.calendarIds.has(id)) contents.problems.push(`${calendarAt}.id: duplicate calendar id "${calendar.id}"`);
    contents.calendarIds.add(id);
    contents.calendars.push({ accountId: account.id, calendar: calendar as SavedCalendar });
  }
}

/**
 * Checks a gateway config (the JSON of `daycalc serve --config`) without building any store. Key texts are hashed at once (SHA-256) and never kept; a key's optional `name` (1-64 characters) and, when its text is given, the environment of its prefix are kept with it. Rejects unknown fields,
 * plans and features, more active keys than the plan allows (1, 1, 5; revoked keys do not count),
 * malformed keys, keys of the other environment, duplicate account ids, keys and calendar ids, and
 * saved calendars that do not resolve (bad country, subdivision, dates, more than 1,000 custom holidays or
 * excluded dates, a label or name the API would refuse).
 *
 * @param input - The parsed JSON.
 * @param options - The key prefix (default `daycalc`).
 * @returns The checked config (accounts, hashed keys, calendars, the store choice), or the problems.
 * @example
 * checkGatewayConfig({ environment: 'test', accounts: [] }).ok //=> true
 */
export function checkGatewayConfig(input: unknown, options: { readonly keyPrefix?: string } = {}): GatewayConfigCheck {
  const keyPrefix = options.keyPrefix ?? DEFAULT_KEY_PREFIX;
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return { ok: false, problems: ['config: must be a JSON object'] };
  const parsed = v.safeParse(configSchema, input);
  if (!parsed.success) {
    return { ok: false, problems: parsed.issues.map(describeConfigIssue) };
  }
  const config = parsed.output;
  const plans = config.plans as PlanOverrides;
  const contents: ConfigContents = { problems: [], accounts: [], keys: [], calendars: [], keyHashes: new Set(), calendarIds: new Set() };
  const { problems, accounts, keys, calendars } = contents;
  const accountIds = new Set<string>();
  for (const [a, account] of config.accounts.entries()) {
    const at = `accounts[${a}]`;
    if (accountIds.has(account.id)) problems.push(`${at}.id: duplicate account id "${account.id}"`);
    accountIds.add(account.id);
    accounts.push({ id: account.id, plan: account.plan, features: [...new Set(account.features)] });
    checkAccountKeys(account, at, config.environment, keyPrefix, contents);
    checkAccountCalendars(account, at, contents);
  }
  if (problems.length > 0) return { ok: false, problems };
  return {
    ok: true,
    value: {
      environment: config.environment,
      enabled: config.enabled,
      plans,
      accounts,
      keys,
      calendars,
      store: { ...(config.store.redis === undefined ? {} : { redis: config.store.redis }), namespace: config.store.namespace ?? `daycalc:${config.environment}` },
      ...(config.cors === undefined ? {} : { cors: { origins: [...new Set(config.cors.origins)] } }),
    },
  };
}

/**
 * Checks a gateway config (`checkGatewayConfig`) and builds in-memory stores from it: keys,
 * accounts and saved calendars from the file, a memory meter and a memory request history. A host
 * that keeps its meters elsewhere (Redis) uses `checkGatewayConfig` and builds its stores itself.
 *
 * @param input - The parsed JSON.
 * @param options - The key prefix (default `daycalc`).
 * @returns The loaded config with its stores, or the problems.
 * @example
 * (await loadGatewayConfig({ environment: 'test', accounts: [] })).ok //=> true
 */
export async function loadGatewayConfig(input: unknown, options: { readonly keyPrefix?: string } = {}): Promise<GatewayConfigResult> {
  const checked = checkGatewayConfig(input, options);
  return checked.ok ? { ok: true, value: { ...checked.value, stores: createMemoryStores(checked.value) } } : checked;
}
