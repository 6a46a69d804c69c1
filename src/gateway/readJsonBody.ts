import { parseJsonBody } from '../requests/parseJsonBody.ts';
import type { GatewayServices } from './gatewayServices.ts';
import { NOT_UTF8_MESSAGE, readLimitedBody } from './readLimitedBody.ts';
import type { RequestContext } from './requestContext.ts';

/** A body read as JSON: its parsed value (any JSON value; the caller checks its shape). */
export interface JsonBody {
  readonly value: unknown;
}

/**
 * Reads the JSON body of an account endpoint that takes one: at most `maxBytes` (413
 * `PAYLOAD_TOO_LARGE`), UTF-8 and JSON (400 `INVALID_JSON`), the first rows of the error precedence;
 * a body the connection never delivered is answered as a client abort.
 *
 * @param services - The gateway's shared parts.
 * @param context - The request's context.
 * @param maxBytes - The largest body taken.
 * @param noun - What the body is, for the 413 message (`A calendar body`).
 * @returns The parsed body, or the answer to send.
 * @example
 * const body = await readJsonBody(services, context, MAX_BODY_BYTES, 'The request body');
 * if (body instanceof Response) return body;
 */
export async function readJsonBody(services: GatewayServices, context: RequestContext, maxBytes: number, noun: string): Promise<JsonBody | Response> {
  const { respond } = services;
  const body = await readLimitedBody(context.request, maxBytes);
  if (!body.ok) {
    if (body.reason === 'unreadable') return services.answerUnreadableBody(context, body.error);
    if (body.reason === 'not_utf8') return respond.error(context, 'INVALID_JSON', NOT_UTF8_MESSAGE);
    return respond.error(context, 'PAYLOAD_TOO_LARGE', `${noun} must be at most ${maxBytes} bytes`);
  }
  const parsed = parseJsonBody(body.text);
  return parsed.ok ? { value: parsed.value } : respond.error(context, 'INVALID_JSON', parsed.error.message);
}
