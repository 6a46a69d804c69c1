import { parseArgs } from 'node:util';
import { DEFAULT_LIMITS, perAddressShare, type ConnectionLimits } from '../node/connectionLimits.ts';
import { LOG_FORMATS, type LogFormat } from '../node/requestLog.ts';

/** The usage line of `daycalc serve`. */
export const SERVE_USAGE =
  'Usage: daycalc serve [--port 8787] [--host 127.0.0.1] [--config FILE] [--redis redis://host:port] [--data-dir DIR] [--trust-proxy]\n' +
  '                     [--log-format text|json] [--headers-timeout 10000] [--body-timeout 10000] [--idle-timeout 5000]\n' +
  '                     [--max-connections 1024] [--max-connections-per-address 128]\n';

/** The parsed command line of `daycalc serve`. */
export interface ServeOptions {
  readonly port: number;
  readonly host: string;
  readonly config?: string;
  readonly redis?: string;
  /** Where saved calendars made through the API are kept without Redis (files, surviving restarts). */
  readonly dataDir?: string;
  readonly trustProxy: boolean;
  readonly logFormat: LogFormat;
  readonly limits: ConnectionLimits;
}

/** The outcome of parsing: the options, a request for help, or a usage error. */
export type ParsedServeOptions = { readonly kind: 'options'; readonly options: ServeOptions } | { readonly kind: 'help' } | { readonly kind: 'usage'; readonly message: string };

const LIMIT_FLAGS = [
  ['headers-timeout', 'headersTimeoutMs', 1, 'a whole number of milliseconds from 1'],
  ['body-timeout', 'bodyTimeoutMs', 1, 'a whole number of milliseconds from 1'],
  ['idle-timeout', 'idleTimeoutMs', 1, 'a whole number of milliseconds from 1'],
  ['max-connections', 'maxConnections', 1, 'a whole number from 1'],
  ['max-connections-per-address', 'maxConnectionsPerAddress', 1, 'a whole number from 1'],
] as const;

/**
 * Parses the arguments of `daycalc serve`.
 *
 * @param argv - The arguments after `serve`.
 * @returns The options, `help`, or a usage error naming the bad argument.
 * @example
 * parseServeOptions(['--port', '0', '--log-format', 'json']) //=> { kind: 'options', options: { port: 0, logFormat: 'json', … } }
 * parseServeOptions(['--body-timeout', 'soon'])             //=> { kind: 'usage', message: '--body-timeout must be …' }
 */
export function parseServeOptions(argv: readonly string[]): ParsedServeOptions {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: {
        port: { type: 'string' },
        host: { type: 'string' },
        config: { type: 'string' },
        redis: { type: 'string' },
        'data-dir': { type: 'string' },
        'trust-proxy': { type: 'boolean' },
        'log-format': { type: 'string' },
        'headers-timeout': { type: 'string' },
        'body-timeout': { type: 'string' },
        'idle-timeout': { type: 'string' },
        'max-connections': { type: 'string' },
        'max-connections-per-address': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    return { kind: 'usage', message: error instanceof Error ? error.message : String(error) };
  }
  if (values['help'] === true) return { kind: 'help' };
  const portText = (values['port'] as string | undefined) ?? '8787';
  if (!/^\d+$/.test(portText) || Number(portText) > 65_535) return { kind: 'usage', message: '--port must be a whole number from 0 to 65535' };
  const redis = values['redis'] as string | undefined;
  if (redis !== undefined && !/^rediss?(?:\+cluster)?:\/\/\S+$/.test(redis)) return { kind: 'usage', message: '--redis must be a redis://, rediss://, redis+cluster:// or rediss+cluster:// URL' };
  const logFormat = (values['log-format'] as string | undefined) ?? 'text';
  if (!(LOG_FORMATS as readonly string[]).includes(logFormat)) return { kind: 'usage', message: `--log-format must be one of ${LOG_FORMATS.join(', ')}` };
  const limits: Record<string, number> = { ...DEFAULT_LIMITS };
  for (const [flag, field, min, what] of LIMIT_FLAGS) {
    const text = values[flag] as string | undefined;
    if (text === undefined) continue;
    // Node keeps timers in 32-bit milliseconds (about 24.8 days); beyond that a limit means nothing.
    if (!/^\d+$/.test(text) || Number(text) < min || Number(text) > 2_147_483_647) return { kind: 'usage', message: `--${flag} must be ${what}` };
    limits[field] = Number(text);
  }
  if (values['max-connections-per-address'] === undefined) limits['maxConnectionsPerAddress'] = perAddressShare(limits['maxConnections']!);
  const config = values['config'] as string | undefined;
  const dataDir = values['data-dir'] as string | undefined;
  if (dataDir !== undefined && dataDir.trim() === '') return { kind: 'usage', message: '--data-dir must name a directory' };
  return {
    kind: 'options',
    options: {
      port: Number(portText),
      host: (values['host'] as string | undefined) ?? '127.0.0.1',
      ...(config === undefined ? {} : { config }),
      ...(redis === undefined ? {} : { redis }),
      ...(dataDir === undefined ? {} : { dataDir }),
      trustProxy: values['trust-proxy'] === true,
      logFormat: logFormat as LogFormat,
      limits: limits as unknown as ConnectionLimits,
    },
  };
}
