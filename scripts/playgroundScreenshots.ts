// Regenerates docs/playground-desktop.png (1280x900) and docs/playground-phone.png (390x844), the
// screenshots shown in docs/playground.md: builds the package, then runs the playground's browser
// test (test/dist/playground.test.ts) against the built `daycalc serve` with its screenshots
// directed to docs/. Needs Chromium (apt-get install chromium). Usage: npx tsx scripts/playgroundScreenshots.ts
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const docs = fileURLToPath(new URL('../docs/', import.meta.url));

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): void {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  if (result.status !== 0) {
    process.stderr.write(`playgroundScreenshots: ${command} ${args.join(' ')} failed (${result.status ?? result.signal})\n`);
    process.exit(result.status ?? 1);
  }
}

run('npx', ['tsup', '--silent']);
run('npx', ['vitest', 'run', '--config', 'vitest.dist.config.ts', 'test/dist/playground.test.ts', '-t', 'screenshots'], { ...process.env, DAYCALC_PLAYGROUND_SCREENSHOTS: docs });
process.stdout.write(`playgroundScreenshots: wrote ${docs}playground-desktop.png and ${docs}playground-phone.png\n`);
