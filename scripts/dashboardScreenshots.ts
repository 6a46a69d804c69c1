// Regenerates docs/dashboard-desktop.png (1280x900) and docs/dashboard-phone.png (390x844), the
// screenshots shown in docs/dashboard.md: builds the package, then runs the dashboard's browser test
// (test/dist/dashboard.test.ts) against the built `daycalc serve` with its screenshots directed to
// docs/. Needs Chromium (apt-get install chromium). Usage: npx tsx scripts/dashboardScreenshots.ts
import { DOCS_FOLDER, regenerateScreenshots } from './_browserScreenshots.ts';

// The screenshot test needs the tests before it (the calls in the history, the revoked keys), so the whole file runs.
regenerateScreenshots('dashboardScreenshots', 'test/dist/dashboard.test.ts', 'DAYCALC_DASHBOARD_SCREENSHOTS');
process.stdout.write(`dashboardScreenshots: wrote ${DOCS_FOLDER}dashboard-desktop.png and ${DOCS_FOLDER}dashboard-phone.png\n`);
