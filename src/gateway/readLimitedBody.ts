/** The outcome of reading a request body under a byte limit. */
export type LimitedBody =
  | { readonly ok: true; readonly text: string }
  | { readonly ok: false; readonly reason: 'too_large' }
  /** The body could not be read: the client hung up, or the runtime refused its framing (ruling 24). */
  | { readonly ok: false; readonly reason: 'unreadable'; readonly error: unknown };

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

/**
 * Reads a request body as UTF-8 text (decoded as `Request.text()` does everywhere: invalid sequences
 * become U+FFFD), enforcing a byte limit while reading. A `content-length` above the limit is refused
 * before reading; within it, the body is read in one buffered call (the runtimes' fast path) and its
 * size checked again; a body without `content-length` (chunked) is read chunk by chunk and cancelled
 * as soon as it passes the limit. A read that fails (the client closed the connection mid-body, a
 * transfer encoding the runtime does not support) is `unreadable`, never a thrown error: it is the
 * client's doing (ruling 24).
 *
 * @param request - The request.
 * @param limit - The most bytes allowed (16,384 for the gateway).
 * @returns The text, or `too_large`.
 * @example
 * await readLimitedBody(new Request('http://x', { method: 'POST', body: '{}' }), 16_384)
 * //=> { ok: true, text: '{}' }
 */
export async function readLimitedBody(request: Request, limit: number): Promise<LimitedBody> {
  try {
    return await readBody(request, limit);
  } catch (error) {
    await request.body?.cancel().catch(() => undefined);
    return { ok: false, reason: 'unreadable', error };
  }
}

async function readBody(request: Request, limit: number): Promise<LimitedBody> {
  const declared = request.headers.get('content-length')?.trim();
  if (declared !== undefined && /^\d+$/.test(declared)) {
    if (Number(declared) > limit) {
      await request.body?.cancel().catch(() => undefined);
      return { ok: false, reason: 'too_large' };
    }
    const text = await request.text();
    // A declared length cannot lie over HTTP (the parser frames the body by it), but a Request built
    // in process can: check the size read, exactly when it might be over.
    return text.length > limit || (text.length * 3 > limit && utf8Length(text) > limit) ? { ok: false, reason: 'too_large' } : { ok: true, text };
  }
  return readStreamed(request, limit);
}

/** Reads a body of unknown length chunk by chunk, cancelling it as soon as it passes the limit. */
async function readStreamed(request: Request, limit: number): Promise<LimitedBody> {
  if (request.body === null) return { ok: true, text: '' };
  const reader = request.body.getReader();
  const decoder = new TextDecoder();
  let total = 0;
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => undefined);
      return { ok: false, reason: 'too_large' };
    }
    text += decoder.decode(value, { stream: true });
  }
  return { ok: true, text: text + decoder.decode() };
}
