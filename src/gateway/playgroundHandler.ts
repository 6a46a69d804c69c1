import type { RouteHandlerFactory } from './routeHandler.ts';

/** The playground page as the gateway serves it: the HTML and its Content-Security-Policy. */
export interface PlaygroundPage {
  readonly html: string;
  readonly csp: string;
}

/**
 * Creates the `GET /playground` route's handler factory on a page loaded on the first request and
 * kept; the package entry passes `src/playground/`'s, so the gateway core never imports it. No key,
 * never metered; the page's own calls are ordinary, metered API calls. HEAD answers the headers only.
 *
 * @param load - Loads the page (a dynamic import, so the page stays out of bundles that do not serve it).
 * @returns The factory, for `createGatewayCore`'s `handlers.playground`.
 * @example
 * const playground = createPlaygroundHandler(async () => ({ html: '<!doctype html>…', csp: "default-src 'none'" }));
 * const gateway = createGatewayCore({ environment: 'test', stores, handlers: { playground } });
 */
export function createPlaygroundHandler(load: () => Promise<PlaygroundPage>): RouteHandlerFactory {
  return ({ respond }) => {
    let page: Promise<PlaygroundPage> | undefined;
    return async (context) => {
      page ??= load();
      const { html, csp } = await page;
      const headers = respond.headers(context, {
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy': csp,
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'no-referrer',
      });
      return respond.create(context.request.method === 'HEAD' ? null : html, { status: 200, headers });
    };
  };
}
