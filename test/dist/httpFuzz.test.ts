import { describe, expect, it } from 'vitest';
import { fuzzServe, isServerErrorAnswer, percentDecodeFully, scanServerLog } from '../../scripts/fuzzServe.ts';

// Issue 17: an HTTP fuzz of `daycalc serve` on loopback (scripts/fuzzServe.ts, which can also be run
// by hand: `npx tsx scripts/fuzzServe.ts --requests 5000 --seed 7`). The seed is printed with the
// summary; set FUZZ_SEED to repeat a run.

const REQUESTS = 5_000;

describe('the fuzz detectors', () => {
  it('count 5xx request lines (503 too) and internal-error lines of the server log, in JSON and text', () => {
    const stdout = ['{"time":"t","request_id":"req_1","method":"POST","path":"/mcp","status":200,"duration_ms":1}', '{"status":503}', '2026-11-24T00:00:00.000Z GET /x 500 1.0ms req_2', 'POST /api/v1/add-days 404 0.3ms -', 'not a log line'].join('\n');
    const stderr = 'daycalc serve: internal error in -: TypeError: x\ndaycalc serve: client abort in req_3 (aborted)\nUnhandled rejection\n';
    const scan = scanServerLog(stdout, stderr);
    expect(scan.statuses).toEqual({ 200: 1, 404: 1, 500: 1, 503: 1 });
    expect(scan.serverErrors).toBe(2);
    expect(scan.errorLines).toEqual(['daycalc serve: internal error in -: TypeError: x', 'Unhandled rejection']);
  });

  it('count a 5xx, and over /mcp a 200 that carries a JSON-RPC internal error or a tool result with a 500/503 code, as server errors', () => {
    expect(isServerErrorAnswer(503, 'HTTP/1.1 503 Service Unavailable')).toBe(true);
    expect(isServerErrorAnswer(200, '{"jsonrpc":"2.0","id":1,"error":{"code": -32603,"message":"x"}}')).toBe(true);
    expect(isServerErrorAnswer(200, '{"result":{"isError":true,"structuredContent":{"error":{"code":"INTERNAL_ERROR","message":"x"}}}}')).toBe(true);
    expect(isServerErrorAnswer(200, '{"result":{"isError":true,"structuredContent":{"error":{"code":"INVALID_DATE","message":"x"}}}}')).toBe(false);
    expect(isServerErrorAnswer(400, '{"error":{"code":"INVALID_JSON","message":"x"}}')).toBe(false);
  });

  it('percent-decode until the text no longer changes, leaving malformed escapes alone', () => {
    expect(percentDecodeFully('/api/v1/daycalc%5Ftest%5Fab%2563d')).toBe('/api/v1/daycalc_test_abcd');
    expect(percentDecodeFully('%25255F%zz%4%')).toBe('_%zz%4%');
    expect(percentDecodeFully('%E6%97%A5')).toHaveLength(3);
  });
});

describe('daycalc serve under random requests', () => {
  it(`gives no 5xx, no internal-error log line, no hang, no crash and no leaked key over ${REQUESTS} requests`, async () => {
    const seed = Number(process.env['FUZZ_SEED'] || Date.now() % 1_000_000);
    const report = await fuzzServe({ requests: REQUESTS, seed, concurrency: 8, maxSeconds: 100 });
    const summary = `seed ${seed}: ${JSON.stringify(report, null, 1)}`;
    expect(report.requests, summary).toBe(REQUESTS);
    expect(report.answered + report.aborted + report.closedWithoutAnswer, summary).toBe(report.requests);
    expect(report.serverErrors, summary).toBe(0);
    expect([report.serverErrorsAnswered, report.serverErrorsLogged, report.serverErrorLines], summary).toEqual([0, 0, 0]);
    expect(report.hangs, summary).toBe(0);
    expect(report.stalledUnanswered, summary).toBe(0);
    expect(report.crashes, summary).toBe(0);
    expect(report.leakedKeys, summary).toBe(0);
    expect(report.keepAliveFailures, summary).toBe(0);
    // Every complete request is answered: the server never drops a connection without a word.
    expect(report.closedWithoutAnswer, summary).toBe(0);
    // The happy paths are reached, not only the error paths: about 20% of the requests are
    // well-formed MCP requests and 35% well-formed API calls.
    expect(report.routes['mcp']?.['200'] ?? 0, summary).toBeGreaterThanOrEqual(250);
    expect(report.routes['api operation']?.['200'] ?? 0, summary).toBeGreaterThanOrEqual(500);
    expect(report.modes['mcp']?.['202'] ?? 0, summary).toBeGreaterThan(0);
    expect(report.rejectedBeforeGateway, summary).toBeLessThan(report.requests * 0.2);
    // The server's log was read (else a 500 to a client that hung up would go unseen): each answer
    // from the gateway (one with a request id) has its line.
    const logged = Object.values(report.loggedStatuses).reduce((sum, n) => sum + n, 0);
    expect(logged, summary).toBeGreaterThanOrEqual(report.answered - report.rejectedBeforeGateway);
  }, 150_000);
});
