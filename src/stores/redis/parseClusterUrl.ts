/** The seed nodes and credentials of a `redis+cluster://` URL. */
export interface ClusterUrl {
  readonly nodes: ReadonlyArray<{ readonly host: string; readonly port: number }>;
  readonly username?: string;
  readonly password?: string;
  /** True for `rediss+cluster://` (TLS to every node). */
  readonly tls: boolean;
}

const NODE = /^(\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9.-]+):(\d{1,5})$/;

/**
 * Reads a Redis Cluster URL: `redis+cluster://[user:password@]host:port[,host:port…]` (or
 * `rediss+cluster://` for TLS). The nodes are seeds: the client learns the others from them. Any
 * other URL is not a cluster URL (`undefined`); a cluster URL that is malformed throws, naming the
 * fault but never the password.
 *
 * @param url - The URL of `store.redis` / `--redis`.
 * @returns The nodes, credentials and TLS flag, or undefined for a plain `redis://` URL.
 * @example
 * parseClusterUrl('redis+cluster://10.0.0.1:7000,10.0.0.2:7000')?.nodes.length //=> 2
 */
export function parseClusterUrl(url: string): ClusterUrl | undefined {
  const scheme = /^(rediss?)\+cluster:\/\//i.exec(url);
  if (scheme === null) return undefined;
  let rest = url.slice(scheme[0].length).replace(/\/+$/, '');
  let username: string | undefined;
  let password: string | undefined;
  const at = rest.lastIndexOf('@');
  if (at !== -1) {
    const credentials = rest.slice(0, at);
    rest = rest.slice(at + 1);
    const colon = credentials.indexOf(':');
    const user = decodeURIComponent(colon === -1 ? credentials : credentials.slice(0, colon));
    if (user !== '') username = user;
    if (colon !== -1) password = decodeURIComponent(credentials.slice(colon + 1));
  }
  const nodes = rest.split(',').map((node) => {
    const match = NODE.exec(node.trim());
    const port = Number(match?.[2]);
    if (match === null || !(port >= 1 && port <= 65_535)) throw new Error(`bad Redis Cluster node "${node.trim()}" in the URL; expected host:port`);
    return { host: match[1]!.replace(/^\[|\]$/g, ''), port };
  });
  return { nodes, ...(username === undefined ? {} : { username }), ...(password === undefined ? {} : { password }), tls: scheme[1]!.toLowerCase() === 'rediss' };
}
