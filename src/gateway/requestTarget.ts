/** The parts of a request URL the gateway reads: the path, and the query without its `?`. */
export interface RequestTarget {
  readonly pathname: string;
  /** The query string without `?` (empty when there is none). */
  readonly query: string;
}

/** A path made only of unreserved characters and slashes, with no `.` or `..` segment: `new URL` would keep it as it is. */
const PLAIN_PATH = /^\/[A-Za-z0-9\-_~/]*(?:\.[A-Za-z0-9\-_~]+[A-Za-z0-9\-_~/]*)*$/;

/** A query of characters that `new URL` keeps as they are. */
const PLAIN_QUERY = /^[A-Za-z0-9\-._~!$&()*+,;=:@/?%]*$/;

/**
 * Reads the path and query of an absolute request URL. An ordinary path (unreserved characters,
 * slashes and dots inside names) is sliced out of the text, since `new URL` would return it
 * unchanged; anything else (percent-escapes, dot segments, backslashes, a fragment) goes through
 * `new URL`, so the answer is always the one `new URL(href)` gives.
 *
 * @param href - The request's absolute URL (`request.url`).
 * @returns The pathname and the query.
 * @example
 * requestTarget('http://localhost/api/v1/day-of-week?x=1') //=> { pathname: '/api/v1/day-of-week', query: 'x=1' }
 */
export function requestTarget(href: string): RequestTarget {
  const scheme = href.indexOf('://');
  const pathStart = scheme === -1 ? -1 : href.indexOf('/', scheme + 3);
  if (pathStart !== -1 && !href.includes('#')) {
    const queryStart = href.indexOf('?', pathStart);
    const pathname = queryStart === -1 ? href.slice(pathStart) : href.slice(pathStart, queryStart);
    // The authority must not hide a path, query or oddity of its own (`new URL` decides those).
    const authority = href.slice(scheme + 3, pathStart);
    const query = queryStart === -1 ? '' : href.slice(queryStart + 1);
    if (PLAIN_PATH.test(pathname) && PLAIN_QUERY.test(query) && !/[?\\@\s]/.test(authority)) return { pathname, query };
  }
  const url = new URL(href);
  return { pathname: url.pathname, query: url.search.slice(1) };
}
