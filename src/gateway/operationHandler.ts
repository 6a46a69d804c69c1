import { execute } from '../catalog/execute.ts';
import { MAX_BODY_BYTES } from '../protocol/wire.ts';
import { parseJsonBody } from '../requests/parseJsonBody.ts';
import type { GatewayServices } from './gatewayServices.ts';
import { NOT_UTF8_MESSAGE, readLimitedBody } from './readLimitedBody.ts';
import { clientGone } from './requestContext.ts';
import type { RouteHandler } from './routeHandler.ts';

/** The status recorded for a call whose client hung up before its answer (nginx's convention). */
const CLIENT_CLOSED_REQUEST = 499;

/**
 * Creates the handler of `POST /api/v1/<operation>` for an authenticated caller, in the order
 * of checks after the key (docs/decisions.md#order-of-checks): the per-minute limit and the monthly quota (both counted at once), the
 * 16 KiB body limit, JSON, validation and the calculation. Every call that passed the limits is
 * written to the request history, whatever its outcome; a 429 is not.
 *
 * @param services - The gateway's shared parts.
 * @returns The handler (the context's route is an operation and its caller is set).
 * @example
 * const handleOperation = createOperationHandler(services);
 * await handleOperation(context) // 200 { data, meta }
 */
export function createOperationHandler(services: GatewayServices): RouteHandler {
  const { respond, accountMeter, recordCall } = services;
  return async (context) => {
    const caller = context.caller!;
    const name = context.route.kind === 'operation' ? context.route.name : '';
    const metering = accountMeter.call(caller, context.time);
    const metered = metering instanceof Promise ? await metering : metering;
    context.meter = metered.meter;
    if (!metered.allowed) return respond.error(context, metered.code, metered.message, { 'retry-after': metered.retryAfter });

    const body = await readLimitedBody(context.request, MAX_BODY_BYTES);
    if (!body.ok) {
      if (body.reason === 'unreadable') {
        await recordCall(context, name, 'api', 400, 'INVALID_REQUEST');
        return services.answerUnreadableBody(context, body.error);
      }
      if (body.reason === 'not_utf8') {
        await recordCall(context, name, 'api', 400, 'INVALID_JSON');
        return respond.error(context, 'INVALID_JSON', NOT_UTF8_MESSAGE);
      }
      await recordCall(context, name, 'api', 413, 'PAYLOAD_TOO_LARGE');
      return respond.error(context, 'PAYLOAD_TOO_LARGE', `The request body must be at most ${MAX_BODY_BYTES} bytes`);
    }
    const parsed = parseJsonBody(body.text);
    if (!parsed.ok) {
      await recordCall(context, name, 'api', 400, 'INVALID_JSON');
      return respond.error(context, 'INVALID_JSON', parsed.error.message);
    }

    const calendars = services.calendarsOf(caller);
    const signal = clientGone(context);
    // The account is the unit of fairness for years outside the tables, and a client that hangs up
    // cancels the years its call still waits for (docs/decisions.md, "Far years, fairly").
    const today = services.today(context.time);
    const owner = caller.account.id;
    // Two literal shapes, no spread: a spread builds an object and copies it on every call.
    const result = await execute(name, parsed.value, calendars === undefined ? { today, owner, signal } : { today, calendars, owner, signal });
    if (!result.ok && result.error.code === 'SERVICE_UNAVAILABLE' && signal.aborted) {
      // The client hung up while the call waited for far years: nobody reads an answer. The call was
      // admitted and stays counted (a refund would make hanging up a way to get work free); the
      // history and the log say 499, "client closed the request", not a 503 of ours.
      await recordCall(context, name, 'api', CLIENT_CLOSED_REQUEST, null);
      return new Response(null, { status: CLIENT_CLOSED_REQUEST, headers: respond.bodilessHeaders(context) });
    }
    const recorded = recordCall(context, name, 'api', result.status, result.ok ? null : result.error.code);
    if (recorded !== undefined) await recorded;
    return result.ok ? respond.success(context, result.data) : respond.error(context, result.error.code, result.error.message);
  };
}
