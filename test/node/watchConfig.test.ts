import { appendFileSync, mkdirSync, mkdtempSync, renameSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { concernsConfig, watchConfig, type ConfigWatch } from '../../src/node/watchConfig.ts';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('concernsConfig', () => {
  it('takes the file itself and a ConfigMap ..data swap, nothing else', () => {
    expect(concernsConfig('daycalc.json', 'daycalc.json')).toBe(true);
    expect(concernsConfig(Buffer.from('daycalc.json'), 'daycalc.json')).toBe(true);
    expect(concernsConfig('..data', 'daycalc.json')).toBe(true);
    expect(concernsConfig(null, 'daycalc.json')).toBe(true);
    for (const other of ['access.log', 'daycalc.json.tmp', '..data_tmp', '..2026_11_24', 'other.json']) expect(concernsConfig(other, 'daycalc.json')).toBe(false);
  });
});

describe('watchConfig', () => {
  let watch: ConfigWatch | undefined;
  afterEach(() => watch?.close());

  it('ignores a log file written beside the config and sees edits and renames of the config', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'daycalc-watch-'));
    const file = join(dir, 'daycalc.json');
    writeFileSync(file, '{}');
    let changes = 0;
    watch = watchConfig(file, () => changes++, (message) => {
      throw new Error(message);
    });
    expect(watch).toBeDefined();
    await pause(50);
    for (let index = 0; index < 50; index++) appendFileSync(join(dir, 'serve.log'), `line ${index}\n`);
    writeFileSync(join(dir, 'notes.txt'), 'x');
    await pause(200);
    expect(changes).toBe(0);

    writeFileSync(file, '{ }');
    await pause(200);
    expect(changes).toBeGreaterThan(0);
    const afterEdit = changes;
    writeFileSync(join(dir, 'daycalc.json.tmp'), '{}');
    renameSync(join(dir, 'daycalc.json.tmp'), file);
    await pause(200);
    expect(changes).toBeGreaterThan(afterEdit);
  });

  it('sees the ..data symlink swap of a ConfigMap mount', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'daycalc-watch-cm-'));
    mkdirSync(join(dir, '..v1'));
    writeFileSync(join(dir, '..v1', 'daycalc.json'), '{}');
    symlinkSync('..v1', join(dir, '..data'));
    symlinkSync(join('..data', 'daycalc.json'), join(dir, 'daycalc.json'));
    let changes = 0;
    watch = watchConfig(join(dir, 'daycalc.json'), () => changes++, () => undefined);
    await pause(50);
    mkdirSync(join(dir, '..v2'));
    writeFileSync(join(dir, '..v2', 'daycalc.json'), '{ }');
    symlinkSync('..v2', join(dir, '..data_tmp'));
    renameSync(join(dir, '..data_tmp'), join(dir, '..data'));
    await pause(200);
    expect(changes).toBeGreaterThan(0);
  });

  it('reports a directory it cannot watch', () => {
    const messages: string[] = [];
    watch = watchConfig(join(tmpdir(), 'no-such-dir-daycalc', 'daycalc.json'), () => undefined, (message) => messages.push(message));
    expect(watch).toBeUndefined();
    expect(messages[0]).toMatch(/cannot watch .*reload with SIGHUP/);
  });
});
