import type { ErrorCode } from '../protocol/errorCodes.ts';
import { redactKeys } from '../keys/redactKeys.ts';
import type { RequestContext } from './requestContext.ts';
import { errorResponse, gatewayHeaders, successResponse, type ResponseFactory } from './responses.ts';

/** Builds a request's responses from its context: its id and meter numbers go into every answer. */
export interface Responder {
  /** The host's Response factory. */
  readonly create: ResponseFactory;
  /** An error envelope with the code's status; key-shaped text in the message is redacted. */
  error(context: RequestContext, code: ErrorCode, message: string, extra?: Readonly<Record<string, string>>): Response;
  /** A success envelope, 200 unless `status` says otherwise (201 for a created resource). */
  success(context: RequestContext, data: unknown, status?: number): Response;
  /** The gateway headers of the context (JSON content type, the six headers), plus `extra`. */
  headers(context: RequestContext, extra?: Readonly<Record<string, string>>): Record<string, string>;
  /** The gateway headers without a content type, for an answer without a body. */
  bodilessHeaders(context: RequestContext, extra?: Readonly<Record<string, string>>): Record<string, string>;
}

/**
 * Creates the responder of one gateway: the envelopes and headers of `responses.ts`, filled from a
 * request's context and built by the host's Response factory.
 *
 * @param create - The Response factory.
 * @param keyPrefix - The service word of keys, redacted from error messages.
 * @returns The responder.
 * @example
 * const respond = createResponder(standardResponse, 'daycalc');
 * respond.error(context, 'NOT_FOUND', 'No operation at /x').status //=> 404
 */
export function createResponder(create: ResponseFactory, keyPrefix: string): Responder {
  return {
    create,
    error: (context, code, message, extra = {}) => errorResponse(context.requestId, code, redactKeys(message, keyPrefix), context.meter, extra, create),
    success: (context, data, status = 200) => successResponse(context.requestId, data, context.meter, create, status),
    headers: (context, extra) => gatewayHeaders(context.requestId, context.meter, extra),
    bodilessHeaders: (context, extra) => {
      const { 'content-type': _json, ...headers } = gatewayHeaders(context.requestId, context.meter, extra);
      return headers;
    },
  };
}
