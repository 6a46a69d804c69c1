// The screenshot scripts' one step: build the package and run a browser test of the built
// `daycalc serve` with its screenshots directed to docs/, under the lock the dist tests take (dist/
// is shared) and with Chromium required, so a missing browser fails instead of skipping the test
// and leaving old screenshots in place.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The docs folder the screenshots go to. */
export const DOCS_FOLDER = fileURLToPath(new URL('../docs/', import.meta.url));

/**
 * Builds the package and runs one browser test file that writes screenshots into `DOCS_FOLDER`;
 * exits the process with the failure's status when either step fails.
 *
 * @param script - The calling script's name, for the messages.
 * @param testFile - The dist test file, from the repository root.
 * @param directoryVariable - The environment variable that tells the test where to write.
 * @param vitestArguments - More vitest arguments (`-t <name>` to run only the screenshot test).
 * @example
 * regenerateScreenshots('dashboardScreenshots', 'test/dist/dashboard.test.ts', 'DAYCALC_DASHBOARD_SCREENSHOTS');
 */
export function regenerateScreenshots(script: string, testFile: string, directoryVariable: string, vitestArguments: readonly string[] = []): void {
  const command = ['npx tsup --silent', `npx vitest run --project dist ${[testFile, ...vitestArguments].join(' ')}`].join(' && ');
  const result = spawnSync('flock', ['/tmp/daycalc-dist.lock', 'sh', '-c', command], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, [directoryVariable]: DOCS_FOLDER, DAYCALC_REQUIRE_SERVICES: '1' },
  });
  if (result.status !== 0) {
    process.stderr.write(`${script}: ${command} failed (${result.status ?? result.signal})\n`);
    process.exit(result.status ?? 1);
  }
}
