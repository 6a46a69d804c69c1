// The dashboard's calls to the API, with the page's key in the Authorization header (never in the
// URL), and the notice shown once that key is revoked. Browser code.
import { $ } from '../../playground/browser/dom.ts';
import { session } from './dashboardSession.ts';

/** An error of the API, or of the page's own call (`NETWORK_ERROR`, `HTTP_<status>`). */
export interface ApiError {
  readonly code: string;
  readonly message: string;
}

/** An answer: its status, and its `data` or its `error`. */
export type ApiResult<T> = { readonly status: number; readonly data: T; readonly error?: undefined } | { readonly status: number; readonly error: ApiError; readonly data?: undefined };

/**
 * Shows that the page's key is revoked: its requests are refused from now on.
 *
 * @example
 * if (json.error.code === 'REVOKED_API_KEY') showKeyRevoked();
 */
export function showKeyRevoked(): void {
  const note = $('#key-revoked');
  note.hidden = false;
  note.textContent = 'The key in this page (' + session.apiKeyId + ') is now revoked: its requests are refused with 401 REVOKED_API_KEY. Paste another key of the account to go on.';
}

/**
 * One call to the API with the page's key. A network failure or an answer without the expected body
 * becomes an error too; an answer saying the key is revoked shows the notice.
 *
 * @param method - The HTTP method.
 * @param path - The path and query.
 * @param body - The JSON body, if any.
 * @returns The answer's status and its data or error.
 * @example
 * const result = await api<Account>('GET', '/api/v1/account');
 */
export async function api<T>(method: string, path: string, body?: unknown): Promise<ApiResult<T>> {
  const headers: Record<string, string> = { authorization: 'Bearer ' + session.apiKey };
  if (body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(path, { method, headers, body: body === undefined ? null : JSON.stringify(body), cache: 'no-store', credentials: 'omit' });
  } catch (error) {
    return { status: 0, error: { code: 'NETWORK_ERROR', message: 'The gateway did not answer: ' + (error as Error).message } };
  }
  let json: { readonly error?: ApiError; readonly data?: T } | undefined;
  try { json = (await response.json()) as typeof json; } catch { json = undefined; }
  if (json && json.error) {
    if (json.error.code === 'REVOKED_API_KEY') showKeyRevoked();
    return { status: response.status, error: json.error };
  }
  if (!response.ok || !json || !('data' in json)) return { status: response.status, error: { code: 'HTTP_' + response.status, message: 'The gateway answered without the expected body' } };
  return { status: response.status, data: json.data as T };
}
