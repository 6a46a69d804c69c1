import type { RunContext } from '../catalog/operationDefinition.ts';
import { DEFAULT_KEY_PREFIX, DEFAULT_PLANS, type Environment, type PlanLimits } from '../protocol/wire.ts';
import { createAccountMeter, type AccountMeter, type Caller } from './accountMeter.ts';
import { createAddressMeter, type AddressMeter } from './addressMeter.ts';
import { createAddressThrottle } from './addressThrottle.ts';
import { createCallRecorder, type RecordCall } from './callRecorder.ts';
import { clientAbortReporter } from './clientAbort.ts';
import type { GatewayOptions } from './gatewayOptions.ts';
import type { RequestContext } from './requestContext.ts';
import { createResponder, type Responder } from './responder.ts';
import { resolvePlans } from './resolvePlans.ts';
import { standardResponse } from './responses.ts';
import type { GatewayStores, MaybePromise } from '../stores/stores.ts';
import type { SavedCalendar } from '../calendars/savedCalendar.ts';
import { utcDateFormatter } from './utcDateFormatter.ts';

/**
 * What the parts of one gateway share, built once per gateway from its options and handed to every
 * route handler's factory (the hono app's environment): stores, clock, limits, meters, the history
 * recorder, the responder and the hooks.
 */
export interface GatewayServices {
  readonly environment: Environment;
  readonly stores: GatewayStores;
  /** The injected clock, epoch milliseconds. */
  readonly now: () => number;
  readonly keyPrefix: string;
  /** Every plan's limits, overrides applied. */
  readonly plans: Readonly<Record<string, PlanLimits>>;
  /** The prelaunch flag, read per request. */
  readonly isEnabled: () => boolean;
  readonly respond: Responder;
  readonly accountMeter: AccountMeter;
  readonly addressMeter: AddressMeter;
  readonly recordCall: RecordCall;
  /** `YYYY-MM-DD` in UTC of an instant (the default `as_of_date`). */
  readonly today: (epochMs: number) => string;
  /** The caller's saved-calendar lookup, when its account has the Business Calendars feature: the config's calendars first, then the managed ones. */
  readonly calendarsOf: (caller: Caller) => RunContext['calendars'] | undefined;
  /** Passes an error to the `onError` hook; a failing hook is ignored. */
  readonly reportError: (error: unknown, requestId: string) => void;
  /** Answers a body that could not be read (docs/decisions.md#client-aborts): a 400 no one may read, reported as a client abort. */
  readonly answerUnreadableBody: (context: RequestContext, error: unknown) => Response;
  /** The `onKeyRevoked` hook, if any. */
  readonly onKeyRevoked: ((sha256: string) => void | Promise<void>) | undefined;
  /** The `onKeyRenamed` hook, if any. */
  readonly onKeyRenamed: ((sha256: string, name: string) => void | Promise<void>) | undefined;
  /** Memo of key texts to their SHA-256, shared by all requests of the gateway. */
  readonly keyHashes: Map<string, string>;
}

/**
 * Builds the shared parts of a gateway from its options, applying the defaults: the clock
 * (`Date.now`, the gateway's only clock read), the key prefix, the plans, a fresh address throttle
 * and the standard Response factory.
 *
 * @param options - The gateway's options.
 * @returns The services.
 * @example
 * const services = createGatewayServices({ environment: 'test', stores: createMemoryStores() });
 * services.plans.free.per_minute //=> 30
 */
export function createGatewayServices(options: GatewayOptions): GatewayServices {
  const { stores } = options;
  const now = options.now ?? Date.now;
  const keyPrefix = options.keyPrefix ?? DEFAULT_KEY_PREFIX;
  const plans = resolvePlans(options.plans);
  const addressLimit = plans['free']?.per_minute ?? DEFAULT_PLANS.free.per_minute;
  const aborts = clientAbortReporter(options.onClientAbort);
  const respond = createResponder(options.createResponse ?? standardResponse, keyPrefix);
  const { enabled } = options;
  const reportError = (error: unknown, requestId: string): void => {
    try {
      options.onError?.(error, requestId);
    } catch {
      // A failing error hook must not turn an answer into a crash.
    }
  };
  return {
    environment: options.environment,
    stores,
    now,
    keyPrefix,
    plans,
    isEnabled: () => (typeof enabled === 'function' ? enabled() : enabled ?? true),
    respond,
    accountMeter: createAccountMeter(stores.meters),
    addressMeter: createAddressMeter(options.addressThrottle ?? createAddressThrottle(), addressLimit),
    recordCall: createCallRecorder(stores.history, now, reportError, keyPrefix),
    today: utcDateFormatter(),
    calendarsOf: ({ account }) => (account.features.includes('business_calendars') ? savedCalendarLookup(stores, account.id) : undefined),
    reportError,
    answerUnreadableBody: (context, error) => {
      aborts.report(context.requestId, error, now());
      return respond.error(context, 'INVALID_REQUEST', 'The request body could not be read (the connection closed early or its transfer encoding is not supported)');
    },
    onKeyRevoked: options.onKeyRevoked,
    onKeyRenamed: options.onKeyRenamed,
    keyHashes: new Map<string, string>(),
  };
}

/**
 * The saved-calendar lookup of one account: the config's calendars first, then the ones it manages
 * through `/api/v1/calendars` (a config calendar's id always wins; the API never creates one twice).
 *
 * @param stores - The gateway's stores.
 * @param accountId - The account.
 * @returns The lookup, synchronous while the stores are.
 * @example
 * await savedCalendarLookup(stores, 'acct_1')('0b5c7f3e-4a7d-4b8e-9f21-5d3c2a1b0e9f') //=> { id: '0b5c…', country_code: 'DE', … }
 */
export function savedCalendarLookup(stores: GatewayStores, accountId: string): NonNullable<RunContext['calendars']> {
  const managed = stores.managedCalendars;
  return (id: string) => {
    const fromConfig = stores.calendars.findCalendar(accountId, id);
    if (managed === undefined) return fromConfig;
    const orManaged = (found: SavedCalendar | undefined): MaybePromise<SavedCalendar | undefined> => found ?? managed.getCalendar(accountId, id);
    return fromConfig instanceof Promise ? fromConfig.then(orManaged) : orManaged(fromConfig);
  };
}
