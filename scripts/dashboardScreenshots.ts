// Regenerates docs/dashboard-desktop.png (1280x900) and docs/dashboard-phone.png (390x844), the
// screenshots shown in docs/dashboard.md: builds the package, then runs the dashboard's browser test
// (test/dist/dashboard.test.ts) against the built `daycalc serve` with its screenshots directed to
// docs/. Needs Chromium (apt-get install chromium). Usage: npx tsx scripts/dashboardScreenshots.ts
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const docs = fileURLToPath(new URL('../docs/', import.meta.url));

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): void {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  if (result.status !== 0) {
    process.stderr.write(`dashboardScreenshots: ${command} ${args.join(' ')} failed (${result.status ?? result.signal})\n`);
    process.exit(result.status ?? 1);
  }
}

run('npx', ['tsup', '--silent']);
// The screenshot test needs the tests before it (the calls in the history, the revoked keys), so the whole file runs.
run('npx', ['vitest', 'run', '--config', 'vitest.dist.config.ts', 'test/dist/dashboard.test.ts'], { ...process.env, DAYCALC_DASHBOARD_SCREENSHOTS: docs });
process.stdout.write(`dashboardScreenshots: wrote ${docs}dashboard-desktop.png and ${docs}dashboard-phone.png\n`);
