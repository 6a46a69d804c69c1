// The runtime matrix (issue 32): the hosts docs/gateway.md shows (docs/examples/deno.ts, bun.ts,
// worker.ts) started on Deno, Bun and workerd against the built package, with the gateway contract
// over HTTP, and the core's typed functions on each runtime compared with Node's answers.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { gatewayContract, type ContractOptions, type StartedGateway } from '../contract/gateway.contract.ts';
import { CONTRACT_CONFIG } from '../contract/gatewayConfig.ts';
import { REPO, requireRuntime, runtimeVersion } from '../runtimes/binaries.ts';
import { bundleWorker, listeningOrigin, makeProject, runToEnd, spawnUntil, workerdConfig, workerdPorts, type Running } from '../runtimes/hosts.ts';

const CONFIG = JSON.stringify(CONTRACT_CONFIG);
const CORE_FILES = ['test/runtimes/core.ts', 'test/runtimes/core.print.ts'];
/** workerd accepts compatibility dates up to its own release; this one is older than the pinned version. */
const COMPATIBILITY_DATE = '2026-11-01';

const bun = requireRuntime('bun');
const deno = requireRuntime('deno');
const workerd = requireRuntime('workerd');

/** A host whose clients are all one socket address (Deno's and Bun's `remoteAddr`): requests go as they are. */
function started(origin: string, running: Running): StartedGateway {
  return { target: { base: origin, fetch: (request) => fetch(request), now: () => Date.now() }, close: () => running.stop() };
}

/** Node's answers: the same script through tsx, in a project of its own. */
let nodeAnswers: unknown;
beforeAll(async () => {
  const dir = makeProject(CORE_FILES);
  try {
    nodeAnswers = JSON.parse(await runToEnd(process.execPath, ['--import', join(REPO, 'node_modules/tsx/dist/esm/index.mjs'), 'core.print.ts'], dir));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}, 60_000);

it('Node answers the core script as the README says (the answers the runtimes are held to)', () => {
  expect(nodeAnswers).toMatchObject({
    businessDaysBetween: { business_days: 50 },
    addBusinessDays: { result_date: '2024-12-30' },
    isBusinessDay: { is_business_day: false, label: 'Independence Day' },
    dateDifference: { total_days: 73, months: 2, days: 14 },
    invalidDate: 'INVALID_DATE',
    bavaria: { business_days: 251 },
    japan: { is_business_day: false, reason: 'public_holiday' },
    victorian: { is_business_day: false, reason: 'public_holiday' },
    vienna: { is_business_day: false },
  });
});

/** Runs test/runtimes/core.print.ts on a runtime and compares with Node. */
function coreMatches(bin: string, args: readonly string[]): () => Promise<void> {
  return async () => {
    const dir = makeProject(CORE_FILES);
    try {
      expect(JSON.parse(await runToEnd(bin, [...args, 'core.print.ts'], dir))).toEqual(nodeAnswers);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
}

it('docs/gateway.md and CHANGELOG.md name the versions package.json pins', () => {
  const pinned = (JSON.parse(readFileSync(join(REPO, 'package.json'), 'utf8')) as { devDependencies: Record<string, string> }).devDependencies;
  const doc = readFileSync(join(REPO, 'docs/gateway.md'), 'utf8').replace(/\s+/g, ' ');
  const changelog = readFileSync(join(REPO, 'CHANGELOG.md'), 'utf8').replace(/\s+/g, ' ');
  for (const [name, runtime] of [['Deno', 'deno'], ['Bun', 'bun'], ['workerd', 'workerd']] as const) {
    expect(pinned[runtime], runtime).toMatch(/^\d+\.\d+\.\d+$/);
    expect(doc).toContain(`${name} ${pinned[runtime]}`);
    expect(changelog).toContain(`${name} ${pinned[runtime]}`);
  }
});

const SINGLE_ADDRESS: ContractOptions = { singleClientAddress: true };

describe.skipIf(deno.missing)(`Deno ${deno.missing ? '' : runtimeVersion('deno')}: docs/examples/deno.ts`, () => {
  gatewayContract(async () => {
    const dir = makeProject(['docs/examples/deno.ts'], { 'daycalc.config.json': CONFIG });
    // The command line docs/examples/deno.ts names.
    const { running, found } = await spawnUntil(deno.path, ['run', '--allow-net', '--allow-read', '--allow-env=HOST,PORT', 'deno.ts'], dir, { PORT: '0' }, listeningOrigin);
    return started(found, running);
  }, SINGLE_ADDRESS);
  it('runs the core\u2019s typed functions as Node does', coreMatches(deno.path, ['run', '--allow-read']));
});

describe.skipIf(bun.missing)(`Bun ${bun.missing ? '' : runtimeVersion('bun')}: docs/examples/bun.ts`, () => {
  gatewayContract(async () => {
    const dir = makeProject(['docs/examples/bun.ts'], { 'daycalc.config.json': CONFIG });
    const { running, found } = await spawnUntil(bun.path, ['run', 'bun.ts'], dir, { PORT: '0' }, listeningOrigin);
    return started(found, running);
  }, SINGLE_ADDRESS);
  it('runs the core\u2019s typed functions as Node does', coreMatches(bun.path, ['run']));
});

describe.skipIf(workerd.missing)(`workerd ${workerd.missing ? '' : runtimeVersion('workerd')}: docs/examples/worker.ts`, () => {
  let core = '';
  gatewayContract(async () => {
    const dir = makeProject(['docs/examples/worker.ts', 'test/runtimes/core.ts', 'test/runtimes/core.worker.ts'], { 'config.json': CONFIG });
    await bundleWorker(dir, 'worker.ts', 'gateway.js');
    await bundleWorker(dir, 'core.worker.ts', 'core.js');
    const services = [
      { name: 'gateway', module: 'gateway.js', textBindings: { DAYCALC_CONFIG: 'config.json' } },
      { name: 'core', module: 'core.js' },
    ];
    writeFileSync(join(dir, 'config.capnp'), workerdConfig(services, COMPATIBILITY_DATE));
    const { running, found } = await spawnUntil(workerd.path, ['serve', 'config.capnp', '--control-fd=3'], dir, {}, workerdPorts(['gateway', 'core']), 'fd3');
    const ports = JSON.parse(found) as Record<string, number>;
    core = `http://127.0.0.1:${ports['core']}`;
    return {
      target: {
        base: `http://127.0.0.1:${ports['gateway']}`,
        // docs/examples/worker.ts reads the client address from cf-connecting-ip, as Cloudflare's edge sets it.
        fetch: (request, address) => {
          const headers = new Headers(request.headers);
          headers.set('cf-connecting-ip', address);
          return fetch(new Request(request, { headers, duplex: 'half' } as RequestInit));
        },
        now: () => Date.now(),
      },
      close: () => running.stop(),
    };
  });
  it('runs the core\u2019s typed functions as Node does', async () => {
    expect(await (await fetch(core)).json()).toEqual(nodeAnswers);
  });
});
