/**
 * A Redis (or any) URL without its password, for logs. The URL is parsed the way the client parses
 * it, so a password that itself holds `@` or `:` is hidden whole; text that is not a URL loses
 * everything up to its last `@`.
 *
 * @param url - The URL as given.
 * @returns The URL with `***` for a password.
 * @example
 * redactUrl('redis://:p@ss@cache:6379/0') //=> 'redis://:***@cache:6379/0'
 */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password === '') return url;
    parsed.password = '***';
    return parsed.href.replace('%2A%2A%2A', '***');
  } catch {
    return url.replace(/^(.*\/\/).*@/, '$1***@');
  }
}
