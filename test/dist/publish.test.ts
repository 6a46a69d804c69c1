// Issue 32 item 6: `npm publish --dry-run` is clean: npm corrects nothing in package.json (it once
// dropped the `daycalc` command, whose path began with `./`), and the tarball holds the command.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { listCountries } from '../../src/calendars/holidayProvider.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

describe('npm publish --dry-run', () => {
  it('corrects nothing and packs the daycalc command', () => {
    const run = spawnSync('npm', ['publish', '--dry-run', '--ignore-scripts'], { cwd: ROOT, encoding: 'utf8', timeout: 120_000 });
    expect(run.status, run.stderr).toBe(0);
    const warnings = run.stderr.split('\n').filter((line) => line.startsWith('npm warn') && !line.includes('requires you to be logged in'));
    expect(warnings).toEqual([]);
    // The tarball's contents are npm notices, `<size> <path>` (`--json` would hide the warnings).
    expect(run.stderr.split('\n').some((line) => / dist\/cli\/bin\.js$/.test(line))).toBe(true);
  }, 130_000);
});

// Issue 32 item 6: the fields a registry page shows are filled in, and the description's count of
// countries is the code's (issue 32 item 3: no number copied by hand).
describe('package.json for a registry page', () => {
  const manifest = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as Record<string, unknown>;

  it('has a description, keywords, author, licence, homepage, repository, bugs and engines', () => {
    for (const field of ['description', 'author', 'license', 'homepage']) expect(manifest[field], field).toEqual(expect.stringMatching(/\S/));
    expect((manifest['keywords'] as string[]).length).toBeGreaterThanOrEqual(5);
    expect(manifest['repository']).toEqual({ type: 'git', url: expect.stringMatching(/^git\+https:\/\/github\.com\/daycalc\/daycalc\.git$/) });
    expect(manifest['homepage']).toMatch(/^https:\/\/github\.com\/daycalc\/daycalc/);
    expect(manifest['bugs']).toEqual({ url: 'https://github.com/daycalc/daycalc/issues' });
    expect(manifest['engines']).toEqual({ node: expect.stringMatching(/^>=\d+/) });
  });

  it("names the code's number of countries in its description", () => {
    expect(manifest['description']).toContain(`public holidays for ${listCountries().length} countries`);
  });
});
