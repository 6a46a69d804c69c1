import { parseJsonBody } from '../requests/parseJsonBody.ts';
import type { GatewayServices } from './gatewayServices.ts';
import type { RequestContext } from './requestContext.ts';
/** The outcome of reading a request body under a byte limit. */
export type LimitedBody =
  | { readonly ok: true; readonly text: string }
  | { readonly ok: false; readonly reason: 'too_large' }
  /** The body is not UTF-8, so not JSON either (`INVALID_JSON`): never decoded to U+FFFD and accepted. */
  | { readonly ok: false; readonly reason: 'not_utf8' }
  /** The body could not be read: the client hung up, or the runtime refused its framing (docs/decisions.md#client-aborts). */
  | { readonly ok: false; readonly reason: 'unreadable'; readonly error: unknown };

/** The message of the `INVALID_JSON` a body that is not UTF-8 answers. */
export const NOT_UTF8_MESSAGE = 'The request body is not valid UTF-8, so it is not JSON';

/** A strict UTF-8 decoder (one for all: a whole-buffer `decode` keeps no state between calls). */
const STRICT_UTF8 = new TextDecoder('utf-8', { fatal: true });

/** Decodes UTF-8 strictly: `undefined` for a byte sequence that is not UTF-8 (a leading BOM is dropped, as `Request.text()` does). */
function decodeUtf8(bytes: Uint8Array): string | undefined {
  try {
    return STRICT_UTF8.decode(bytes);
  } catch {
    return undefined;
  }
}

/**
 * Reads a request body as UTF-8 text, strictly: a body that is not UTF-8 is `not_utf8` (never
 * decoded to U+FFFD and accepted), enforcing a byte limit while reading. A `content-length` above the limit is refused
 * before reading; within it, the body is read in one buffered call (the runtimes' fast path) and its
 * size checked again; a body without `content-length` (chunked) is read chunk by chunk and cancelled
 * as soon as it passes the limit. A read that fails (the client closed the connection mid-body, a
 * transfer encoding the runtime does not support) is `unreadable`, never a thrown error: it is the
 * client's doing (docs/decisions.md#client-aborts).
 *
 * @param request - The request.
 * @param limit - The most bytes allowed (16,384 for the gateway).
 * @returns The text, or why there is none (`too_large`, `not_utf8`, `unreadable`).
 * @example
 * await readLimitedBody(new Request('http://x', { method: 'POST', body: '{}' }), 16_384)
 * //=> { ok: true, text: '{}' }
 */
export async function readLimitedBody(request: Request, limit: number): Promise<LimitedBody> {
  // One async function for the common case (a declared length within the limit): every request reads its body here.
  try {
    const declared = request.headers.get('content-length')?.trim();
    if (declared === undefined || !/^\d+$/.test(declared)) return await readStreamed(request, limit);
    if (Number(declared) > limit) {
      await request.body?.cancel().catch(() => undefined);
      return { ok: false, reason: 'too_large' };
    }
    // text() is every runtime's fast path (srvx on Node reads the body into one buffer; its
    // arrayBuffer() builds a web stream and a native Request, a third of the gateway's throughput).
    // It decodes leniently: a sequence that is not UTF-8 becomes U+FFFD, which re-encodes to 3 bytes.
    // A text without U+FFFD was UTF-8; one with it was only if it re-encodes to the bytes declared.
    const text = await request.text();
    const size = text.length * 3 > limit || text.includes('\uFFFD') ? utf8Length(text) : text.length;
    // A declared length cannot lie over HTTP (the parser frames the body by it), but a Request built
    // in process can: check the size read.
    if (size > limit) return { ok: false, reason: 'too_large' };
    return text.includes('\uFFFD') && size !== Number(declared) ? { ok: false, reason: 'not_utf8' } : { ok: true, text };
  } catch (error) {
    await request.body?.cancel().catch(() => undefined);
    return { ok: false, reason: 'unreadable', error };
  }
}

/** Bytes of a string in UTF-8 (lone surrogates count as the 3 bytes of U+FFFD, as encoders write them). */
function utf8Length(text: string): number {
  let bytes = 0;
  for (let index = 0; index < text.length; index++) {
    const unit = text.charCodeAt(index);
    if (unit < 0x80) bytes += 1;
    else if (unit < 0x800) bytes += 2;
    else if (unit >= 0xd800 && unit <= 0xdbff && index + 1 < text.length && (text.charCodeAt(index + 1) & 0xfc00) === 0xdc00) {
      bytes += 4;
      index++;
    } else bytes += 3;
  }
  return bytes;
}

/** The body's text, or `not_utf8`. */
function textOf(bytes: Uint8Array): LimitedBody {
  const text = decodeUtf8(bytes);
  return text === undefined ? { ok: false, reason: 'not_utf8' } : { ok: true, text };
}

/** Reads a body of unknown length chunk by chunk, cancelling it as soon as it passes the limit. */
async function readStreamed(request: Request, limit: number): Promise<LimitedBody> {
  if (request.body === null) return { ok: true, text: '' };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => undefined);
      return { ok: false, reason: 'too_large' };
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return textOf(bytes);
}

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
