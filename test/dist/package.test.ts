import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
// A non-literal specifier: dist/ exists only after the build, which runs after type checking.
const esmEntry = '../../dist/index.js';

// The built entry points, as a user of the published package loads them.
describe('built package', () => {
  it('should run a holiday-aware operation from the ESM entry with the installed provider version', async () => {
    const esm = (await import(esmEntry)) as typeof import('../../src/index.ts');
    const installed = require('date-holidays/package.json') as { version: string };
    const result = await esm.execute('business-days-between', { start_date: '2024-01-01', end_date: '2024-12-31' });
    expect(result.ok && result.data.business_days).toBe(251);
    expect(result.ok && result.data.summary.provider_version).toBe(installed.version);
  });

  it('should run the same call from the CommonJS entry', async () => {
    const cjs = require('../../dist/index.cjs') as typeof import('../../src/index.ts');
    const result = await cjs.execute('is-business-day', { date: '2025-01-06', country_code: 'DE', subdivision_code: 'DE-BY' });
    expect(result.ok && result.data.reason).toBe('public_holiday');
  });
});
