/** A response as tests read it: status, headers as an object, the JSON body (or undefined) and the text. */
export interface ReadResponse {
  readonly status: number;
  readonly headers: Record<string, string>;
  /** The parsed JSON body: tests reach into bodies of many shapes. */
  readonly body: any;
  readonly text: string;
}

/**
 * Reads a response once: status, headers as an object, the parsed JSON body (or undefined) and the text.
 *
 * @param response - The response.
 * @returns What the tests assert on.
 * @example
 * const { status, body } = await readResponse(await gateway.fetch(request));
 */
export async function readResponse(response: Response): Promise<ReadResponse> {
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  return { status: response.status, headers, body, text };
}
