// The parts of the gateway's /openapi.json that the pages read, and the rule that picks the
// operations out of it. Browser code of both pages.
import type { HeadlineSpec } from '../../catalog/operationDefinition.ts';

/** One request field's schema, as the playground builds its input from it. */
export interface FieldSchema {
  readonly type?: string;
  readonly format?: string;
  readonly enum?: readonly string[];
  readonly default?: unknown;
  readonly description?: string;
  /** Values the field takes where they are not an `enum` (the markets of `market_code`): offered as suggestions. */
  readonly examples?: readonly unknown[];
}

/** One operation of the document (`paths[...].post`). */
export interface OperationItem {
  readonly summary: string;
  readonly description: string;
  readonly requestBody: {
    readonly content: {
      readonly 'application/json': {
        readonly schema: { readonly properties?: Readonly<Record<string, FieldSchema>>; readonly required?: readonly string[] };
        readonly example?: Readonly<Record<string, unknown>>;
      };
    };
  };
  readonly responses?: { readonly '200'?: { readonly 'x-daycalc-headline'?: HeadlineSpec } };
}

/** The document, as far as the pages read it. */
export interface ApiDescription {
  readonly paths: Readonly<Record<string, { readonly post?: OperationItem }>>;
}

/**
 * The operations of the document: each POST under /api/v1/ with a headline (the account and
 * calendar endpoints have none), by name, in the document's order.
 *
 * @param doc - The document.
 * @returns Each operation's name (`add-days`) and its POST item.
 * @example
 * operationsOf(await (await fetch('/openapi.json')).json()).map(([name]) => name)
 */
export function operationsOf(doc: ApiDescription): Array<[string, OperationItem]> {
  const found: Array<[string, OperationItem]> = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    if (!item.post || !path.startsWith('/api/v1/') || !item.post.responses?.['200']?.['x-daycalc-headline']) continue;
    found.push([path.slice('/api/v1/'.length), item.post]);
  }
  return found;
}
