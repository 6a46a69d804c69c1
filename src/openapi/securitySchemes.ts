/**
 * The document's two security schemes, `bearerAuth` (`Authorization: Bearer <key>`) and
 * `apiKeyHeader` (`X-API-Key: <key>`), each saying what a key looks like and that the query string
 * never carries one.
 *
 * @param prefix - The service word of keys, as in `daycalc_live_<secret>`.
 * @returns `{ bearerAuth, apiKeyHeader }`.
 * @example
 * Object.keys(securitySchemes('daycalc')) //=> ['bearerAuth', 'apiKeyHeader']
 */
export function securitySchemes(prefix: string): Record<string, Record<string, string>> {
  return {
    bearerAuth: {
      type: 'http',
      scheme: 'bearer',
      description: `\`Authorization: Bearer ${prefix}_live_<secret>\` (\`${prefix}_test_<secret>\` on a test gateway). Never in the query string: \`?api_key=\` is 401 API_KEY_IN_QUERY_STRING.`,
    },
    apiKeyHeader: {
      type: 'apiKey',
      in: 'header',
      name: 'X-API-Key',
      description: `\`X-API-Key: ${prefix}_live_<secret>\` (\`${prefix}_test_<secret>\` on a test gateway). Never in the query string: \`?api_key=\` is 401 API_KEY_IN_QUERY_STRING.`,
    },
  };
}
