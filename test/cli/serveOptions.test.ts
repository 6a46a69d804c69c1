import { describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS, nodeServerOptions } from '../../src/node/connectionLimits.ts';
import { parseServeOptions } from '../../src/cli/serveOptions.ts';

describe('parseServeOptions', () => {
  it('has sensible connection limits by default', () => {
    const parsed = parseServeOptions([]);
    expect(parsed.kind).toBe('options');
    if (parsed.kind !== 'options') return;
    expect(parsed.options).toMatchObject({ port: 8787, host: '127.0.0.1', trustProxy: false, logFormat: 'text' });
    expect(parsed.options.limits).toEqual({ headersTimeoutMs: 10_000, bodyTimeoutMs: 10_000, idleTimeoutMs: 5_000, maxConnections: 1_024, maxConnectionsPerAddress: 128 });
  });

  it('takes the limits, the log format and Redis Cluster URLs', () => {
    const parsed = parseServeOptions(['--body-timeout', '2500', '--idle-timeout', '1000', '--headers-timeout', '3000', '--max-connections', '64', '--log-format', 'json', '--redis', 'redis+cluster://10.0.0.1:7000,10.0.0.2:7000']);
    expect(parsed).toMatchObject({ kind: 'options', options: { logFormat: 'json', redis: 'redis+cluster://10.0.0.1:7000,10.0.0.2:7000', limits: { bodyTimeoutMs: 2500, idleTimeoutMs: 1000, headersTimeoutMs: 3000, maxConnections: 64 } } });
  });

  it('refuses bad values with a message naming the option', () => {
    const cases: Array<[string[], RegExp]> = [
      [['--body-timeout', 'soon'], /--body-timeout/],
      [['--idle-timeout', '0'], /--idle-timeout/],
      [['--max-connections', '-1'], /--max-connections/],
      [['--headers-timeout', '99999999999'], /--headers-timeout/],
      [['--log-format', 'xml'], /--log-format must be one of text, json/],
      [['--port', '70000'], /--port/],
      [['--redis', 'http://x'], /--redis/],
      [['--bogus'], /bogus/],
      [['--data-dir', ' '], /--data-dir/],
      [['--data-dir'], /data-dir/],
    ];
    for (const [argv, pattern] of cases) {
      const parsed = parseServeOptions(argv);
      expect(parsed.kind, argv.join(' ')).toBe('usage');
      if (parsed.kind === 'usage') expect(parsed.message).toMatch(pattern);
    }
    expect(parseServeOptions(['-h']).kind).toBe('help');
  });
});

describe('parseServeOptions: --data-dir', () => {
  it('takes the directory of saved calendars, absent by default', () => {
    const withDir = parseServeOptions(['--data-dir', '/var/lib/daycalc']);
    expect(withDir.kind === 'options' ? withDir.options.dataDir : undefined).toBe('/var/lib/daycalc');
    const without = parseServeOptions([]);
    expect(without.kind === 'options' && 'dataDir' in without.options).toBe(false);
  });
});

describe('nodeServerOptions', () => {
  it('sets the header timeout, a request-timeout backstop behind the body timeout, the keep-alive time and a fast check interval', () => {
    const options = nodeServerOptions(DEFAULT_LIMITS);
    expect(options).toEqual({ headersTimeout: 10_000, requestTimeout: 21_000, keepAliveTimeout: 5_000, connectionsCheckingInterval: 1_000 });
    expect(nodeServerOptions({ ...DEFAULT_LIMITS, headersTimeoutMs: 400, bodyTimeoutMs: 1000 }).connectionsCheckingInterval).toBe(100);
  });
});
