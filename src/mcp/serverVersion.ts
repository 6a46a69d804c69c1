// No import attribute: the bundler inlines this one field (a JSON module with `type: 'json'` has only a default export).
import { version } from '../../package.json';

/**
 * The package's version (read from package.json when the package is built, so no file is read at
 * run time and no `node:*` import is needed), reported as the MCP server's version.
 *
 * @example
 * DAYCALC_VERSION //=> '0.1.0'
 */
export const DAYCALC_VERSION: string = version;
