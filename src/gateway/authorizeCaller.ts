import { authenticate, type AuthOutcome } from './authenticate.ts';
import type { GatewayServices } from './gatewayServices.ts';
import { retryAfterSeconds } from './meterWindows.ts';
import type { RequestContext } from './requestContext.ts';

/**
 * Checks a keyed request's key: `undefined` once the context has its caller, else the answer to send;
 * at once when the stores answer at once (memory), else a promise. A store's failure throws or rejects.
 */
export type AuthorizeCaller = (context: RequestContext) => Response | undefined | Promise<Response | undefined>;

/**
 * Creates the key check of the keyed routes (docs/decisions.md#order-of-checks: `?api_key=`, missing, malformed,
 * environment, unknown, revoked, expired). A success sets `context.caller` (account, plan, key
 * hash) and notes the key's last use in `stores.keyState` without waiting for it (a failed note
 * goes to `onError`, the request goes on); a failure is answered here, counted against the client's address (docs/decisions.md#metering), and over
 * the address's limit it is 429 `RATE_LIMIT_EXCEEDED` with `retry-after`.
 *
 * @param services - The gateway's shared parts.
 * @returns The check.
 * @example
 * const authorize = createCallerAuthorizer(services);
 * const refused = await authorize(context); // undefined: context.caller is set
 */
export function createCallerAuthorizer(services: GatewayServices): AuthorizeCaller {
  const { respond, addressMeter, plans, stores, environment, keyPrefix, keyHashes } = services;
  // Last use is noted off the request's path: never awaited, a failure goes to onError only.
  const touchKey = (sha256: string, context: RequestContext): void => {
    const report = (error: unknown): void => services.reportError(error, context.requestId);
    try {
      const done = stores.keyState?.touchKey(sha256, context.time);
      if (done instanceof Promise) done.catch(report);
    } catch (error) {
      report(error);
    }
  };
  const settle = (context: RequestContext, auth: AuthOutcome): Response | undefined => {
    if (!auth.ok) {
      const verdict = addressMeter.consume(context);
      if (!verdict.allowed) {
        return respond.error(context, 'RATE_LIMIT_EXCEEDED', 'Too many failed requests from this address in this minute; retry after the window', {
          'retry-after': String(retryAfterSeconds(verdict.resetsAt, context.time)),
        });
      }
      return respond.error(context, auth.code, auth.message);
    }
    const plan = plans[auth.account.plan];
    if (plan === undefined) throw new Error(`account ${auth.account.id} has an unknown plan`);
    context.caller = { account: auth.account, plan, keySha256: auth.keySha256 };
    touchKey(auth.keySha256, context);
    return undefined;
  };
  return (context) => {
    const auth = authenticate(context.request, context.url, { environment, keyPrefix, stores, now: context.time, keyHashes });
    return auth instanceof Promise ? auth.then((outcome) => settle(context, outcome)) : settle(context, auth);
  };
}
