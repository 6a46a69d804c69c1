// Issue 32 item 6: `npm publish --dry-run` is clean: npm corrects nothing in package.json (it once
// dropped the `daycalc` command, whose path began with `./`), and the tarball holds the command.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

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
