/** The outcome of reading a request body under a byte limit. */
export type LimitedBody =
  | { readonly ok: true; readonly text: string }
  | { readonly ok: false; readonly reason: 'too_large' | 'not_utf8' };

/**
 * Reads a request body as UTF-8 text, enforcing a byte limit while reading: a `content-length`
 * above the limit is refused before reading, and a body without `content-length` (chunked) stops
 * being read, and is cancelled, as soon as it passes the limit.
 *
 * @param request - The request.
 * @param limit - The most bytes allowed (16,384 for the gateway).
 * @returns The text, `too_large`, or `not_utf8` (bytes that are not UTF-8 cannot be JSON).
 * @example
 * await readLimitedBody(new Request('http://x', { method: 'POST', body: '{}' }), 16_384)
 * //=> { ok: true, text: '{}' }
 */
export async function readLimitedBody(request: Request, limit: number): Promise<LimitedBody> {
  const declared = request.headers.get('content-length');
  if (declared !== null && /^\d+$/.test(declared.trim()) && Number(declared.trim()) > limit) {
    await request.body?.cancel().catch(() => undefined);
    return { ok: false, reason: 'too_large' };
  }
  const chunks: Uint8Array[] = [];
  let total = 0;
  if (request.body !== null) {
    const reader = request.body.getReader();
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
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  try {
    return { ok: true, text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {
    return { ok: false, reason: 'not_utf8' };
  }
}
