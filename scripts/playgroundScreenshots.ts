// Regenerates docs/playground-desktop.png (1280x900) and docs/playground-phone.png (390x844), the
// screenshots shown in docs/playground.md: builds the package, then runs the playground's browser
// test (test/dist/playground.test.ts) against the built `daycalc serve` with its screenshots
// directed to docs/. Needs Chromium (apt-get install chromium). Usage: npx tsx scripts/playgroundScreenshots.ts
import { DOCS_FOLDER, regenerateScreenshots } from './_browserScreenshots.ts';

regenerateScreenshots('playgroundScreenshots', 'test/dist/playground.test.ts', 'DAYCALC_PLAYGROUND_SCREENSHOTS', ['-t', 'screenshots']);
process.stdout.write(`playgroundScreenshots: wrote ${DOCS_FOLDER}playground-desktop.png and ${DOCS_FOLDER}playground-phone.png\n`);
