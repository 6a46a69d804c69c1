import { chmodSync, lstatSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { replaceFileAtomically } from '../../../src/stores/file/replaceFileAtomically.ts';

const root = mkdtempSync(join(tmpdir(), 'daycalc-atomic-'));
const freshDir = (): string => mkdtempSync(join(root, 'd'));

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('replaceFileAtomically: the one atomic writer', () => {
  it('creates a file, replaces its text, and leaves no temporary file', async () => {
    const dir = freshDir();
    const file = join(dir, 'config.json');
    await replaceFileAtomically(file, 'one\n');
    await replaceFileAtomically(file, 'two \u65e5\u672c\n');
    expect(readFileSync(file, 'utf8')).toBe('two \u65e5\u672c\n');
    expect(readdirSync(dir)).toEqual(['config.json']);
  });

  it.skipIf(process.platform === 'win32')('keeps the mode of the file it replaces (a 0600 config stays private)', async () => {
    const dir = freshDir();
    const file = join(dir, 'config.json');
    writeFileSync(file, 'old\n');
    chmodSync(file, 0o600);
    await replaceFileAtomically(file, 'new\n');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    chmodSync(file, 0o640);
    await replaceFileAtomically(file, 'newer\n');
    expect(statSync(file).mode & 0o777).toBe(0o640);
    expect(readFileSync(file, 'utf8')).toBe('newer\n');
  });

  it.skipIf(process.platform === 'win32')('replaces the file a symbolic link names and keeps the link', async () => {
    const dir = freshDir();
    const real = join(dir, 'real.json');
    const link = join(dir, 'config.json');
    writeFileSync(real, 'old\n');
    symlinkSync(real, link);
    await replaceFileAtomically(link, 'new\n');
    expect(lstatSync(link).isSymbolicLink()).toBe(true);
    expect(readFileSync(real, 'utf8')).toBe('new\n');
    expect(readdirSync(dir).sort()).toEqual(['config.json', 'real.json']);
  });

  it('rejects with the file system error where it cannot write, and leaves nothing behind', async () => {
    const dir = freshDir();
    const error = await replaceFileAtomically(join(dir, 'missing', 'config.json'), 'x').catch((caught: unknown) => caught);
    expect((error as NodeJS.ErrnoException).code).toBe('ENOENT');
    expect(readdirSync(dir)).toEqual([]);
  });
});
